import { createFileRoute } from '@tanstack/react-router';
import { ApplyConfigPage } from '@/features/exhibitions/ApplyConfigPage';
import { loadApplyConfig } from '@/features/exhibitions/applyConfig';
import { applyConfigPage } from '@/features/exhibitions/routes';

export const Route = createFileRoute('/host/index/set/base')({ ...applyConfigPage, loader: (ctx) => loadApplyConfig(ctx), component: ApplyConfigPage });
