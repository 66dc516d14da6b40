import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage, projectsQuery } from '@/features/hostHome/ProjectPage';
import { loadLocale } from '@/lib/i18n';
import { requireSignedIn } from '../../guard';

/** The organiser's projects (000 §2), outside the back office layout: a signed-in host only. */
export const Route = createFileRoute('/host/project')({
  beforeLoad: (ctx) => requireSignedIn(ctx),
  staticData: { title: 'host.project.title' },
  loader: ({ context }) => Promise.all([loadLocale('host'), context.queryClient.prefetchQuery(projectsQuery)]),
  component: ProjectPage,
});
