/**
 * 数据导出 (ex/export) and 导出记录 (ex/export-info): the organiser's background exports of the
 * current exhibition. What the route files need before the page code.
 */
export const exportPage = { staticData: { title: 'nav.host.ex.export', section: 'ex' } } as const;
export const exportTasksPage = { staticData: { title: 'nav.host.ex.export-info', section: 'ex' } } as const;
