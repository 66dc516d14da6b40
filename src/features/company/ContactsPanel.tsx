/**
 * The company's contact persons (联系人), the fourth tab of companyInfo: the contacts of the
 * current exhibition or of every exhibition, found by e-mail; added and edited in a drawer. A new
 * or changed e-mail must not be used by another contact of the company (IsEmailExist) and is
 * proved with a code sent to it (VerCode/email). The host authenticates contacts: the list shows
 * the state and, when refused, the host's reason; changing an authenticated contact sends it back
 * for review, which the drawer says before saving.
 */
import { Badge, Button, HStack, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import { verCodeEmailSend, verCodeEmailValidate } from '@gen/api/account/account';
import {
  contactDelete,
  contactPersonIsEmailExist,
  contactPersonSave,
  useContactPersonGetAllContact,
  useContactPersonGetAllContactPerson,
  useContactPersonGetAllContactPersonByCompid,
} from '@gen/api/company/company';
import type { ContactPerson } from '@gen/api/model';
import { VerCodeEmailValidateBody } from '@gen/zod/account/account';
import { ContactPersonSaveBody } from '@gen/zod/company/company';
import { auditStatus, columnsOf, DataTable, FormDrawer, KeywordBox, QueryState, SwitchField, TextField, useConfirm, type ListContext } from '@/components/kit';
import { SendCodeButton } from '@/components/form/SendCodeButton';
import { blankable, compact } from '@/components/form/accountFields';
import { i18n } from '@/lib/i18n';
import { useSession } from '@/lib/session/store';
import type { CompanyInfoSearch } from './companyInfoSearch';

/** The kind of contact saved from here when the record has none: the documents do not give ContactPersonType's values. */
const DEFAULT_CONTACT_TYPE = 0;

const body = ContactPersonSaveBody.shape;
const baseSchema = z.object({
  name: body.name,
  department: blankable(body.department),
  position: blankable(body.position),
  phone: body.phone,
  tel: blankable(body.tel),
  email: blankable(body.email),
  code: z.string().optional(),
  isDefault: z.boolean(),
});
type ContactValues = z.input<typeof baseSchema>;

/**
 * The form's schema for one contact: when the e-mail is new or changed it must be free in the
 * company and proved with the code sent to it; both answers are shown beside their field.
 */
function contactSchema(compId: string, currentEmail: string | undefined) {
  return baseSchema.superRefine(async (v, ctx) => {
    const email = v.email?.trim();
    if (!email || email.toLowerCase() === currentEmail?.toLowerCase()) return;
    const taken = (await contactPersonIsEmailExist({ compId, email })).data;
    if (taken) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: i18n.t('company.contacts.emailTaken') });
      return;
    }
    const code = VerCodeEmailValidateBody.shape.code.safeParse(v.code?.trim());
    if (!code.success) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: i18n.t('company.contacts.codeNeeded') });
      return;
    }
    const valid = (await verCodeEmailValidate({ email, code: code.data })).data;
    if (!valid) ctx.addIssue({ code: 'custom', path: ['code'], message: i18n.t('company.contacts.codeWrong') });
  });
}

const toValues = (c: ContactPerson | undefined): ContactValues => ({
  name: c?.name ?? '',
  department: c?.department ?? '',
  position: c?.position ?? '',
  phone: c?.phone ?? '',
  tel: c?.tel ?? '',
  email: c?.email ?? '',
  code: '',
  isDefault: c?.isDefault ?? false,
});

