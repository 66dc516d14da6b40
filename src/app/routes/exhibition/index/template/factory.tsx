import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The factory template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/factory')({
  staticData: { title: 'nav.exhibitor.template.factory' },
  component: FactoryTemplatePage,
});

function FactoryTemplatePage() {
  return <TemplateBuilderPage kind="factory" set="reduced" />;
}
