/**
 * What the route files of the site settings need before a page's code arrives: 常见问题 (a declared
 * resource: list, add and edit pages), 文案设置 (the text chosen in the URL) and 功能管理.
 */
import { z } from 'zod';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';
import { definePages } from '@/components/resource/resource';

/** The FAQ groups of the contract (QuestionGroup): 参展, 观展, 交通住宿, 证件. */
export const QUESTION_GROUPS = [1, 2, 3, 4] as const;

export const questionPages = definePages({
  domain: 'siteSettings',
  scope: 'exhibition',
  section: 'common',
  paths: { list: '/host/index/common/common-question', create: '/host/index/common/common-question-add', edit: '/host/index/common/common-question-edit' },
  titles: { list: 'nav.host.common.common-question', create: 'siteSettings.question.add', edit: 'siteSettings.question.edit' },
  search: lazySchema(() => listSearchSchema({ group: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), isShow: z.boolean() })),
});

/** The fixed texts of the contract (ExhibitionTextKey), in the order the page lists them. */
export const TEXT_KEYS = ['exhibitorNotice', 'visitorNotice', 'registerAgreement', 'privacyPolicy', 'exhibitorManual'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

/** `?key=visitorNotice`: the text being edited (the first one when absent or unknown). */
export const textSearch = lazySchema(() => z.object({ key: z.enum(TEXT_KEYS).default('exhibitorNotice').catch('exhibitorNotice') }));
export type TextSearch = z.output<typeof textSearch>;

export const textPage = {
  staticData: { title: 'nav.host.common.common-text', section: 'common' },
  validateSearch: textSearch,
  loaderDeps: ({ search }: { search: TextSearch }) => search,
} as const;

export const functionPage = { staticData: { title: 'nav.host.common.common-function', section: 'common' } } as const;
