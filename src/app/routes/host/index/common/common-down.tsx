import { createFileRoute } from '@tanstack/react-router';
import { DownloadPage } from '@/features/settings/DownloadPage';
import { downloadRoute } from '@/features/settings/downloads';

export const Route = createFileRoute('/host/index/common/common-down')({ ...downloadRoute, component: DownloadPage });
