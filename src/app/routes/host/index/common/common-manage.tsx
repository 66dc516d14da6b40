import { createFileRoute } from '@tanstack/react-router';
import { loadReference } from '@/features/siteContent/reference';
import { ReferencePage } from '@/features/siteContent/ReferencePage';
import { referencePage } from '@/features/siteContent/routes';

export const Route = createFileRoute('/host/index/common/common-manage')({ ...referencePage, loader: (ctx) => loadReference(ctx), component: ReferencePage });
