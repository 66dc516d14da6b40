import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The service template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/service')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.service', section: 'showcase' },
  component: ServiceTemplatePage,
});

function ServiceTemplatePage() {
  return <TemplateBuilderPage kind="service" set="reduced" />;
}
