import { createFileRoute } from '@tanstack/react-router';
import { GeoTreePage } from '@/features/settings/GeoTreePage';
import { cityRoute, cityTree } from '@/features/settings/geography';

export const Route = createFileRoute('/host/index/common/common-city')({
  ...cityRoute,
  component: () => <GeoTreePage tree={cityTree} title="nav.host.common.common-city" description="settings.geo.cityDescription" />,
});
