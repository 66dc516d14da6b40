import { createFileRoute } from '@tanstack/react-router';
import { BoothImagesPage } from '@/features/exhibit/BoothImagesPage';
import { loadBoothImages } from '@/features/exhibit/boothImages';
import { boothImagePage } from '@/features/exhibit/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/boothImg')({ ...boothImagePage, loader: (ctx) => loadBoothImages(ctx), component: BoothImagesPage });
