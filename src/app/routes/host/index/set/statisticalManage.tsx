import { createFileRoute } from '@tanstack/react-router';
import { LinksPage } from '@/features/settings/LinksPage';
import { linksRoute } from '@/features/settings/links';

export const Route = createFileRoute('/host/index/set/statisticalManage')({ ...linksRoute, component: LinksPage });
