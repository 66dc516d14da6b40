import { createFileRoute } from '@tanstack/react-router';
import { CountryPage } from '@/features/settings/CountryPage';
import { loadCountries } from '@/features/settings/geography';
import { countryPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-country')({ ...countryPage, loader: (ctx) => loadCountries(ctx), component: CountryPage });
