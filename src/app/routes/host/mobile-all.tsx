import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MobileAllPage } from '@/features/mobile/MobileAllPage';
import { loadMobileAllText } from '@/features/mobile/loaders';
import { mobileAllSearch } from '@/features/open/search';

/** Open page (000 §2), outside the host layout: every exhibition on a phone. */
export const Route = createFileRoute('/host/mobile-all')({
  loader: () => loadMobileAllText(),
  validateSearch: mobileAllSearch,
  component: HostMobileAll,
});

function HostMobileAll() {
  const { keyword } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearch = useCallback((value: string | undefined) => void navigate({ search: { keyword: value }, replace: true }), [navigate]);
  return <MobileAllPage keyword={keyword} onSearch={onSearch} />;
}
