/**
 * 网站服务: the organiser's web kinds (001 WebKind, by agent) with their categories, chosen from
 * the current exhibition's exhibit categories (category/GetAndListByExhibition).
 */
import type { QueryClient } from '@tanstack/react-query';
import { getWebKindGetByAgentQueryOptions, webKindCreate, webKindDelete, webKindUpdate, webKindUpdateCategory } from '@gen/api/common-settings/common-settings';
import { getCategoryGetAndListByExhibitionQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import type { Category, WebKind, WebKindCategory, WebKindCategoryInput, WebKindInput } from '@gen/api/model';
import { scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';
import { session } from '@/lib/session/store';

/** The organiser (agent) whose kinds these are: the signed-in host's agent. */
export const currentAgentId = () => session.get().user?.agentId ?? '';

export const webKindsQuery = (agentId: string) => getWebKindGetByAgentQueryOptions({ agentId });
export const exhibitCategoriesQuery = (exhibitionId: string) => getCategoryGetAndListByExhibitionQueryOptions({ exhibitionId });

/** What an update sends back of a stored kind (the list switch changes only `isShow`). */
export const webKindInput = (k: WebKind): WebKindInput => ({ agentId: k.agentId, name: k.name, nameEn: k.nameEn, icon: k.icon, showIndex: k.showIndex, isShow: k.isShow });

/**
 * The categories a kind gets from the ticked exhibit category names, in the tree's order: a name
 * the kind already had keeps its id (and so its place on the site), the others are new.
 */
export function categoriesFromNames(names: readonly string[], tree: readonly Category[], current: readonly WebKindCategory[]): WebKindCategoryInput[] {
  const english = new Map<string, string | undefined>();
  const walk = (nodes: readonly Category[]) => nodes.forEach((n) => (english.set(n.name, n.nameEn), walk(n.children ?? [])));
  walk(tree);
  return names.map((name, i) => {
    const had = current.find((c) => c.name === name);
    return { ...(had ? { id: had.id } : {}), name, nameEn: had?.nameEn ?? english.get(name), showIndex: i + 1, isShow: had?.isShow ?? true };
  });
}

export const webKindCalls = {
  create: webKindCreate,
  update: (id: string, input: WebKindInput) => webKindUpdate({ ...input, id }),
  setCategories: (id: string, categories: WebKindCategoryInput[]) => webKindUpdateCategory({ id, categories }),
  remove: (id: string) => webKindDelete({ id }),
};

/** The page's loader: its interface text, the kinds and the exhibition's categories. */
export const loadWebService = ({ context }: { context: { queryClient: QueryClient; scope?: ScopeIds } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  const agentId = currentAgentId();
  return Promise.all([
    loadLocale('siteContent'),
    agentId ? context.queryClient.prefetchQuery(webKindsQuery(agentId)) : undefined,
    exhibitionId ? context.queryClient.prefetchQuery(exhibitCategoriesQuery(exhibitionId)) : undefined,
  ]);
};
