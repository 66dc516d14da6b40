/**
 * 新闻管理 / The organiser's news of the current exhibition: published directly (no review), shown
 * or hidden from the list, ordered by their sort number.
 */
import { useTranslation } from 'react-i18next';
import type { NewsHost } from '@gen/api/model';
import { columnsOf, NumberField, ResourceFormPage, ResourceListPage, SwitchField } from '@/components/kit';
import { NewsFields, newsDefaults, newsSchema } from './NewsPages';
import { hostNews } from './resources';

const c = columnsOf<NewsHost>();
const columns = [
  c.image('cover', 'kit.column.image'),
  c.text('title', 'showcase.news.title', { sortable: true, minWidth: '14rem' }),
  c.text('showIndex', 'showcase.news.showIndex', { sortable: true, width: '6rem' }),
  c.showSwitch(hostNews.setShow!),
  c.date('publishTime', 'showcase.news.publishTime', { sortable: true }),
];

export function HostNewsListPage() {
  return <ResourceListPage resource={hostNews} columns={columns} showFilter searchPlaceholder="showcase.news.search" />;
}

export function HostNewsFormPage() {
  const { t } = useTranslation();
  return (
    <ResourceFormPage resource={hostNews} schema={newsSchema} defaultValues={newsDefaults} description={() => 'showcase.news.hostDescription'}>
      {({ control }) => (
        <NewsFields
          control={control}
          extra={
            <>
              <NumberField control={control} name="showIndex" label={t('showcase.news.showIndex')} helper={t('showcase.news.showIndexHelper')} />
              <SwitchField control={control} name="isShow" label={t('kit.column.show')} />
            </>
          }
        />
      )}
    </ResourceFormPage>
  );
}
