import { createFileRoute } from '@tanstack/react-router';
import { ExhibitionListPage } from '@/features/exhibitions/ExhibitionPages';
import { exhibition } from '@/features/exhibitions/resources';

export const Route = createFileRoute('/host/index/ex/list')({ ...exhibition.routes.list, component: ExhibitionListPage });
