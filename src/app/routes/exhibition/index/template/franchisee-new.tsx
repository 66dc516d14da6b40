import { createFileRoute } from '@tanstack/react-router';
import { TemplateBuilderPage } from '@/features/template/TemplateBuilderPage';

/** The franchisee template's page builder with all six block types. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/franchisee-new')({
  staticData: { title: 'nav.exhibitor.template.franchisee-new' },
  component: FranchiseeTemplateNewPage,
});

function FranchiseeTemplateNewPage() {
  return <TemplateBuilderPage kind="franchisee" set="full" />;
}
