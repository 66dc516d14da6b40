import { Card, DataList, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/kit';
import { ChangePasswordForm, EmailSection, PhoneSection } from './AccountSecuritySections';
import { maskPhone } from '@/components/form/accountFields';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card.Root as="section" data-testid={testId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Account security as a page (companyAccount): the sign-in name, then password, phone and email
 * in sections of their own, the same flows as the header's account security dialog.
 */
export function CompanyAccountPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  // A finished change starts its section over (the phone and email flows have steps).
  const [round, setRound] = useState(0);
  const done = (message: string) => {
    notify.success(message);
    setRound((n) => n + 1);
  };
  const phone = user?.phoneNumber || undefined;
  const email = user?.email || undefined;
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.exhibitor.companyAccount" description="company.account.description" />
      {user && (
        <>
          <Card.Root>
            <Card.Body>
              <DataList.Root orientation="horizontal" data-testid="account-summary">
                <DataList.Item>
                  <DataList.ItemLabel>{t('account.fields.userName')}</DataList.ItemLabel>
                  <DataList.ItemValue>{user.userName}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('account.fields.phone')}</DataList.ItemLabel>
                  <DataList.ItemValue>{phone ? maskPhone(phone) : <Text color="fg.muted">{t('company.account.notBound')}</Text>}</DataList.ItemValue>
                </DataList.Item>
                <DataList.Item>
                  <DataList.ItemLabel>{t('account.fields.email')}</DataList.ItemLabel>
                  <DataList.ItemValue>{email ?? <Text color="fg.muted">{t('company.account.notBound')}</Text>}</DataList.ItemValue>
                </DataList.Item>
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" alignItems="start">
            <Section title={t('account.security.tabs.password')} testId="account-password">
              <ChangePasswordForm key={`password-${round}`} onDone={done} />
            </Section>
            <Section title={t(phone ? 'account.security.tabs.changePhone' : 'account.security.tabs.bindPhone')} testId="account-phone">
              <PhoneSection key={`phone-${round}-${phone ?? ''}`} current={phone} onDone={done} />
            </Section>
            <Section title={t(email ? 'account.security.tabs.changeEmail' : 'account.security.tabs.bindEmail')} testId="account-email">
              <EmailSection key={`email-${round}-${email ?? ''}`} current={email} onDone={done} />
            </Section>
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
