import { createFileRoute } from '@tanstack/react-router';
import { OpenPlatformPage } from '@/features/openPlatform/OpenPlatformPage';
import { openPlatformPage } from '@/features/openPlatform/routes';
import { loadOpenPlatform } from '@/features/openPlatform/thirdParty';

export const Route = createFileRoute('/host/index/common/common-open')({ ...openPlatformPage, loader: (ctx) => loadOpenPlatform(ctx), component: OpenPlatformPage });
