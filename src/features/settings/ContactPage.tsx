/**
 * 联系电话 / Contacts of the public site: the people and desks visitors and exhibitors can reach
 * (phones, e-mail, WeChat, address, in both languages) under the site's fixed groups; filtered by
 * group, ordered, shown or hidden, edited in a drawer.
 */
import { Badge, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { ContactUsEntry } from '@gen/api/model';
import { ContactUsCreateBody } from '@gen/zod/common-settings/common-settings';
import { i18n } from '@/lib/i18n';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, SelectField, SwitchField, TextField,
  useTableEditor,
} from '@/components/kit';
import { contactCalls, contactGroupsQuery, contactInput, contactsQuery } from './contacts';

const B = ContactUsCreateBody.shape;
const schema = z
  .object({
    groupId: z.string().min(1).pipe(B.groupId),
    name: B.name,
    nameEn: blank(B.nameEn),
    phone: blank(B.phone),
    telephone: blank(B.telephone),
    email: blank(B.email),
    wechat: blank(B.wechat),
    address: blank(B.address),
    addressEn: blank(B.addressEn),
    showIndex: B.showIndex.unwrap(),
    isShow: z.boolean(),
  })
  // An entry nobody can reach is of no use: at least one way to reach it.
  .refine((v) => Boolean(v.phone || v.telephone || v.email || v.wechat), { path: ['phone'], error: () => i18n.t('settings.contacts.oneWay') });


export function ContactPage() {
  const { t } = useTranslation();
  const query = useQuery(contactsQuery());
  const groups = useQuery(contactGroupsQuery());
  const [group, setGroup] = useState('');
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<ContactUsEntry>(contactsQuery().queryKey);
  const rows = useMemo(() => (query.data?.data ?? []).filter((e) => !group || e.groupId === group), [query.data, group]);
  const groupOptions = (groups.data?.data ?? []).map((g) => ({ value: g.id, label: g.name }));

  const columns = useMemo(() => {
    const c = columnsOf<ContactUsEntry>();
    return [
      c.custom('groupName', 'settings.contacts.group', (e) => <Badge variant="subtle">{e.groupName}</Badge>),
      c.twoLines('name', 'settings.contacts.name', (e) => e.name, (e) => e.nameEn),
      c.custom('phone', 'settings.contacts.phones', (e) => <Text whiteSpace="pre-line">{[e.phone, e.telephone].filter(Boolean).join('\n')}</Text>),
      c.text('email', 'settings.contacts.email'),
      c.text('wechat', 'settings.contacts.wechat'),
      c.text('showIndex', 'settings.geo.showIndex', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (e, isShow) => contactCalls.update(e.id, { ...contactInput(e), isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'settings.geo.edit', onSelect: (e) => open(e) }], onDelete: (e) => contactCalls.remove(e.id), nameOf: (e) => e.name }),
    ];
  }, [open]);

  const entry = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.webSet.web-phone"
        description="settings.contacts.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('settings.contacts.add')}
          </Button>
        }
      />
      <HStack>
        <NativeSelect.Root size="sm" width="14rem">
          <NativeSelect.Field aria-label={t('settings.contacts.group')} value={group} onChange={(e) => setGroup(e.target.value)}>
            <option value="">{t('settings.contacts.allGroups')}</option>
            {groupOptions.map((g) => (
              <option key={g.value} value={g.value}>
                {g.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.contacts.empty')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.webSet.web-phone')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={entry ? t('settings.geo.editTitle', { name: entry.name }) : t('settings.contacts.add')}
          schema={schema}
          defaultValues={{
            groupId: entry?.groupId ?? group,
            name: entry?.name ?? '',
            nameEn: entry?.nameEn ?? '',
            phone: entry?.phone ?? '',
            telephone: entry?.telephone ?? '',
            email: entry?.email ?? '',
            wechat: entry?.wechat ?? '',
            address: entry?.address ?? '',
            addressEn: entry?.addressEn ?? '',
            showIndex: entry?.showIndex ?? (query.data?.data.length ?? 0) + 1,
            isShow: entry?.isShow ?? true,
          }}
          save={(values) => (entry ? contactCalls.update(entry.id, values) : contactCalls.create(values))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <SelectField control={control} name="groupId" label={t('settings.contacts.group')} options={groupOptions} placeholder={t('kit.form.choose')} loading={groups.isPending} required />
              <TextField control={control} name="name" label={t('settings.contacts.name')} helper={t('settings.contacts.nameHelper')} required />
              <TextField control={control} name="nameEn" label={t('settings.geo.nameEn')} />
              <TextField control={control} name="phone" type="tel" label={t('settings.contacts.phone')} />
              <TextField control={control} name="telephone" type="tel" label={t('settings.contacts.telephone')} helper={t('settings.contacts.telephoneHelper')} />
              <TextField control={control} name="email" type="email" label={t('settings.contacts.email')} />
              <TextField control={control} name="wechat" label={t('settings.contacts.wechat')} />
              <TextField control={control} name="address" label={t('settings.contacts.address')} />
              <TextField control={control} name="addressEn" label={t('settings.contacts.addressEn')} />
              <NumberField control={control} name="showIndex" label={t('settings.geo.showIndex')} helper={t('settings.geo.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
