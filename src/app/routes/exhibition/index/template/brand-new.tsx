import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The brand template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/brand-new')({
  staticData: { title: 'nav.exhibitor.template.brand-new' },
  component: BrandTemplateNewPage,
});

function BrandTemplateNewPage() {
  return <TemplateBuilderPage kind="brand" set="full" />;
}
