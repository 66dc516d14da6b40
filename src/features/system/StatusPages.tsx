import { Button } from '@chakra-ui/react';
import { AppLink } from '@/components/navigation/AppLink';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '@/components/feedback/StatusPage';
import { homeForRole } from '@/lib/session/roles';
import { useSession } from '@/lib/session/store';

function HomeButton() {
  const { t } = useTranslation();
  const role = useSession((s) => s.role);
  const isLogin = useSession((s) => s.isLogin);
  return (
    <Button asChild>
      <AppLink href={isLogin ? homeForRole(role) : '/'}>{t('common.backHome')}</AppLink>
    </Button>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return <StatusPage code="404" title={t('errors.notFoundTitle')} description={t('errors.notFound')} action={<HomeButton />} />;
}

export function ServerErrorPage() {
  const { t } = useTranslation();
  return <StatusPage code="500" title={t('errors.serverErrorTitle')} description={t('errors.serverError')} action={<HomeButton />} />;
}
