import { createFileRoute } from '@tanstack/react-router';
import { TemplateChoicePage } from '@/features/template/TemplateChoicePage';

/** Choose the mini-site template; opens the full page builders. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/choice-new')({
  staticData: { title: 'nav.exhibitor.template.choice-new' },
  component: ChoiceNewPage,
});

function ChoiceNewPage() {
  return <TemplateChoicePage set="full" />;
}
