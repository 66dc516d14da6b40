import { Box, Button, Card, Center, Heading, HStack, Image, Link, Stack, Text, useSlotRecipe } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { accountAlidLoginCode, accountSendLoginSms, accountValidLoginCode, useVerCodeImgCode, verCodeImgCodeValidate } from '@gen/api/account/account';
import { AccountSendLoginSmsBody, ConnectTokenBody, VerCodeImgCodeValidateBody } from '@gen/zod/account/account';
import { reportError } from '@/components/feedback/outcome';
import { schemaResolver } from '@/components/form/schemaResolver';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { whenOpened } from '@/components/layout/whenOpened';
import { TextField } from '@/components/form/TextField';
import { config } from '@/lib/config';
import { userMessage } from '@/lib/http/client';
import { whenIdle } from '@/lib/idle';
import { chooseLanguage, type Language } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { canOpenArea, areaOfPath, homeForRole, Role, type Area } from '@/lib/session/roles';
import { session } from '@/lib/session/store';
import { preloadProfile, signIn } from '@/lib/session/signIn';
import { LOGIN_WAYS, type LoginWay } from './loginSearch';

/** Fetched when the user first asks to reset a password, not with the login page. */
const ForgotPasswordDialog = whenOpened(() => import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })));

export type LoginArea = 'host' | 'exhibition' | 'exhibitionEn' | 'mobile';
export type LoginVariant = 'alogin' | 'blogin' | 'clogin';

const passwordSchema = z.object({
  username: ConnectTokenBody.shape.username.unwrap().min(1),
  password: ConnectTokenBody.shape.password.unwrap().min(1),
});
const captchaSchema = passwordSchema.extend({ captcha: VerCodeImgCodeValidateBody.shape.code });
const smsSchema = z.object({
  phone_number: AccountSendLoginSmsBody.shape.phoneNumber,
  code: ConnectTokenBody.shape.code.unwrap(),
});

const areaHome: Record<LoginArea, string> = {
  host: '/host/index/home',
  exhibition: '/exhibition/index/home',
  exhibitionEn: '/exhibitionEn/index/home',
  mobile: '/mobile-backend/ex-list',
};

/** The back office each login page signs in to. */
const areaOf: Record<LoginArea, Area> = { host: 'host', exhibition: 'exhibition', exhibitionEn: 'exhibitionEn', mobile: 'mobile' };

/** Demo accounts of the offline mocks (src/mocks/data/seed.ts); every one's password is demo1234. */
const DEMO_PASSWORD = 'demo1234';
const demoAccounts = [
  { username: 'host', role: Role.Host, label: 'roles.1' },
  { username: 'exhibitor', role: Role.Exhibitor, label: 'roles.0' },
  { username: 'exhibitor.en', role: Role.ExhibitorEn, label: 'roles.2' },
] as const;

/** A demo account picked from the chips: the password form fills itself in with it. */
interface DemoPick {
  username: string;
  /** Changes on every pick, so picking the same chip again fills the form again. */
  at: number;
}

/** Where to go after signing in: the page asked for, else this login's area, else the role's home. */
function landingFor(area: LoginArea, redirect: string | undefined): string {
  const role = session.get().role;
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && canOpenArea(role, areaOfPath(redirect))) return redirect;
  const home = areaHome[area];
  return canOpenArea(role, areaOfPath(home)) ? home : homeForRole(role);
}

function useSignIn(area: LoginArea, redirect: string | undefined) {
  const navigate = useNavigate();
  // What the sign-in loads after the token, asked for once the page is idle (src/lib/session/signIn.ts).
  useEffect(() => whenIdle(() => void preloadProfile().catch(() => undefined)), []);
  return useMutation({
    // Only the mobile login refuses accounts of another back office; the others send them to their own.
    mutationFn: (credentials: Parameters<typeof signIn>[0]) => signIn(credentials, area === 'mobile' ? 'mobile' : undefined),
    onSuccess: (ok) => {
      if (ok) void navigate({ href: landingFor(area, redirect), replace: true });
    },
    onError: (error) => notify.error(userMessage(error)),
  });
}

