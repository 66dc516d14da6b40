import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The brand template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/brand')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.brand', section: 'showcase' },
  component: BrandTemplatePage,
});

function BrandTemplatePage() {
  return <TemplateBuilderPage kind="brand" set="reduced" />;
}
