/**
 * 用户管理 / The member accounts of the platform as the organiser sees them: who they are, their
 * role and company; blocked from signing in or not; a new password set for a member who lost theirs.
 */
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Member } from '@gen/api/model';
import { UserInfoSetPasswordBody } from '@gen/zod/account/account';
import { columnsOf, FormDrawer, listKeyOf, ResourceListPage, TextField, useTableEditor, type FilterOption } from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { member, memberCalls, roleStatus } from './members';

const c = columnsOf<Member>();
const columns = [
  c.text('userName', 'host.members.userName', { sortable: true }),
  c.text('realName', 'host.members.realName'),
  c.text('phoneNumber', 'host.members.phone'),
  c.text('email', 'host.members.email'),
  c.text('companyName', 'host.members.company', { minWidth: '12rem' }),
  c.status('role', 'host.members.role', roleStatus),
  c.date('createTime', 'host.members.createTime', { sortable: true }),
  c.toggle('isBlack', 'host.members.blocked', { onToggle: memberCalls.setBlocked }),
];

const ROLE_FILTER: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'host.members.roles.exhibitor' },
  { value: 2, label: 'host.members.roles.exhibitorEn' },
  { value: 1, label: 'host.members.roles.host' },
];
const BLOCK_FILTER: FilterOption<boolean>[] = [
  { value: true, label: 'host.members.blockedOnly' },
  { value: false, label: 'host.members.notBlocked' },
];

const passwordSchema = z
  .object({ password: UserInfoSetPasswordBody.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: () => i18n.t('host.members.mismatch') });

export function MemberPage() {
  const { t } = useTranslation();
  const editor = useTableEditor<Member>(listKeyOf(member, ''));
  const target = editor.drawer?.record;
  return (
    <ResourceListPage
      resource={member}
      columns={columns}
      filters={[
        { name: 'role', label: 'host.members.role', options: ROLE_FILTER },
        { name: 'isBlack', label: 'host.members.blocked', options: BLOCK_FILTER },
      ]}
      searchPlaceholder="host.members.search"
      description="host.members.description"
      rowActions={[{ label: 'host.members.setPassword', onSelect: (m) => editor.open(m) }]}
    >
      {editor.drawer && target && (
        <FormDrawer
          key={editor.drawer.key}
          open
          title={t('host.members.passwordTitle', { name: target.userName })}
          schema={passwordSchema}
          defaultValues={{ password: '', confirm: '' }}
          save={(values) => memberCalls.setPassword(target.id, values.password)}
          onClose={editor.close}
          onSaved={() => undefined}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="password" type="password" label={t('host.members.newPassword')} helper={t('host.members.passwordHelper')} required />
              <TextField control={control} name="confirm" type="password" label={t('host.members.confirmPassword')} required />
            </>
          )}
        </FormDrawer>
      )}
    </ResourceListPage>
  );
}
