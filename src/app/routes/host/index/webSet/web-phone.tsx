import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '@/features/settings/ContactPage';
import { loadContacts } from '@/features/settings/contacts';
import { contactPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/webSet/web-phone')({ ...contactPage, loader: (ctx) => loadContacts(ctx), component: ContactPage });
