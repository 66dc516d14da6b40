import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';
import { loadLocale } from '@/lib/i18n';

/** The franchisee template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/franchisee')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.franchisee', section: 'showcase' },
  component: FranchiseeTemplatePage,
});

function FranchiseeTemplatePage() {
  return <TemplateBuilderPage kind="franchisee" set="reduced" />;
}
