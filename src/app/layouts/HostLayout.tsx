import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n';
import { Shell } from './Shell';

/** The host (organiser) back office: language is the user's choice. */
export function HostLayout() {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'en' ? 'zh' : 'en';
  return (
    <Shell
      office="app.hostOffice"
      area="host"
      languageSwitch={
        <Button size="xs" variant="ghost" onClick={() => chooseLanguage(other)} aria-label={t('shell.switchLanguage')} data-testid="language-switch">
          {t(`languages.${other}`)}
        </Button>
      }
    />
  );
}
