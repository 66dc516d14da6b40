import { Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { AccountDialog } from './AccountDialog';
import { ChangePasswordForm, EmailSection, PhoneSection } from './AccountSecuritySections';

/**
 * Account security for the signed-in user: password, phone and email (000 §7). A change that
 * went through is confirmed by a toast and the dialog closes; the session's user is reloaded.
 */
export function AccountSecurityDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const done = (message: string) => {
    notify.success(message);
    onClose();
  };
  const phone = user?.phoneNumber;
  const email = user?.email;
  return (
    <AccountDialog open={open} onClose={onClose} title={t('account.security.title')}>
      {user && (
        <Tabs.Root defaultValue="password" variant="line" fitted lazyMount unmountOnExit>
          <Tabs.List>
            <Tabs.Trigger value="password">{t('account.security.tabs.password')}</Tabs.Trigger>
            <Tabs.Trigger value="phone">{t(phone ? 'account.security.tabs.changePhone' : 'account.security.tabs.bindPhone')}</Tabs.Trigger>
            <Tabs.Trigger value="email">{t(email ? 'account.security.tabs.changeEmail' : 'account.security.tabs.bindEmail')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="password">
            <ChangePasswordForm onDone={done} />
          </Tabs.Content>
          <Tabs.Content value="phone">
            <PhoneSection current={phone} onDone={done} />
          </Tabs.Content>
          <Tabs.Content value="email">
            <EmailSection current={email} onDone={done} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </AccountDialog>
  );
}
