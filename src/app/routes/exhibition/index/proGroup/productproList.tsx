import { createFileRoute } from '@tanstack/react-router';
import { getProductGroupGetQueryOptions } from '@gen/api/product/product';
import { GroupProductsPage } from '@/features/product/GroupProductsPage';
import { groupProductsQuery } from '@/features/product/resources';
import { groupProductsSearch, productGroupPages } from '@/features/product/routes';
import { loadLocale } from '@/lib/i18n';

export const Route = createFileRoute('/exhibition{-$lang}/index/proGroup/productproList')({
  staticData: { title: 'nav.exhibitor.proGroup.productproList', parent: productGroupPages.paths.list },
  validateSearch: groupProductsSearch,
  loaderDeps: ({ search }) => search,
  // The group and this page of its products load with the code (the page shows their errors, with a retry).
  loader: async ({ context: { queryClient }, deps, cause }) => {
    const { groupId } = deps;
    const data = groupId ? [queryClient.prefetchQuery(getProductGroupGetQueryOptions({ id: groupId })), queryClient.prefetchQuery(groupProductsQuery(deps, groupId))] : [];
    await Promise.all([loadLocale('product'), ...(cause === 'stay' ? [] : data)]);
  },
  component: GroupProductsPage,
});
