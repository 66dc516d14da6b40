import { createFileRoute } from '@tanstack/react-router';
import { ChannelPage } from '@/features/hostServices/ChannelPage';
import { loadChannels } from '@/features/hostServices/channels';
import { channelPage } from '@/features/hostServices/routes';

export const Route = createFileRoute('/host/index/set/Channel')({ ...channelPage, loader: (ctx) => loadChannels(ctx), component: ChannelPage });
