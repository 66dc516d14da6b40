import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The factory template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/factory-new')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.factory-new', section: 'showcase' },
  component: FactoryTemplateNewPage,
});

function FactoryTemplateNewPage() {
  return <TemplateBuilderPage kind="factory" set="full" />;
}