function PasswordForm({ area, redirect, withCaptcha, demo }: { area: LoginArea; redirect?: string; withCaptcha: boolean; demo?: DemoPick }) {
  const { t } = useTranslation();
  const login = useSignIn(area, redirect);
  const captcha = useVerCodeImgCode(undefined, { query: { enabled: withCaptcha, staleTime: Infinity } });
  const form = useForm<z.input<typeof captchaSchema>, unknown, z.output<typeof captchaSchema>>({
    // Without a captcha on the page its field is not asked for.
    resolver: schemaResolver(withCaptcha ? captchaSchema : passwordSchema.extend({ captcha: z.string() })),
    defaultValues: { username: '', password: '', captcha: '' },
  });
  const { setValue, setFocus } = form;
  useEffect(() => {
    if (!demo) return;
    setValue('username', demo.username, { shouldValidate: true });
    setValue('password', DEMO_PASSWORD, { shouldValidate: true });
    if (withCaptcha) setFocus('captcha');
  }, [demo, setValue, setFocus, withCaptcha]);
  const onSubmit = form.handleSubmit(async (values) => {
    if (withCaptcha) {
      const key = captcha.data?.data.key ?? '';
      const ok = await verCodeImgCodeValidate({ key, code: values.captcha }).then((r) => r.data, () => false);
      if (!ok) {
        form.setError('captcha', { message: t('auth.captchaWrong') });
        void captcha.refetch();
        return;
      }
    }
    login.mutate({ grant_type: 'password', username: values.username, password: values.password });
  });
  return (
    <form onSubmit={onSubmit} noValidate>
    <Stack gap="4">
      <TextField control={form.control} name="username" label={t('auth.userName')} placeholder={t('auth.userNamePlaceholder')} autoComplete="username" required />
      <TextField control={form.control} name="password" type="password" label={t('auth.password')} placeholder={t('auth.passwordPlaceholder')} autoComplete="current-password" required />
      {withCaptcha && (
        <TextField
          control={form.control}
          name="captcha"
          label={t('auth.captcha')}
          placeholder={t('auth.captchaPlaceholder')}
          required
          endElement={
            captcha.data ? (
              <Image
                src={captcha.data.data.image}
                alt={t('auth.captchaRefresh')}
                title={t('auth.captchaRefresh')}
                h="8"
                cursor="pointer"
                onClick={() => void captcha.refetch()}
              />
            ) : undefined
          }
        />
      )}
      <Button type="submit" loading={login.isPending} loadingText={t('auth.submitting')} disabled={login.isPending}>
        {t('auth.submit')}
      </Button>
    </Stack>
    </form>
  );
}

