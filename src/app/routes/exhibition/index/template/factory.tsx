import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The factory template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/factory')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.factory', section: 'showcase' },
  component: FactoryTemplatePage,
});

function FactoryTemplatePage() {
  return <TemplateBuilderPage kind="factory" set="reduced" />;
}
