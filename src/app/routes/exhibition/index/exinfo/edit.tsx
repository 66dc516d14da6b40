import { createFileRoute } from '@tanstack/react-router';
import { JoinEditPage, loadJoinEdit } from '@/features/exhibit/JoinEditPage';
import { joinEditPage } from '@/features/exhibit/routes';

export const Route = createFileRoute('/exhibition{-$lang}/index/exinfo/edit')({
  ...joinEditPage,
  loader: (ctx) => loadJoinEdit(ctx),
  component: JoinEditPage,
});
