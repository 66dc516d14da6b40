import { createFileRoute } from '@tanstack/react-router';
import { ProjectPage } from '@/features/projects/ProjectPage';
import { loadProjects } from '@/features/projects/projects';
import { projectPage } from '@/features/projects/routes';

export const Route = createFileRoute('/host/index/set/project')({ ...projectPage, loader: (ctx) => loadProjects(ctx), component: ProjectPage });
