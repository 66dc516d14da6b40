import { Stack, Tabs, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/kit';
import { useSession } from '@/lib/session/store';
import type { CompanyInfoSearch, CompanyInfoTab } from './companyInfoSearch';
import { ContactsPanel } from './ContactsPanel';
import { EmailAccountForm } from './EmailAccountForm';
import { CompanyProfileForm } from './CompanyProfileForm';
import { InvoiceForm } from './InvoiceForm';
import { LicenceForm } from './LicenceForm';

/**
 * The company's profile, business licence and invoicing details, its contact persons and the
 * mailbox its e-mails are sent from, one tab each. The three forms stay mounted, so changes in one
 * survive a look at another.
 */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as CompanyInfoSearch;
  const tab = search.tab ?? 'profile';
  const compId = useSession((s) => s.company?.id);
  return (
    <Stack gap="2" minW="0">
      <PageHeader title="nav.exhibitor.companyInfo" description="company.info.description" />
      {compId ? (
        <Tabs.Root
          value={tab}
          variant="line"
          onValueChange={(e) => void navigate({ to: '.', search: { tab: e.value === 'profile' ? undefined : (e.value as CompanyInfoTab) }, replace: true })}
        >
          <Tabs.List>
            <Tabs.Trigger value="profile">{t('company.info.tabs.profile')}</Tabs.Trigger>
            <Tabs.Trigger value="licence">{t('company.info.tabs.licence')}</Tabs.Trigger>
            <Tabs.Trigger value="invoice">{t('company.info.tabs.invoice')}</Tabs.Trigger>
            <Tabs.Trigger value="contacts">{t('company.info.tabs.contacts')}</Tabs.Trigger>
            <Tabs.Trigger value="mailbox">{t('company.info.tabs.mailbox')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <CompanyProfileForm compId={compId} />
          </Tabs.Content>
          <Tabs.Content value="licence">
            <LicenceForm compId={compId} />
          </Tabs.Content>
          <Tabs.Content value="invoice">
            <InvoiceForm compId={compId} />
          </Tabs.Content>
          {/* The lists and the mailbox load when their tab is first opened. */}
          <Tabs.Content value="contacts">{tab === 'contacts' && <ContactsPanel compId={compId} search={search} />}</Tabs.Content>
          <Tabs.Content value="mailbox">{tab === 'mailbox' && <EmailAccountForm />}</Tabs.Content>
        </Tabs.Root>
      ) : (
        <Text color="fg.muted">{t('company.noCompany')}</Text>
      )}
    </Stack>
  );
}
