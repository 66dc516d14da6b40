import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The factory template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/factory-new')({
  staticData: { title: 'nav.exhibitor.template.factory-new' },
  component: FactoryTemplateNewPage,
});

function FactoryTemplateNewPage() {
  return <TemplateBuilderPage kind="factory" set="full" />;
}
