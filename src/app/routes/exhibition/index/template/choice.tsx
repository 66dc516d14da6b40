import { createFileRoute } from '@tanstack/react-router';
import { TemplateChoicePage } from '@/features/template/TemplateChoicePage';
import { loadLocale } from '@/lib/i18n';

/** Choose the mini-site template; opens the basic page builders. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/choice')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.choice', section: 'showcase' },
  component: ChoicePage,
});

function ChoicePage() {
  return <TemplateChoicePage set="reduced" />;
}
