/**
 * Inline sign-in by SMS code for the open live pages: the viewer calls need a signed-in user, and
 * a visitor who has none signs in here with phone + code (grant_type sms_code) without leaving.
 */
import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountSendLoginSms, getUserInfoGetDetailNoAuthQueryOptions } from '@gen/api/account/account';
import { AccountSendLoginSmsBody, ConnectTokenBody } from '@gen/zod/account/account';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { TextField } from '@/components/form/TextField';
import { maskPhone } from '@/components/form/accountFields';
import { signIn } from '@/lib/session/signIn';
import { session, useSession } from '@/lib/session/store';

const smsSchema = z.object({
  phone_number: z.string().trim().min(1).pipe(AccountSendLoginSmsBody.shape.phoneNumber),
  code: z.string().trim().min(1).pipe(ConnectTokenBody.shape.code.unwrap()),
});
type SmsValues = z.infer<typeof smsSchema>;

/**
 * The viewer a shared link names (`?userid=`), read without a session (userInfo/GetDetailNoAuth):
 * their name and masked phone, so they know which number to sign in with.
 */
function LinkedViewer({ userId }: { userId: string }) {
  const { t } = useTranslation();
  // A stale link is said here, not by leaving the page.
  const viewer = useQuery(getUserInfoGetDetailNoAuthQueryOptions({ userid: userId }, { request: { ownErrors: true } }));
  if (viewer.isPending) {
    return (
      <Text fontSize="sm" color="fg.muted" aria-busy="true">
        {t('live.signIn.viewerLoading')}
      </Text>
    );
  }
  if (viewer.isError) {
    return (
      <HStack gap="2" fontSize="sm">
        <Text color="fg.error">{t('live.signIn.viewerFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void viewer.refetch()}>
          {t('common.retry')}
        </Button>
      </HStack>
    );
  }
  const user = viewer.data.data;
  const name = user.realName || user.nickName || user.userName || '';
  return (
    <Alert.Root status="info" data-testid="linked-viewer">
      <Alert.Indicator />
      <Alert.Description>
        {user.phoneNumber ? t('live.signIn.viewerWithPhone', { name, phone: maskPhone(user.phoneNumber) }) : t('live.signIn.viewer', { name })}
      </Alert.Description>
    </Alert.Root>
  );
}

export function LiveSignIn({ hint, viewerId }: { hint?: string; /** The viewer a shared link names (`?userid=`). */ viewerId?: string }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const form = useForm<SmsValues>({ resolver: zodResolver(smsSchema), defaultValues: { phone_number: '', code: '' } });
  const login = useMutation({
    mutationFn: (v: SmsValues) => signIn({ grant_type: 'sms_code', phone_number: v.phone_number, code: v.code }),
    onMutate: () => setFailed(false),
    onSuccess: (ok) => setFailed(!ok),
    onError: () => setFailed(true),
  });
  const sendCode = async () => {
    if (!(await form.trigger('phone_number'))) return false;
    const res = await accountSendLoginSms({ phoneNumber: form.getValues('phone_number').trim() });
    return res.data;
  };
  return (
    <Card.Root variant="outline" data-testid="live-sign-in">
      <Card.Header>
        <Card.Title>{t('live.signIn.title')}</Card.Title>
        <Card.Description>{hint ?? t('live.signIn.hint')}</Card.Description>
      </Card.Header>
      <Card.Body>
        <form noValidate onSubmit={form.handleSubmit((v) => login.mutate(v))} aria-label={t('live.signIn.title')}>
          <Stack gap="4">
            {viewerId && <LinkedViewer userId={viewerId} />}
            {failed && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{t('live.signIn.failed')}</Alert.Title>
              </Alert.Root>
            )}
            <TextField control={form.control} name="phone_number" type="tel" label={t('live.signIn.phone')} placeholder={t('live.signIn.phonePlaceholder')} autoComplete="tel" required />
            <TextField
              control={form.control}
              name="code"
              label={t('live.signIn.code')}
              placeholder={t('live.signIn.codePlaceholder')}
              autoComplete="one-time-code"
              required
              endElement={<SendCodeButton send={sendCode} />}
            />
            <Button type="submit" loading={login.isPending} loadingText={t('live.signIn.submitting')} disabled={login.isPending}>
              {t('live.signIn.submit')}
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}

/** Who is signed in, with a way to sign in with another phone. */
export function SignedInAs() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const who = user?.phoneNumber ? maskPhone(user.phoneNumber) : (user?.realName ?? user?.userName ?? '');
  return (
    <HStack justify="space-between" fontSize="sm" color="fg.muted" gap="2" data-testid="signed-in-as">
      <Text truncate>{t('live.signIn.signedInAs', { phone: who })}</Text>
      <Button size="xs" variant="ghost" onClick={() => session.clear()}>
        {t('live.signIn.switchAccount')}
      </Button>
    </HStack>
  );
}
