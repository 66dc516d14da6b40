import type { Activity } from '@gen/api/model';
import { ActivityCreateBody } from '@gen/zod/activity/activity';
import { Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  blank, columnsOf, DateField, defineStatusMap, endNotBeforeStart, formatDate, FormSection, FullRow, NumberField, ResourceFormPage, ResourceListPage,
  RichTextField, StatusBadge, SwitchField, TextField, UploadField, useExhibitorLang,
} from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { activity } from './resources';

const liveLabel = (v: number) => `exhibit.activity.live.${String(v) as '0' | '1' | '2' | '3' | '4'}` as const;
/** The live application's state (the organiser audits it). */
export const liveAuditStatus = defineStatusMap({
  0: { label: liveLabel(0), color: 'gray' },
  1: { label: liveLabel(1), color: 'orange' },
  2: { label: liveLabel(2), color: 'green' },
  3: { label: liveLabel(3), color: 'red' },
  4: { label: liveLabel(4), color: 'blue' },
});

function ActivityName({ row }: { row: Activity }) {
  const localName = useLocalName();
  return <Text fontWeight="medium">{localName(row.name, row.nameEn)}</Text>;
}

function Venue({ row }: { row: Activity }) {
  const localName = useLocalName();
  return <>{localName(row.address, row.addressEn)}</>;
}

function SignUps({ row }: { row: Activity }) {
  const { t } = useTranslation();
  return <>{row.maxApplyCount ? t('exhibit.activity.signUpsOf', { count: row.applyCount ?? 0, max: row.maxApplyCount }) : (row.applyCount ?? 0)}</>;
}

/** The live state, and in the Chinese area a link to the activity's live management (活动直播). */
function LiveCell({ row }: { row: Activity }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  return (
    <Stack gap="1" align="start">
      <StatusBadge value={row.liveAudit} map={liveAuditStatus} />
      {!lang && (
        <Link asChild textStyle="xs" color="blue.fg">
          <RouterLink to="/exhibition{-$lang}/index/activity/act-live" params={{ lang: undefined }} search={{ activityId: row.id }}>
            {t('nav.exhibitor.activity.act-live')}
          </RouterLink>
        </Link>
      )}
    </Stack>
  );
}

const c = columnsOf<Activity>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.custom('name', 'exhibit.activity.name', (row) => <ActivityName row={row} />, { minWidth: '14rem' }),
  c.custom('startTime', 'exhibit.activity.time', (row) => [formatDate(row.startTime), formatDate(row.endTime, 'HH:mm')].filter(Boolean).join(' – '), { minWidth: '12rem' }),
  c.custom('address', 'exhibit.activity.address', (row) => <Venue row={row} />),
  c.custom('applyCount', 'exhibit.activity.signUps', (row) => <SignUps row={row} />, { align: 'end' }),
  c.custom('liveAudit', 'exhibit.activity.liveState', (row) => <LiveCell row={row} />),
  c.showSwitch(activity.setShow!),
];

/** 全部活动 / All activities: search, shown filter, show switch, live state, edit and delete. */
export function ActivityListPage() {
  return <ResourceListPage resource={activity} columns={columns} showFilter searchPlaceholder="exhibit.activity.search" />;
}

const B = ActivityCreateBody.shape;
/**
 * An activity's form, the company's and the organiser's alike (one Control type for
 * ActivityFields). `joinId` (whose activity) is asked only on the organiser's form.
 */
export const activitySchema = endNotBeforeStart(
  ActivityCreateBody.omit({ id: true, exhibitionId: true, companyId: true, joinId: true }).extend({
    startTime: blank(B.startTime),
    endTime: blank(B.endTime),
    cover: blank(B.cover),
    livelinkTel: blank(B.livelinkTel),
    joinId: B.joinId,
  }),
  'startTime',
  'endTime',
  'kit.validation.endBeforeStart',
);

export type ActivityFormValues = z.input<typeof activitySchema>;

export const activityDefaults: ActivityFormValues = {
  name: '', nameEn: '', startTime: '', endTime: '', address: '', addressEn: '', cover: '', introduction: '', introductionEn: '',
  maxApplyCount: 0, isShow: true, showIndex: 0, liveLinkName: '', livelinkTel: '',
};

/** 发布活动 / 编辑活动: one form for both pages. */
export function ActivityFormPage() {
  return (
    <ResourceFormPage resource={activity} schema={activitySchema} defaultValues={activityDefaults}>
      {({ control }) => <ActivityFields control={control} />}
    </ResourceFormPage>
  );
}

/** The fields of an activity; `extra` goes first in the basic section (e.g. the organiser's exhibitor picker). */
export function ActivityFields({ control, extra }: { control: Control<ActivityFormValues>; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <FormSection title="exhibit.activity.basic" columns={2}>
        {extra}
        <TextField control={control} name="name" label={t('exhibit.activity.name')} required />
        <TextField control={control} name="nameEn" label={t('exhibit.activity.nameEn')} />
        <DateField control={control} name="startTime" mode="datetime" label={t('exhibit.activity.startTime')} />
        <DateField control={control} name="endTime" mode="datetime" label={t('exhibit.activity.endTime')} />
        <TextField control={control} name="address" label={t('exhibit.activity.address')} />
        <TextField control={control} name="addressEn" label={t('exhibit.activity.addressEn')} />
        <NumberField control={control} name="maxApplyCount" label={t('exhibit.activity.maxApplyCount')} helper={t('exhibit.activity.maxApplyHelper')} />
        <NumberField control={control} name="showIndex" label={t('kit.column.sort')} />
        <SwitchField control={control} name="isShow" label={t('kit.column.show')} helper={t('exhibit.activity.showHelper')} />
        <FullRow>
          <UploadField control={control} name="cover" kind="image" label={t('exhibit.activity.cover')} />
        </FullRow>
      </FormSection>
      <FormSection title="exhibit.activity.details">
        <RichTextField control={control} name="introduction" label={t('exhibit.activity.introduction')} />
        <RichTextField control={control} name="introductionEn" label={t('exhibit.activity.introductionEn')} />
      </FormSection>
      <FormSection title="exhibit.activity.liveContact" description="exhibit.activity.liveContactHelper" columns={2}>
        <TextField control={control} name="liveLinkName" label={t('exhibit.activity.liveLinkName')} />
        <TextField control={control} name="livelinkTel" type="tel" label={t('exhibit.activity.livelinkTel')} />
      </FormSection>
    </>
  );
}
