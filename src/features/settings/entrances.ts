/** 快捷入口: the shortcuts on the public site's home page (001 QuickEntrance). */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getQuickEntranceGetListQueryOptions, quickEntranceCreate, quickEntranceDelete, quickEntranceUpdate } from '@gen/api/common-settings/common-settings';
import { QuickEntranceLinkType } from '@gen/api/model';
import { QuickEntranceCreateBody } from '@gen/zod/common-settings/common-settings';
import { blank } from '@/components/kit';
import { i18n, loadLocale } from '@/lib/i18n';

export const entrancesQuery = () => getQuickEntranceGetListQueryOptions();
export const entranceCalls = { create: quickEntranceCreate, update: quickEntranceUpdate, remove: (id: string) => quickEntranceDelete({ id }) };

/** What each kind of link looks like: a path of the site, a web address, a mini-programme page. */
const LINK_SHAPES: Record<QuickEntranceLinkType, RegExp> = {
  [QuickEntranceLinkType.InternalPage]: /^\/(?!\/)\S*$/,
  [QuickEntranceLinkType.ExternalUrl]: /^https?:\/\/[^\s/?#]+\S*$/i,
  [QuickEntranceLinkType.MiniProgramPage]: /^[a-z0-9_-]+(\/[\w.-]+)+(\?\S*)?$/i,
};

const body = QuickEntranceCreateBody.shape;
export const entrySchema = z
  .object({
    name: body.name,
    nameEn: blank(body.nameEn),
    icon: blank(body.icon),
    linkType: z.enum(['0', '1', '2']).transform((v) => Number(v) as QuickEntranceLinkType),
    link: z.string().trim().pipe(body.link),
    showIndex: body.showIndex,
    isShow: z.boolean(),
  })
  .refine((v) => LINK_SHAPES[v.linkType].test(v.link), {
    path: ['link'],
    error: (issue) => i18n.t(`settings.entrances.linkShapes.${String((issue.input as { linkType: number }).linkType) as '0' | '1' | '2'}`),
    when: (payload) => !payload.issues.some((issue) => ['link', 'linkType'].includes(String(issue.path?.[0]))),
  });

export const entranceRoute = {
  staticData: { title: 'nav.host.webSet.web-entrance', section: 'webSet' },
  loader: ({ context }: { context: { queryClient: QueryClient } }) => Promise.all([loadLocale('settings'), context.queryClient.prefetchQuery(entrancesQuery())]),
} as const;
