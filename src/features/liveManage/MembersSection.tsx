/**
 * 成员与主播: the channel's members — the teacher (the one host, who signs in with the channel id),
 * assistants and guests — with their title, order and what they may do (monitor the stream, turn
 * slides, see the chat list, audit chat messages).
 */
import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuUserCog } from 'react-icons/lu';
import type { LiveMemberFieldsFragment } from '@gen/graphql/hooks';
import {
  columnsOf, DataTable, FormDrawer, NumberField, QueryState, SelectField, SwitchField, TextField, UploadField, useConfirm, type ListContext,
} from '@/components/kit';
import { memberCalls, membersQuery } from './calls';
import { MEMBER_ROLES, memberCreateSchema, memberUpdateSchema, teacherSchema, type MemberValues } from './schemas';
import { useDrawer, type LiveActivity } from './shared';

type Member = LiveMemberFieldsFragment;
const FLAGS = ['monitorEnabled', 'pageTurnEnabled', 'chatListEnabled', 'chatAuditEnabled'] as const;
const ROLES = ['teacher', 'assistant', 'guest'] as const;
type Drawer = { kind: 'create' } | { kind: 'edit'; member: Member } | { kind: 'teacher'; member?: Member };

export function MembersSection({ activity }: { activity: LiveActivity & { liveChannelId: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const channelId = activity.liveChannelId;
  const query = useQuery(membersQuery(activity.id));
  const drawer = useDrawer<Drawer>();
  const [confirm, confirmDialog] = useConfirm();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: membersQuery(activity.id).queryKey }), [queryClient, activity.id]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };
  const { open } = drawer;
  const roleName = useCallback((role: string | null) => {
    const known = ROLES.find((r) => r === role);
    return known ? t(`liveManage.members.roles.${known}`) : (role ?? '');
  }, [t]);

  const columns = useMemo(() => {
    const c = columnsOf<Member>();
    return [
      c.image('avatar', 'liveManage.members.avatar'),
      c.twoLines('nickname', 'liveManage.members.nickname', (m) => m.nickname ?? '', (m) => m.account, { minWidth: '10rem' }),
      c.custom('role', 'liveManage.members.role', (m) => roleName(m.role)),
      c.text('actor', 'liveManage.members.actor'),
      c.custom('flags', 'liveManage.members.rights', (m) => (
        <HStack gap="1" wrap="wrap">
          {FLAGS.filter((f) => m[f]).map((f) => (
            <Badge key={f} variant="subtle" colorPalette="blue">
              {t(`liveManage.members.flags.${f}`)}
            </Badge>
          ))}
        </HStack>
      ), { minWidth: '12rem' }),
      c.text('sort', 'liveManage.members.sort', { align: 'end' }),
      c.actions({
        items: [
          { label: 'liveManage.members.edit', onSelect: (m) => open(m.role === 'teacher' ? { kind: 'teacher', member: m } : { kind: 'edit', member: m }) },
          {
            label: 'liveManage.members.delete',
            danger: true,
            confirm: 'liveManage.members.deleteConfirm',
            hidden: (m) => m.role === 'teacher',
            successMessage: 'liveManage.members.deleted',
            onSelect: (m) => memberCalls.remove(channelId, m.account),
          },
        ],
      }),
    ];
  }, [t, open, roleName, channelId]);

  const teacher = query.data?.liveProvider.allByActivityId.find((m) => m.role === 'teacher');
  const d = drawer.state?.value;
  const member = d?.kind === 'edit' ? d.member : undefined;
  const roleOptions = MEMBER_ROLES.map((r) => ({ value: r, label: t(`liveManage.members.roles.${r}`) }));
  const memberDefaults: MemberValues = {
    nickname: member?.nickname ?? '', passwd: '', role: member?.role === 'guest' ? 'guest' : 'assistant', actor: member?.actor ?? '', avatar: member?.avatar ?? '',
    sort: member?.sort ?? undefined, monitorEnabled: member?.monitorEnabled ?? false, pageTurnEnabled: member?.pageTurnEnabled ?? false,
    chatListEnabled: member?.chatListEnabled ?? true, chatAuditEnabled: member?.chatAuditEnabled ?? false,
  };
  return (
    <Stack gap="4">
      <HStack gap="2">
        <Button size="sm" colorPalette="blue" onClick={() => open({ kind: 'create' })}>
          <LuPlus /> {t('liveManage.members.add')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => open({ kind: 'teacher', member: teacher })}>
          <LuUserCog /> {t('liveManage.members.teacher')}
        </Button>
      </HStack>
      <QueryState query={query} isEmpty={(r) => r.liveProvider.allByActivityId.length === 0} emptyTitle={t('liveManage.members.empty')}>
        {(r) => (
          <DataTable
            rows={r.liveProvider.allByActivityId}
            getRowId={(m) => m.account}
            columns={columns}
            context={context}
            label={t('liveManage.members.title')}
            busy={query.isFetching}
          />
        )}
      </QueryState>
      {drawer.state && d && d.kind !== 'teacher' && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={member ? t('liveManage.members.editTitle', { name: member.nickname ?? member.account }) : t('liveManage.members.add')}
          schema={member ? memberUpdateSchema : memberCreateSchema}
          defaultValues={memberDefaults}
          save={(values) => (member ? memberCalls.update({ ...values, channelId, account: member.account }) : memberCalls.create({ ...values, channelId, passwd: values.passwd ?? '' }))}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="nickname" label={t('liveManage.members.nickname')} required />
              <TextField
                control={control}
                name="passwd"
                type="password"
                autoComplete="new-password"
                label={t('liveManage.members.password')}
                helper={t(member ? 'liveManage.members.passwordKeep' : 'liveManage.members.passwordHelper')}
                required={!member}
              />
              <SelectField control={control} name="role" label={t('liveManage.members.role')} options={roleOptions} required />
              <TextField control={control} name="actor" label={t('liveManage.members.actor')} helper={t('liveManage.members.actorHelper')} />
              <UploadField control={control} name="avatar" kind="image" label={t('liveManage.members.avatar')} />
              <NumberField control={control} name="sort" label={t('liveManage.members.sort')} />
              {FLAGS.map((f) => (
                <SwitchField key={f} control={control} name={f} label={t(`liveManage.members.flags.${f}`)} />
              ))}
            </>
          )}
        </FormDrawer>
      )}
      {drawer.state && d?.kind === 'teacher' && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t('liveManage.members.teacher')}
          schema={teacherSchema}
          defaultValues={{ nickname: d.member?.nickname ?? '', actor: d.member?.actor ?? '', avatar: d.member?.avatar ?? '', passwd: '' }}
          save={(values) => memberCalls.updateTeacher({ ...values, channelId })}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="nickname" label={t('liveManage.members.nickname')} required />
              <TextField control={control} name="actor" label={t('liveManage.members.actor')} />
              <UploadField control={control} name="avatar" kind="image" label={t('liveManage.members.avatar')} />
              <TextField control={control} name="passwd" type="password" autoComplete="new-password" label={t('liveManage.members.password')} helper={t('liveManage.members.passwordKeep')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
