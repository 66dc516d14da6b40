import { createFileRoute } from '@tanstack/react-router';
import { CountryPage } from '@/features/settings/CountryPage';
import { countryRoute } from '@/features/settings/geography';

export const Route = createFileRoute('/host/index/common/common-country')({ ...countryRoute, component: CountryPage });
