import { createFileRoute } from '@tanstack/react-router';
import { GeoTreePage } from '@/features/settings/GeoTreePage';
import { loadRegions, regionTree } from '@/features/settings/geography';
import { regionPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-region')({
  ...regionPage,
  loader: (ctx) => loadRegions(ctx),
  component: () => <GeoTreePage tree={regionTree} title="nav.host.common.common-region" description="settings.geo.regionDescription" />,
});
