/** The `banner`, `department` and `departmentJob` groups: the live registration form's banners, departments and jobs. */
import type * as G from '@gen/graphql/types';
import { now } from '../../crud';
import { REG_FORM } from '../../data/live';
import type { MockDb } from '../../db';
import { LIVE, byNumber, given, patchOf, type Args } from './helpers';
import type { LiveStore } from './store';

export function registrationGroups(db: MockDb, s: LiveStore) {
  const { toBanner, toJob, jobsOf, toDepartment, requireText, mustRow } = s;
  const banner = {
    all: ({ input }: Args<G.BannerAllInput>) =>
      db.find(LIVE.banners, (b) => b.type === (input.type ?? REG_FORM)).sort(byNumber('showIndex')).map(toBanner),
    create: ({ input }: Args<G.BannerCreateInput>) =>
      toBanner(db.insert(LIVE.banners, { type: input.type?.trim() || REG_FORM, url: requireText(input.url, '图片地址'), showIndex: input.showIndex ?? 0, createTime: now() })),
    update: ({ input }: Args<G.BannerUpdateInput>) => {
      const row = mustRow(LIVE.banners, input.id, '横幅');
      const patch = patchOf(input, ['type', 'url', 'showIndex']);
      if (given(input.url)) patch.url = requireText(input.url, '图片地址');
      return toBanner(db.update(LIVE.banners, row.id, { ...patch, updateTime: now() })!);
    },
    delete: ({ input }: Args<G.BannerDeleteInput>) => db.remove(LIVE.banners, mustRow(LIVE.banners, input.id, '横幅').id),
  };

  function uniqueDepartmentName(name: string, except?: string) {
    if (db.find(LIVE.departments, (d) => d.name === name && d.id !== except).length) throw new Error(`部门“${name}”已存在`);
  }

  const department = {
    all: ({ input }: Args<G.DepartmentAllInput>) => {
      const keyword = input.keyword?.trim().toLowerCase();
      return db
        .find(LIVE.departments, (d) => !keyword || [d.name, d.nameEn].some((n) => String(n ?? '').toLowerCase().includes(keyword)))
        .sort(byNumber('showIndex'))
        .map(toDepartment);
    },
    create: ({ input }: Args<G.DepartmentCreateInput>) => {
      const name = requireText(input.name, '部门名称');
      uniqueDepartmentName(name);
      return toDepartment(db.insert(LIVE.departments, { name, nameEn: input.nameEn ?? null, showIndex: input.showIndex ?? 0, createTime: now() }));
    },
    update: ({ input }: Args<G.DepartmentUpdateInput>) => {
      const row = mustRow(LIVE.departments, input.id, '部门');
      const patch = patchOf(input, ['name', 'nameEn', 'showIndex']);
      if (given(input.name)) {
        patch.name = requireText(input.name, '部门名称');
        uniqueDepartmentName(patch.name as string, row.id);
      }
      return toDepartment(db.update(LIVE.departments, row.id, { ...patch, updateTime: now() })!);
    },
    delete: ({ input }: Args<G.DepartmentDeleteInput>) => {
      const row = mustRow(LIVE.departments, input.id, '部门');
      for (const job of jobsOf(row.id)) db.remove(LIVE.jobs, job.id);
      return db.remove(LIVE.departments, row.id);
    },
  };

  const departmentJob = {
    list: ({ input }: Args<G.DepartmentJobListInput>) => {
      if (input.departmentId) return jobsOf(mustRow(LIVE.departments, input.departmentId, '部门').id).map(toJob);
      const order = new Map(db.all(LIVE.departments).map((d) => [d.id, Number(d.showIndex) || 0]));
      return db
        .all(LIVE.jobs)
        .sort((a, b) => (order.get(String(a.departmentId)) ?? 0) - (order.get(String(b.departmentId)) ?? 0) || byNumber('showIndex')(a, b))
        .map(toJob);
    },
    create: ({ input }: Args<G.DepartmentJobCreateInput>) => {
      const dep = mustRow(LIVE.departments, input.departmentId, '部门');
      return toJob(db.insert(LIVE.jobs, { departmentId: dep.id, name: requireText(input.name, '职位名称'), nameEn: input.nameEn ?? null, showIndex: input.showIndex ?? 0, createTime: now() }));
    },
    update: ({ input }: Args<G.DepartmentJobUpdateInput>) => {
      const row = mustRow(LIVE.jobs, input.id, '职位');
      const patch = patchOf(input, ['departmentId', 'name', 'nameEn', 'showIndex']);
      if (given(input.departmentId)) patch.departmentId = mustRow(LIVE.departments, input.departmentId, '部门').id;
      if (given(input.name)) patch.name = requireText(input.name, '职位名称');
      return toJob(db.update(LIVE.jobs, row.id, { ...patch, updateTime: now() })!);
    },
    delete: ({ input }: Args<G.DepartmentJobDeleteInput>) => db.remove(LIVE.jobs, mustRow(LIVE.jobs, input.id, '职位').id),
  };
  return { banner, department, departmentJob };
}
