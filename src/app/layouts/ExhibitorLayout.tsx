import { Button, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/store';
import { Shell } from './Shell';

/** The exhibitor back office; the URL decides the language (/exhibitionEn is English). */
export function ExhibitorLayout() {
  const { t } = useTranslation();
  const { lang } = useParams({ strict: false }) as { lang?: 'En' };
  const exhibition = useSession((s) => s.exhibition);
  const company = useSession((s) => s.company);
  const exhibitionName = lang === 'En' ? exhibition?.nameEn || exhibition?.name : exhibition?.name;
  const companyName = lang === 'En' ? company?.nameEn || company?.name : company?.name;
  return (
    <Shell
      office="app.exhibitorOffice"
      area="exhibitor"
      lang={lang}
      organisation={companyName}
      headerExtra={
        exhibitionName ? (
          <Text fontSize="sm" color="fg.muted" truncate data-testid="current-exhibition">
            {t('shell.currentExhibition')}: {exhibitionName}
          </Text>
        ) : null
      }
      languageSwitch={
        <Button asChild size="xs" variant="ghost" aria-label={t('shell.switchLanguage')} data-testid="language-switch">
          {/* The same page in the other area: /exhibition/... ⇄ /exhibitionEn/... */}
          <Link to="." params={(current) => ({ ...current, lang: lang === 'En' ? undefined : 'En' })} search={(current) => current}>
            {t(lang === 'En' ? 'languages.zh' : 'languages.en')}
          </Link>
        </Button>
      }
    />
  );
}
