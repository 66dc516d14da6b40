import { createFileRoute } from '@tanstack/react-router';
import { GeoTreePage } from '@/features/settings/GeoTreePage';
import { loadCities, cityTree } from '@/features/settings/geography';
import { cityPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-city')({
  ...cityPage,
  loader: (ctx) => loadCities(ctx),
  component: () => <GeoTreePage tree={cityTree} title="nav.host.common.common-city" description="settings.geo.cityDescription" />,
});
