import { createFileRoute } from '@tanstack/react-router';
import { LinksPage } from '@/features/settings/LinksPage';
import { loadLinks } from '@/features/settings/links';
import { linksPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/set/statisticalManage')({ ...linksPage, loader: (ctx) => loadLinks(ctx), component: LinksPage });
