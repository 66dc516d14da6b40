import { createFileRoute } from '@tanstack/react-router';
import { QuestionListPage } from '@/features/siteSettings/QuestionPages';
import { question } from '@/features/siteSettings/questions';
import { questionPages } from '@/features/siteSettings/routes';

export const Route = createFileRoute('/host/index/common/common-question')({ ...questionPages.routes.list, loader: (ctx) => question.loaders.list(ctx), component: QuestionListPage });
