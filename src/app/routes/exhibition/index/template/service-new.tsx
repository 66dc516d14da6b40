import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The service template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/service-new')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.service-new', section: 'showcase' },
  component: ServiceTemplateNewPage,
});

function ServiceTemplateNewPage() {
  return <TemplateBuilderPage kind="service" set="full" />;
}
