import { createFileRoute } from '@tanstack/react-router';
import { GeoTreePage } from '@/features/settings/GeoTreePage';
import { regionRoute, regionTree } from '@/features/settings/geography';

export const Route = createFileRoute('/host/index/common/common-region')({
  ...regionRoute,
  component: () => <GeoTreePage tree={regionTree} title="nav.host.common.common-region" description="settings.geo.regionDescription" />,
});
