import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The brand template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/brand-new')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.brand-new', section: 'showcase' },
  component: BrandTemplateNewPage,
});

function BrandTemplateNewPage() {
  return <TemplateBuilderPage kind="brand" set="full" />;
}
