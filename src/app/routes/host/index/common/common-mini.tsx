import { createFileRoute } from '@tanstack/react-router';
import { MiniProgramPage } from '@/features/openPlatform/MiniProgramPage';
import { loadMiniProgram } from '@/features/openPlatform/miniProgram';
import { miniPage } from '@/features/openPlatform/routes';

export const Route = createFileRoute('/host/index/common/common-mini')({ ...miniPage, loader: (ctx) => loadMiniProgram(ctx), component: MiniProgramPage });
