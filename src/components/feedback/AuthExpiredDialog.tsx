import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { authExpiredDialog } from '@/lib/notify';

/** 000 §8: "authorization expired, please log in again"; closing it goes to the role's login page. */
export function AuthExpiredDialog() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(authExpiredDialog.subscribe, authExpiredDialog.get, authExpiredDialog.get);
  return (
    <Dialog.Root
      open={state.open}
      role="alertdialog"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) authExpiredDialog.close();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('errors.authExpiredTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('errors.authExpired')}</Dialog.Body>
            <Dialog.Footer>
              <Button onClick={() => authExpiredDialog.close()}>{t('common.confirm')}</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
