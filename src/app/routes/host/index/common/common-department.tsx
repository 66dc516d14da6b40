import { createFileRoute } from '@tanstack/react-router';
import { DepartmentPage } from '@/features/settings/DepartmentPage';
import { loadDepartment } from '@/features/settings/departments';
import { departmentPage } from '@/features/settings/routes';

export const Route = createFileRoute('/host/index/common/common-department')({ ...departmentPage, loader: (ctx) => loadDepartment(ctx), component: DepartmentPage });
