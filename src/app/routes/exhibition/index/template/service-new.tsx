import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The service template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/service-new')({
  staticData: { title: 'nav.exhibitor.template.service-new' },
  component: ServiceTemplateNewPage,
});

function ServiceTemplateNewPage() {
  return <TemplateBuilderPage kind="service" set="full" />;
}