function SmsForm({ area, redirect }: { area: LoginArea; redirect?: string }) {
  const { t } = useTranslation();
  const login = useSignIn(area, redirect);
  const form = useForm<z.infer<typeof smsSchema>>({ resolver: zodResolver(smsSchema), defaultValues: { phone_number: '', code: '' } });
  const sendCode = async () => {
    const valid = await form.trigger('phone_number');
    if (!valid) return false;
    const res = await accountSendLoginSms({ phoneNumber: form.getValues('phone_number') });
    return res.data;
  };
  // The code is checked before the token request, so a wrong one is said beside its field (the mobile
  // back office's SMS login checks it under the path its seeds use, account/alidLoginCode).
  const checkCode = area === 'mobile' ? accountAlidLoginCode : accountValidLoginCode;
  const [checking, setChecking] = useState(false);
  const onSubmit = form.handleSubmit(async (v) => {
    setChecking(true);
    let valid: boolean;
    try {
      valid = (await checkCode({ phoneNumber: v.phone_number, code: v.code })).data === true;
    } catch (error) {
      // Network and server failures were reported by the client; a refusal is shown in its words.
      reportError(error, t('errors.unexpected'));
      return;
    } finally {
      setChecking(false);
    }
    if (!valid) {
      form.setError('code', { message: t('auth.smsCodeWrong') }, { shouldFocus: true });
      return;
    }
    login.mutate({ grant_type: 'sms_code', phone_number: v.phone_number, code: v.code });
  });
  const busy = checking || login.isPending;
  return (
    <form noValidate onSubmit={onSubmit}>
    <Stack gap="4">
      <TextField control={form.control} name="phone_number" type="tel" label={t('auth.phone')} placeholder={t('auth.phonePlaceholder')} autoComplete="tel" required />
      <TextField
        control={form.control}
        name="code"
        label={t('auth.smsCode')}
        placeholder={t('auth.smsCodePlaceholder')}
        autoComplete="one-time-code"
        required
        endElement={<SendCodeButton send={sendCode} />}
      />
      <Button type="submit" loading={busy} loadingText={t('auth.submitting')} disabled={busy}>
        {t('auth.submit')}
      </Button>
    </Stack>
    </form>
  );
}

/** The demo accounts that may use this back office, as chips that fill in the password form. */
function DemoAccounts({ area, onPick }: { area: LoginArea; onPick: (username: string) => void }) {
  const { t } = useTranslation();
  if (!config.mocks) return null;
  const accounts = demoAccounts.filter((a) => canOpenArea(a.role, areaOf[area]));
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="md" p="3" fontSize="sm" data-testid="demo-accounts">
      <Text fontWeight="semibold">{t('auth.demoAccounts')}</Text>
      <Text color="fg.muted">{t('auth.demoHint')}</Text>
      <HStack mt="2" wrap="wrap">
        {accounts.map((a) => (
          <Button
            key={a.username}
            size="xs"
            variant="subtle"
            onClick={() => onPick(a.username)}
            aria-label={t('auth.useDemo', { user: a.username, role: t(a.label) })}
            title={t('auth.useDemo', { user: a.username, role: t(a.label) })}
          >
            {a.username} · {t(a.label)}
          </Button>
        ))}
      </HStack>
    </Box>
  );
}

/** `?by=` for a way of signing in: none for the page's own. */
const byFor = (way: LoginWay, pageWay: LoginWay): LoginWay | undefined => (way === pageWay ? undefined : way);

/**
 * The ways of signing in, as links to this page with `?by=` (typed in the URL, kept on reload),
 * drawn as the kit's line tabs. Not Chakra's Tabs: with their state machine the login page
 * downloaded 13.2 kB gz more (293.6 against 280.4, scripts/bundle-budget.ts), the largest piece
 * of UI code on the first page users see; two links need none (the router marks the current one
 * `aria-current="page"`).
 */
