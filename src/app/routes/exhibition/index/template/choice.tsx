import { createFileRoute } from '@tanstack/react-router';
import { TemplateChoicePage } from '@/features/template/TemplateChoicePage';

/** Choose the mini-site template; opens the basic page builders. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/choice')({
  staticData: { title: 'nav.exhibitor.template.choice' },
  component: ChoicePage,
});

function ChoicePage() {
  return <TemplateChoicePage set="reduced" />;
}