function ContactDrawer({ compId, exhibitionId, contact, onClose, onSaved }: {
  compId: string; exhibitionId?: string; contact?: ContactPerson; onClose: () => void; onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => contactSchema(compId, contact?.email), [compId, contact?.email]);
  return (
    <FormDrawer
      open
      title={t(contact ? 'company.contacts.edit' : 'company.contacts.add')}
      schema={schema}
      defaultValues={toValues(contact)}
      save={({ code: _code, ...values }) =>
        contactPersonSave({
          ...compact(values),
          isDefault: values.isDefault,
          compId,
          type: contact?.type ?? DEFAULT_CONTACT_TYPE,
          ...(contact ? { id: contact.id, exhibitionId: contact.exhibitionId } : exhibitionId ? { exhibitionId } : {}),
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      {({ control, form }) => {
        const email = form.watch('email')?.trim() ?? '';
        const emailChanged = email !== '' && email.toLowerCase() !== (contact?.email ?? '').toLowerCase();
        return (
          <Stack gap="4">
            {contact?.authStatus === 1 && <Text color="fg.muted">{t('company.contacts.reviewAgain')}</Text>}
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <TextField control={control} name="name" label={t('company.contacts.name')} required />
              <TextField control={control} name="phone" type="tel" label={t('company.contacts.phone')} required />
              <TextField control={control} name="department" label={t('company.contacts.department')} />
              <TextField control={control} name="position" label={t('company.contacts.position')} />
              <TextField control={control} name="tel" type="tel" label={t('company.contacts.tel')} />
            </SimpleGrid>
            <TextField control={control} name="email" type="email" label={t('company.contacts.email')} helper={t('company.contacts.emailHint')} />
            {emailChanged && (
              <TextField
                control={control}
                name="code"
                label={t('company.contacts.code')}
                autoComplete="one-time-code"
                endElement={<SendCodeButton send={async () => (await verCodeEmailSend({ email })).data === true} disabled={!z.email().safeParse(email).success} />}
              />
            )}
            <SwitchField control={control} name="isDefault" label={t('company.contacts.setDefault')} />
          </Stack>
        );
      }}
    </FormDrawer>
  );
}

function useContactColumns(onEdit: (c: ContactPerson) => void, showExhibition: boolean) {
  const { t } = useTranslation();
  return useMemo(() => {
    const c = columnsOf<ContactPerson>();
    return [
      c.text('name', 'company.contacts.name', {
        format: (name, row) => (
          <HStack gap="2">
            <Text as="span">{name}</Text>
            {row.isDefault && (
              <Badge colorPalette="blue" variant="subtle">
                {t('company.contacts.default')}
              </Badge>
            )}
          </HStack>
        ),
      }),
      c.text('position', 'company.contacts.position', { format: (position, row) => [row.department, position].filter(Boolean).join(' · ') }),
      c.text('phone', 'company.contacts.phone'),
      c.text('email', 'company.contacts.email'),
      ...(showExhibition ? [c.text('exhibitionName', 'company.contacts.exhibition')] : []),
      c.status('authStatus', 'company.contacts.auth', auditStatus),
      c.text('authRemark', 'company.contacts.remark'),
      // Removing a contact: DELETE /api/Contact (after the question naming it).
      c.actions({ items: [{ label: 'kit.list.edit', onSelect: (row) => onEdit(row) }], onDelete: (row) => contactDelete({ id: row.id }), nameOf: (row) => row.name }),
    ];
  }, [onEdit, showExhibition, t]);
}

/** The list the tab shows: by e-mail when one is searched, else the current exhibition's or all. */
function useContacts(compId: string, exhibitionId: string | undefined, search: CompanyInfoSearch) {
  const all = search.contacts === 'all' || !exhibitionId;
  const email = search.email?.trim();
  const byEmail = useContactPersonGetAllContactPerson({ compId, email, ...(all ? {} : { exhibitionId }) }, { query: { enabled: Boolean(email) } });
  const ofExhibition = useContactPersonGetAllContactPersonByCompid({ compId, exhibitionid: exhibitionId ?? '' }, { query: { enabled: !email && !all } });
  const every = useContactPersonGetAllContact({ compId }, { query: { enabled: !email && all } });
  return { query: email ? byEmail : all ? every : ofExhibition, all };
}

export function ContactsPanel({ compId, search }: { compId: string; search: CompanyInfoSearch }) {
  const { t } = useTranslation();
  const navigate = useNavigate({ from: '/exhibition{-$lang}/index/companyInfo' });
  const queryClient = useQueryClient();
  const exhibitionId = useSession((s) => s.join?.exhibitionId);
  const { query, all } = useContacts(compId, exhibitionId, search);
  const [drawer, setDrawer] = useState<{ key: number; contact?: ContactPerson } | null>(null);
  const openings = useRef(0);
  const open = useCallback((contact?: ContactPerson) => {
    openings.current += 1;
    setDrawer({ key: openings.current, contact });
  }, []);
  const columns = useContactColumns(open, all);
  const refresh = () => queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).toLowerCase().includes('/contactperson/') });
  const [confirm, confirmDialog] = useConfirm();
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const setSearch = (patch: Partial<CompanyInfoSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true });
  return (
    <Stack gap="3" minW="0" pt="2">
      <HStack justify="space-between" wrap="wrap" gap="3">
        {exhibitionId && (
          <SegmentGroup.Root
            size="sm"
            value={all ? 'all' : 'current'}
            onValueChange={(e) => setSearch({ contacts: e.value === 'all' ? 'all' : undefined })}
            aria-label={t('company.contacts.scope')}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[{ value: 'current', label: t('company.contacts.current') }, { value: 'all', label: t('company.contacts.all') }]} />
          </SegmentGroup.Root>
        )}
        <Button colorPalette="blue" size="sm" onClick={() => open()}>
          <LuPlus /> {t('company.contacts.add')}
        </Button>
      </HStack>
      <KeywordBox key={search.email ?? ''} current={search.email ?? ''} placeholder={t('company.contacts.findByEmail')} onSearch={(email) => setSearch({ email: email.trim() || undefined })} />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t(search.email ? 'company.contacts.noneWithEmail' : 'company.contacts.empty')}>
        {(r) => <DataTable rows={r.data} columns={columns} context={context} label={t('company.info.tabs.contacts')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <ContactDrawer
          key={drawer.key}
          compId={compId}
          exhibitionId={exhibitionId}
          contact={drawer.contact}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        />
      )}
      {confirmDialog}
    </Stack>
  );
}
