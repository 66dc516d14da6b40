import { createFileRoute } from '@tanstack/react-router';
import { HealthyLifePage } from '@/features/open/HealthyLifePage';
import { chineseOnly } from '../../guard';
import { loadLocale } from '@/lib/i18n';

/** Open page (000 §2), Chinese area only: the themed 健康生活 product page on a phone. */
export const Route = createFileRoute('/exhibition{-$lang}/mobileHealthyLife')({
  loader: () => loadLocale('openPages'),
  beforeLoad: chineseOnly,
  component: HealthyLifePage,
});
