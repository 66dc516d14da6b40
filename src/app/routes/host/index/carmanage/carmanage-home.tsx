import { createFileRoute } from '@tanstack/react-router';
import { VehiclePage } from '@/features/vehicles/VehiclePage';
import { vehiclePages } from '@/features/vehicles/routes';
import { vehicle } from '@/features/vehicles/vehicles';

export const Route = createFileRoute('/host/index/carmanage/carmanage-home')({
  ...vehiclePages.routes.list,
  loader: (ctx) => vehicle.loaders.list(ctx),
  component: VehiclePage,
});
