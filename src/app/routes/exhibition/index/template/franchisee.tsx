import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The franchisee template's page builder with the basic blocks (text, picture, video). */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/franchisee')({
  staticData: { title: 'nav.exhibitor.template.franchisee' },
  component: FranchiseeTemplatePage,
});

function FranchiseeTemplatePage() {
  return <TemplateBuilderPage kind="franchisee" set="reduced" />;
}
