/** 直播申请: apply for a live session, then follow its audit state and the reviewer's remark. */
import { Alert, Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LuRadio } from 'react-icons/lu';
import { DateField, Fact, FormDrawer, formatDate, StatusBadge, TextField } from '@/components/kit';
import { activityQuery, liveCalls } from './calls';
import { applySchema } from './schemas';
import { auditStatus, useDrawer, type LiveActivity } from './shared';

export function ApplicationSection({ activity }: { activity: LiveActivity }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const drawer = useDrawer<true>();
  const state = activity.liveAudit;
  const canApply = state === 'NOT_APPLIED' || state === 'REJECTED';
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: activityQuery(activity.id).queryKey }), queryClient.invalidateQueries({ queryKey: ['POST', '/api/activity/GetLiveShortByJoinId'] })]);
  const window = [formatDate(activity.liveStartTime), formatDate(activity.liveEndTime)].filter(Boolean).join(' – ');
  return (
    <Stack gap="4">
      <Alert.Root status={state === 'REJECTED' ? 'warning' : state === 'PENDING' ? 'info' : state === 'NOT_APPLIED' ? 'neutral' : 'success'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t(`liveManage.application.state.${state}`)}</Alert.Title>
          {state === 'REJECTED' && activity.liveAuditRemark && <Alert.Description>{t('liveManage.application.remarkIs', { remark: activity.liveAuditRemark })}</Alert.Description>}
        </Alert.Content>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" data-testid="live-application">
        <Fact label="liveManage.application.state.label">
          <StatusBadge value={state} map={auditStatus} />
        </Fact>
        <Fact label="liveManage.application.applyTime">{formatDate(activity.liveApplyTime) || '—'}</Fact>
        <Fact label="liveManage.application.auditTime">{formatDate(activity.liveAuditTime) || '—'}</Fact>
        <Fact label="liveManage.application.remark">{activity.liveAuditRemark || '—'}</Fact>
        <Fact label="liveManage.application.window">{window || '—'}</Fact>
        <Fact label="liveManage.application.contact">{[activity.liveLinkName, activity.livelinkTel].filter(Boolean).join(' · ') || '—'}</Fact>
      </SimpleGrid>
      {canApply && (
        <HStack>
          <Button colorPalette="blue" onClick={() => drawer.open(true)}>
            <LuRadio /> {t(state === 'REJECTED' ? 'liveManage.application.reapply' : 'liveManage.application.apply')}
          </Button>
        </HStack>
      )}
      {drawer.state && (
        <FormDrawer
          key={drawer.state.key}
          open
          title={t('liveManage.application.applyTitle', { name: activity.name })}
          schema={applySchema}
          defaultValues={{ liveStartTime: activity.liveStartTime ?? '', liveEndTime: activity.liveEndTime ?? '', liveLinkName: activity.liveLinkName ?? '', livelinkTel: activity.livelinkTel ?? '' }}
          save={(values) => liveCalls.apply({ ...values, id: activity.id })}
          onClose={drawer.close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <DateField control={control} name="liveStartTime" mode="datetime" label={t('liveManage.fields.liveStartTime')} />
              <DateField control={control} name="liveEndTime" mode="datetime" label={t('liveManage.fields.liveEndTime')} />
              <TextField control={control} name="liveLinkName" label={t('liveManage.fields.liveLinkName')} />
              <TextField control={control} name="livelinkTel" type="tel" label={t('liveManage.fields.livelinkTel')} />
            </>
          )}
        </FormDrawer>
      )}
    </Stack>
  );
}
