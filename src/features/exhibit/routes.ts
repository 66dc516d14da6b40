/**
 * What the route files of the exhibition-participation pages need before a page's code arrives
 * (titles, search validation); the loaders come with the pages.
 */
import { z } from 'zod';
import { periodSearch } from '@/components/form/PeriodFields';
import { listSearchSchema, lazySchema } from '@/components/list/listSearch';

/** The picture sets of the booth page: 1 for computers, 2 for phones. */
export const BOOTH_IMAGE_TYPES = [1, 2] as const;
export const boothImageSearch = lazySchema(() => z.object({ type: z.union([z.literal(1), z.literal(2)]).default(1).catch(1) }));
export type BoothImageSearch = z.output<typeof boothImageSearch>;

export const boothImagePage = {
  staticData: { title: 'nav.exhibitor.exinfo.boothImg', section: 'exhibition' },
  validateSearch: boothImageSearch,
  loaderDeps: ({ search }: { search: BoothImageSearch }) => search,
} as const;

/** 资料下载: the organiser's files for exhibitors. */
export const downloadsPage = { staticData: { title: 'nav.exhibitor.exinfo.down', section: 'exhibition' } } as const;

/** 编辑参展信息: the join's names, hall and booth (closes when the exhibition opens). */
export const joinEditPage = { staticData: { title: 'nav.exhibitor.exinfo.edit', section: 'exhibition' } } as const;

/** 车证申请: the join's vehicles with their review and passes. */
export const carApplyPage = { staticData: { title: 'nav.exhibitor.exinfo.carApply', section: 'exhibition' } } as const;

/** 扫码记录: the visitors who scanned the company's code (opened its page in the mini-programme), a period in the URL. */
export const scanSearch = lazySchema(() => listSearchSchema().extend(periodSearch));
export type ScanSearch = z.output<typeof scanSearch>;
export const scanPage = {
  staticData: { title: 'nav.exhibitor.exinfo.scan', section: 'exhibition' },
  validateSearch: scanSearch,
  loaderDeps: ({ search }: { search: ScanSearch }) => search,
} as const;
