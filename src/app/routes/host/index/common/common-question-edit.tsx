import { createFileRoute } from '@tanstack/react-router';
import { QuestionFormPage } from '@/features/siteSettings/QuestionPages';
import { question } from '@/features/siteSettings/questions';
import { questionPages } from '@/features/siteSettings/routes';

export const Route = createFileRoute('/host/index/common/common-question-edit')({ ...questionPages.routes.edit, loader: (ctx) => question.loaders.edit(ctx), component: QuestionFormPage });