function WayLinks({ current, pageWay }: { current: LoginWay; pageWay: LoginWay }) {
  const { t } = useTranslation();
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', fitted: true });
  return (
    <Box css={styles.root} data-orientation="horizontal">
      <Box as="nav" aria-label={t('auth.ways')} css={styles.list} data-orientation="horizontal">
        {LOGIN_WAYS.map((way) => (
          <Box key={way} asChild css={styles.trigger} data-orientation="horizontal" data-selected={way === current ? '' : undefined}>
            <RouterLink
              to="."
              search={(prev: { redirect?: string }) => ({ ...prev, by: byFor(way, pageWay) })}
              replace
              resetScroll={false}
              activeOptions={{ exact: true }}
            >
              {t(`auth.tabs.${way}`)}
            </RouterLink>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Sign-in for every back office: password (alogin), SMS code (blogin), password + image code (clogin). */
export function LoginPage({ area, variant, redirect, by }: { area: LoginArea; variant: LoginVariant; redirect?: string; by?: LoginWay }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pageWay: LoginWay = variant === 'blogin' ? 'sms' : 'password';
  const way = by ?? pageWay;
  // The other way's form is drawn when first chosen, and kept (with what was typed): the first
  // paint of the login page draws one form, not two.
  const [drawn, setDrawn] = useState<ReadonlySet<LoginWay>>(() => new Set([way]));
  if (!drawn.has(way)) setDrawn(new Set([...drawn, way]));
  const [forgotOpen, setForgotOpen] = useState(false);
  const [demo, setDemo] = useState<DemoPick>();
  const pickDemo = (username: string) => {
    if (way !== 'password') void navigate({ to: '.', search: (prev: { redirect?: string }) => ({ ...prev, by: byFor('password', pageWay) }), replace: true, resetScroll: false });
    setDemo({ username, at: Date.now() });
  };
  const exhibitor = area === 'exhibition' || area === 'exhibitionEn';
  const lang = area === 'exhibitionEn' ? ('En' as const) : undefined;
  const title = area === 'host' ? t('auth.title.host') : area === 'mobile' ? t('auth.title.mobile') : t('auth.title.exhibitor');
  const otherLanguage: Language = area === 'exhibitionEn' ? 'zh' : 'en';
  return (
    <Center minH="100vh" bg="bg.subtle" p="4">
      <Card.Root w="full" maxW="md">
        <Card.Header>
          <HStack justify="space-between">
            <Stack gap="0">
              <Text color="fg.muted" fontSize="sm">{t('app.name')}</Text>
              <Heading size="xl">{title}</Heading>
              {area === 'mobile' && (
                <Text color="fg.muted" fontSize="sm">
                  {t('auth.mobileFor')}
                </Text>
              )}
            </Stack>
            {area === 'host' || area === 'mobile' ? (
              <Button size="xs" variant="ghost" onClick={() => chooseLanguage(otherLanguage)} lang={otherLanguage === 'zh' ? 'zh-CN' : 'en'}>
                {t(`languages.${otherLanguage}`)}
              </Button>
            ) : (
              <Link asChild fontSize="sm">
                {/* The other language's name, in that language (marked so for screen readers). */}
                <RouterLink to="/exhibition{-$lang}/login/alogin" params={{ lang: lang === 'En' ? undefined : 'En' }} lang={otherLanguage === 'zh' ? 'zh-CN' : 'en'}>
                  {t(`languages.${otherLanguage}`)}
                </RouterLink>
              </Link>
            )}
          </HStack>
        </Card.Header>
        <Card.Body>
          {variant === 'clogin' ? (
            <PasswordForm area={area} redirect={redirect} withCaptcha demo={demo} />
          ) : (
            <>
              <WayLinks current={way} pageWay={pageWay} />
              <Box pt="4" hidden={way !== 'password'}>
                {drawn.has('password') && <PasswordForm area={area} redirect={redirect} withCaptcha={false} demo={demo} />}
              </Box>
              <Box pt="4" hidden={way !== 'sms'}>
                {drawn.has('sms') && <SmsForm area={area} redirect={redirect} />}
              </Box>
            </>
          )}
        </Card.Body>
        <Card.Footer flexDirection="column" alignItems="stretch" gap="3">
          <HStack justify="space-between" fontSize="sm" wrap="wrap" gap="3">
            {exhibitor ? (
              <Link asChild>
                <RouterLink to="/exhibition{-$lang}/register" params={{ lang }}>
                  {t('auth.register')}
                </RouterLink>
              </Link>
            ) : (
              <span />
            )}
            <HStack gap="4">
              <Link asChild>
                <button type="button" onClick={() => setForgotOpen(true)}>
                  {t('auth.forgot')}
                </button>
              </Link>
              {exhibitor && (
                <Link asChild>
                  <RouterLink to="/exhibition{-$lang}/login/clogin" params={{ lang }}>
                    {t('auth.loginWithCaptcha')}
                  </RouterLink>
                </Link>
              )}
            </HStack>
          </HStack>
          <DemoAccounts area={area} onPick={pickDemo} />
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
