import { createFileRoute } from '@tanstack/react-router';
import { DownloadsPage } from '@/features/exhibit/DownloadsPage';
import { loadExhibitorDownloads } from '@/features/exhibit/downloads';
import { downloadsPage } from '@/features/exhibit/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/down')({ ...downloadsPage, loader: (ctx) => loadExhibitorDownloads(ctx), component: DownloadsPage });
