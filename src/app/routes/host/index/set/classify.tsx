import { createFileRoute } from '@tanstack/react-router';
import { ClassifyPage } from '@/features/exhibitions/ClassifyPage';
import { loadClassify } from '@/features/exhibitions/classify';
import { classifyPage } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/set/classify')({ ...classifyPage, loader: (ctx) => loadClassify(ctx), component: ClassifyPage });
