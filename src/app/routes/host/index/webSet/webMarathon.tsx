import { createFileRoute } from '@tanstack/react-router';
import { TopicPage } from '@/features/settings/TopicPage';
import { topicPage } from '@/features/settings/routes';
import { loadTopics } from '@/features/settings/topics';

export const Route = createFileRoute('/host/index/webSet/webMarathon')({ ...topicPage, loader: (ctx) => loadTopics(ctx), component: TopicPage });
