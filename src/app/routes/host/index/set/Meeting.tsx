import { createFileRoute } from '@tanstack/react-router';
import { MeetingPage } from '@/features/meetings/MeetingPage';
import { loadMeetings } from '@/features/meetings/meetings';
import { meetingPage } from '@/features/meetings/routes';

export const Route = createFileRoute('/host/index/set/Meeting')({ ...meetingPage, loader: (ctx) => loadMeetings(ctx), component: MeetingPage });
