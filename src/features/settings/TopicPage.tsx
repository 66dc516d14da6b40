/**
 * 专题 / Topics: the themed pages of the public site (a cover, a title in both languages, where
 * it opens, a line of description), in their order, shown or hidden; edited in a drawer.
 */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { TopicalSubject } from '@gen/api/model';
import { TopicalSubjectCreateBody } from '@gen/zod/common-settings/common-settings';
import {
  blank, columnsOf, DataTable, FormDrawer, NumberField, PageHeader, QueryState, SwitchField, TextareaField, TextField, UploadField, useScopeIds,
  reportError, useTableEditor,
} from '@/components/kit';
import { topicCalls, topicInput, topicQuery, topicsQuery } from './topics';

const B = TopicalSubjectCreateBody.shape;
const schema = z.object({
  title: B.title,
  titleEn: blank(B.titleEn),
  coverUrl: blank(B.coverUrl),
  linkUrl: blank(B.linkUrl),
  description: blank(B.description),
  showIndex: B.showIndex.unwrap(),
  isShow: z.boolean(),
});


export function TopicPage() {
  const { t } = useTranslation();
  const exhibitionId = useScopeIds()?.exhibitionId;
  const queryClient = useQueryClient();
  const query = useQuery(topicsQuery());
  const { drawer, open, close, refresh, confirmDialog, context } = useTableEditor<TopicalSubject>(topicsQuery().queryKey);
  const rows = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => a.showIndex - b.showIndex), [query.data]);

  const columns = useMemo(() => {
    const c = columnsOf<TopicalSubject>();
    // Edited from the stored topic, read afresh by id: what changed elsewhere is not sent back stale.
    const edit = async (s: TopicalSubject) => {
      try {
        open((await queryClient.fetchQuery({ ...topicQuery(s.id), staleTime: 0 })).data);
      } catch (error) {
        reportError(error, t('kit.form.loadFailed'));
      }
    };
    return [
      c.image('coverUrl', 'settings.topics.cover'),
      c.twoLines('title', 'settings.topics.title', (s) => s.title, (s) => s.titleEn, { minWidth: '12rem' }),
      c.text('description', 'settings.topics.description', { minWidth: '16rem' }),
      c.custom('linkUrl', 'settings.topics.link', (s) => <Text fontFamily="mono" textStyle="xs">{s.linkUrl}</Text>),
      c.text('showIndex', 'settings.geo.showIndex', { width: '5rem' }),
      c.toggle('isShow', 'kit.column.show', { onToggle: (s, isShow) => topicCalls.update(s.id, { ...topicInput(s), isShow: Boolean(isShow) }) }),
      c.actions({ items: [{ label: 'settings.geo.edit', onSelect: (s) => void edit(s) }], onDelete: (s) => topicCalls.remove(s.id), nameOf: (s) => s.title }),
    ];
  }, [open, queryClient, t]);

  const topic = drawer?.record;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.webSet.webMarathon"
        description="settings.topics.pageDescription"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('settings.topics.add')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.topics.empty')}>
        {() => <DataTable rows={rows} columns={columns} context={context} label={t('nav.host.webSet.webMarathon')} busy={query.isFetching} />}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={topic ? t('settings.geo.editTitle', { name: topic.title }) : t('settings.topics.add')}
          schema={schema}
          defaultValues={{
            title: topic?.title ?? '',
            titleEn: topic?.titleEn ?? '',
            coverUrl: topic?.coverUrl ?? '',
            linkUrl: topic?.linkUrl ?? '',
            description: topic?.description ?? '',
            showIndex: topic?.showIndex ?? (rows.at(-1)?.showIndex ?? 0) + 1,
            isShow: topic?.isShow ?? true,
          }}
          // A new topic belongs to the current exhibition; an edited one stays where it is.
          save={(values) => (topic ? topicCalls.update(topic.id, { ...values, exhibitionId: topic.exhibitionId }) : topicCalls.create({ ...values, exhibitionId }))}
          onClose={close}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="title" label={t('settings.topics.title')} required />
              <TextField control={control} name="titleEn" label={t('settings.geo.nameEn')} />
              <UploadField control={control} name="coverUrl" kind="image" label={t('settings.topics.cover')} />
              <TextField control={control} name="linkUrl" label={t('settings.topics.link')} helper={t('settings.topics.linkHelper')} />
              <TextareaField control={control} name="description" label={t('settings.topics.description')} rows={3} />
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
