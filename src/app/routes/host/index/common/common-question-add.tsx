import { createFileRoute } from '@tanstack/react-router';
import { QuestionFormPage } from '@/features/siteSettings/QuestionPages';
import { questionPages } from '@/features/siteSettings/routes';

export const Route = createFileRoute('/host/index/common/common-question-add')({ ...questionPages.routes.create, component: QuestionFormPage });
