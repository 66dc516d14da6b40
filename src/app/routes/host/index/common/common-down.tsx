import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '@/features/settings/DownloadPage';
import { loadDownload } from '@/features/settings/downloads';
import { downloadPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-down')({ ...downloadPage, loader: (ctx) => loadDownload(ctx), component: DownloadPage });
