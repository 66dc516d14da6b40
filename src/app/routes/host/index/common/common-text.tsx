import { createFileRoute } from '@tanstack/react-router';
import { textPage } from '@/features/siteSettings/routes';
import { TextPage } from '@/features/siteSettings/TextPage';
import { loadTexts } from '@/features/siteSettings/texts';

export const Route = createFileRoute('/host/index/common/common-text')({ ...textPage, loader: (ctx) => loadTexts(ctx), component: TextPage });
