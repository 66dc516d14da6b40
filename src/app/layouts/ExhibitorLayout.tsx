import { Button, Text } from '@chakra-ui/react';
import { useLocation, useParams } from '@tanstack/react-router';
import { AppLink } from '@/components/navigation/AppLink';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session/store';
import { exhibitorNav } from '../nav/exhibitor';
import { Shell } from './Shell';

/** Same page, other language: /exhibition/... ⇄ /exhibitionEn/... */
export function otherLanguageHref(pathname: string, lang?: 'En'): string {
  return lang === 'En' ? pathname.replace(/^\/exhibitionEn/, '/exhibition') : pathname.replace(/^\/exhibition/, '/exhibitionEn');
}

/** The exhibitor back office; the URL decides the language (/exhibitionEn is English). */
export function ExhibitorLayout() {
  const { t } = useTranslation();
  const { lang } = useParams({ strict: false }) as { lang?: 'En' };
  const location = useLocation();
  const exhibition = useSession((s) => s.exhibition);
  const exhibitionName = lang === 'En' ? exhibition?.nameEn || exhibition?.name : exhibition?.name;
  return (
    <Shell
      office="app.exhibitorOffice"
      nav={exhibitorNav}
      lang={lang}
      headerExtra={
        exhibitionName ? (
          <Text fontSize="sm" color="fg.muted" truncate data-testid="current-exhibition">
            {t('shell.currentExhibition')}: {exhibitionName}
          </Text>
        ) : null
      }
      languageSwitch={
        <Button asChild size="xs" variant="ghost" aria-label={t('shell.switchLanguage')} data-testid="language-switch">
          <AppLink href={otherLanguageHref(location.pathname, lang) + location.searchStr}>{t(lang === 'En' ? 'languages.zh' : 'languages.en')}</AppLink>
        </Button>
      }
    />
  );
}
