import { createFileRoute } from '@tanstack/react-router';
import { DepartmentPage } from '@/features/settings/DepartmentPage';
import { departmentRoute } from '@/features/settings/departments';

export const Route = createFileRoute('/host/index/common/common-department')({ ...departmentRoute, component: DepartmentPage });
