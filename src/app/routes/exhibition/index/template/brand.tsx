import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The brand template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/brand')({
  staticData: { title: 'nav.exhibitor.template.brand' },
  component: BrandTemplatePage,
});

function BrandTemplatePage() {
  return <TemplateBuilderPage kind="brand" set="reduced" />;
}
