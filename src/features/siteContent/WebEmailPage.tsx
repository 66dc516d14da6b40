/**
 * 网站邮箱 / Contact e-mails of the public site: the Contact-us entries reached by e-mail, under
 * their groups, in both languages; added, edited (read afresh by id) and deleted, in a drawer.
 * An entry here needs a valid e-mail: without one it belongs on the phone page.
 */
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { ContactUsEntry } from '@gen/api/model';
import { ContactUsCreateBody } from '@gen/zod/common-settings/common-settings';
import { blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, reportError, SelectField, SwitchField, TextField, useTableEditor } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { contactEntryQuery, emailCalls, emailGroupsQuery } from './emails';

const B = ContactUsCreateBody.shape;
const schema = z.object({
  groupId: z.string().min(1).pipe(B.groupId),
  name: B.name,
  nameEn: blank(B.nameEn),
  email: z
    .string()
    .trim()
    .min(1, { error: () => i18n.t('siteContent.emails.emailRequired') })
    // Checked against the generated body, refused with words that show what is expected.
    .refine((v) => B.email.safeParse(v).success, { error: () => i18n.t('siteContent.emails.emailInvalid') }),
  address: blank(B.address),
  addressEn: blank(B.addressEn),
  showIndex: B.showIndex.unwrap(),
  isShow: z.boolean(),
});

export function WebEmailPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(emailGroupsQuery());
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<ContactUsEntry>(emailGroupsQuery().queryKey);
  const groups = query.data?.data ?? [];
  const rows = useMemo(() => (query.data?.data ?? []).flatMap((g) => g.items.filter((e) => e.email).map((e) => ({ ...e, groupName: e.groupName ?? g.name, groupNameEn: e.groupNameEn ?? g.nameEn }))), [query.data]);

  const columns = useMemo(() => {
    const c = columnsOf<ContactUsEntry>();
    // Edited from the stored entry, read afresh: what another page changed is not sent back stale.
    const edit = async (e: ContactUsEntry) => {
      try {
        open((await queryClient.fetchQuery({ ...contactEntryQuery(e.id), staleTime: 0 })).data);
      } catch (error) {
        reportError(error, t('siteContent.loadFailed'));
      }
    };
    return [
      c.custom('groupName', 'siteContent.emails.group', (e) => <Badge variant="subtle">{e.groupName}</Badge>),
      c.twoLines('name', 'siteContent.emails.name', (e) => e.name, (e) => e.nameEn),
      c.custom('email', 'siteContent.emails.email', (e) => <Text fontFamily="mono" textStyle="sm">{e.email}</Text>),
      c.twoLines('address', 'siteContent.emails.address', (e) => e.address ?? '', (e) => e.addressEn, { minWidth: '14rem' }),
      c.text('showIndex', 'siteContent.showIndex', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (e, isShow) => emailCalls.update(e, { isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'siteContent.edit', onSelect: (e) => void edit(e) }], onDelete: (e) => emailCalls.remove(e.id), nameOf: (e) => e.name }),
    ];
  }, [open, queryClient, t]);

  const entry = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.webSet.web-email"
        description="siteContent.emails.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('siteContent.emails.add')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={() => rows.length === 0} emptyTitle={t('siteContent.emails.empty')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.webSet.web-email')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={entry ? t('siteContent.editTitle', { name: entry.name }) : t('siteContent.emails.add')}
          schema={schema}
          defaultValues={{
            groupId: entry?.groupId ?? '',
            name: entry?.name ?? '',
            nameEn: entry?.nameEn ?? '',
            email: entry?.email ?? '',
            address: entry?.address ?? '',
            addressEn: entry?.addressEn ?? '',
            showIndex: entry?.showIndex ?? rows.length + 1,
            isShow: entry?.isShow ?? true,
          }}
          save={(values) => (entry ? emailCalls.update(entry, values) : emailCalls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <SelectField
                control={control}
                name="groupId"
                label={t('siteContent.emails.group')}
                options={groups.map((g) => ({ value: g.id, label: g.nameEn ? `${g.name} / ${g.nameEn}` : g.name }))}
                placeholder={t('siteContent.emails.chooseGroup')}
                required
              />
              <TextField control={control} name="name" label={t('siteContent.emails.name')} helper={t('siteContent.emails.nameHelper')} required />
              <TextField control={control} name="nameEn" label={t('siteContent.nameEn')} />
              <TextField control={control} name="email" type="email" label={t('siteContent.emails.email')} required />
              <TextField control={control} name="address" label={t('siteContent.emails.address')} />
              <TextField control={control} name="addressEn" label={t('siteContent.emails.addressEn')} />
              <NumberField control={control} name="showIndex" label={t('siteContent.showIndex')} helper={t('siteContent.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
