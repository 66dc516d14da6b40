import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionFormPage } from '@/features/exhibitions/ExhibitionPages';
import { exhibition } from '@/features/exhibitions/resources';

export const Route = createFileRoute('/host/index/ex/editEx')({ ...exhibition.routes.edit, component: ExhibitionFormPage });
