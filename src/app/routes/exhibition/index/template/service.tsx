import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The service template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/service')({
  staticData: { title: 'nav.exhibitor.template.service' },
  component: ServiceTemplatePage,
});

function ServiceTemplatePage() {
  return <TemplateBuilderPage kind="service" set="reduced" />;
}
