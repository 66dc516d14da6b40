import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The franchisee template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/franchisee-new')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.franchisee-new', section: 'showcase' },
  component: FranchiseeTemplateNewPage,
});

function FranchiseeTemplateNewPage() {
  return <TemplateBuilderPage kind="franchisee" set="full" />;
}
