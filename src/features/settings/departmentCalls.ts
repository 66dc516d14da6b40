/**
 * 部门管理: the departments and their jobs that visitors choose from on the live registration
 * form (001 §7 live management, GraphQL groups `department` and `departmentJob`).
 */
import {
  useDepartmentAllQuery, useDepartmentCreateMutation, useDepartmentDeleteMutation, useDepartmentJobCreateMutation,
  useDepartmentJobDeleteMutation, useDepartmentJobUpdateMutation, useDepartmentUpdateMutation, type DepartmentFieldsFragment,
  type DepartmentJobFieldsFragment,
} from '@gen/graphql/hooks';
import { z } from 'zod';

export type Department = DepartmentFieldsFragment;
export type Job = DepartmentJobFieldsFragment;

const all = { input: {} };
/** The departments with their jobs: the page's one query. */
export const departmentsQuery = () => ({ queryKey: useDepartmentAllQuery.getKey(all), queryFn: useDepartmentAllQuery.fetcher(all) });

/** Name, English name and order: the fields of a department and of a job. */
export const entrySchema = z.object({
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().max(100).transform((v) => v || undefined),
  showIndex: z.number().int().min(0).max(9999).optional(),
});
export type EntryValues = z.output<typeof entrySchema>;

export const departmentCalls = {
  create: (values: EntryValues) => useDepartmentCreateMutation.fetcher({ input: values })(),
  update: (id: string, values: EntryValues) => useDepartmentUpdateMutation.fetcher({ input: { ...values, id } })(),
  remove: (id: string) => useDepartmentDeleteMutation.fetcher({ input: { id } })(),
  createJob: (departmentId: string, values: EntryValues) => useDepartmentJobCreateMutation.fetcher({ input: { ...values, departmentId } })(),
  updateJob: (id: string, values: EntryValues) => useDepartmentJobUpdateMutation.fetcher({ input: { ...values, id } })(),
  removeJob: (id: string) => useDepartmentJobDeleteMutation.fetcher({ input: { id } })(),
};
