/**
 * 项目管理 (set/project): the exhibition's booking projects (DePjName: booths, raw space,
 * advertising, catalogue ads, services) in their project groups, each project's online picture,
 * and the companies that applied for them (the organiser's ordering companies, and the service
 * orders that say which project each company asked for).
 */
import type { QueryClient } from '@tanstack/react-query';
import { dePjNameUpdateNetImg, getDePjNameGroupGetListQueryOptions } from '@gen/api/common-settings/common-settings';
import { getApplyOMAllApplyCompanyByExhibitionIdQueryOptions, getApplyOMGetAllQueryOptions } from '@gen/api/join/join';
import { ApplyOMStatus, type ApplyOM, type DePjName, type DePjNameGroup } from '@gen/api/model';
import { defineStatusMap, ensureAccepted, scopeIdOf, type ScopeIds } from '@/components/kit';
import { loadLocale } from '@/lib/i18n';

/** The project groups of the exhibition with their projects; the keyword narrows them on the server. */
export const groupsQuery = (exhibitionId: string, keyword?: string) => getDePjNameGroupGetListQueryOptions({ exhibitionId, ...(keyword ? { keyword } : {}) });

/** Every company that applied (ordered) for a project of the exhibition, with its orders and total. */
export const applicantsQuery = (exhibitionId: string) => getApplyOMAllApplyCompanyByExhibitionIdQueryOptions({ exhibitionId });

/** The exhibition's orders (one per company and project group, with the projects asked for): the applications per project. */
export const ordersQuery = (exhibitionId: string) => getApplyOMGetAllQueryOptions({ exhibitionId, pageIndex: 1, pageSize: 1000 });

/** A project as a row: with its group's name. */
export type ProjectRow = DePjName & { groupName: string; groupNameEn?: string };

export const rowsOf = (groups: DePjNameGroup[], groupId?: string): ProjectRow[] =>
  groups
    .filter((g) => !groupId || g.id.toLowerCase() === groupId.toLowerCase())
    .flatMap((g) => g.items.map((p) => ({ ...p, groupName: g.name, groupNameEn: g.nameEn })));

/** One company's application for one project: the order it is part of and the quantity asked for. */
export interface ProjectApplication {
  order: ApplyOM;
  quantity: number;
}

/** The applications per project id (lower case), from the orders' lines. */
export function applicationsByProject(orders: ApplyOM[]): Map<string, ProjectApplication[]> {
  const byProject = new Map<string, ProjectApplication[]>();
  for (const order of orders) {
    for (const line of order.items ?? []) {
      const key = line.dePjNameId.toLowerCase();
      byProject.set(key, [...(byProject.get(key) ?? []), { order, quantity: line.quantity }]);
    }
  }
  return byProject;
}

/** How many companies applied for a project (cancelled orders not counted). */
export const applicantCount = (applications: ProjectApplication[] | undefined): number =>
  new Set((applications ?? []).filter((a) => a.order.status !== ApplyOMStatus.Cancelled).map((a) => a.order.compId ?? a.order.companyName)).size;

export const orderStatus = defineStatusMap({
  [ApplyOMStatus.Pending]: { label: 'projects.status.pending', color: 'orange' },
  [ApplyOMStatus.Confirmed]: { label: 'projects.status.confirmed', color: 'green' },
  [ApplyOMStatus.Cancelled]: { label: 'projects.status.cancelled', color: 'gray' },
});

/** Sets a project's online picture (the picture is uploaded first). */
export const setPicture = async (project: DePjName, netImg: string) => ensureAccepted(await dePjNameUpdateNetImg({ id: project.id, netImg }));

export const loadProjects = ({ context, deps }: { context: { queryClient: QueryClient; scope?: ScopeIds }; deps: { keyword?: string } }) => {
  const exhibitionId = scopeIdOf('exhibition', context.scope);
  return Promise.all([
    loadLocale('projects'),
    exhibitionId && context.queryClient.prefetchQuery(groupsQuery(exhibitionId, deps.keyword)),
    exhibitionId && context.queryClient.prefetchQuery(applicantsQuery(exhibitionId)),
    exhibitionId && context.queryClient.prefetchQuery(ordersQuery(exhibitionId)),
  ]);
};
