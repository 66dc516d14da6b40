import { createFileRoute } from '@tanstack/react-router';
import { TemplateChoicePage } from '@/features/template/TemplateChoicePage';
import { loadLocale } from '@/lib/i18n';

/** Choose the mini-site template; opens the full page builders. */
export const Route = createFileRoute('/exhibition{-$lang}/index/template/choice-new')({
  loader: () => loadLocale('template'),
  staticData: { title: 'nav.exhibitor.template.choice-new', section: 'showcase' },
  component: ChoiceNewPage,
});

function ChoiceNewPage() {
  return <TemplateChoicePage set="full" />;
}
