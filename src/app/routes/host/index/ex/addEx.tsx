import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionFormPage } from '@/features/exhibitions/ExhibitionPages';
import { exhibition } from '@/features/exhibitions/resources';

export const Route = createFileRoute('/host/index/ex/addEx')({ ...exhibition.routes.create, component: ExhibitionFormPage });
