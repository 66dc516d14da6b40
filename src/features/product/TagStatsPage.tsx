/**
 * 产品导出 / How the exhibition's products are tagged: per tag, its group, the products and
 * companies using it and their views; the products bound to one tag in a drawer; the tag counts
 * and the products shown in the mini-programme exported as spreadsheets.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ProductTagCount } from '@gen/api/model';
import { columnsOf, ExportButton, formatDate, PanelDrawer, QueryState, ResourceListPage, toPageRequest, TwoLines, useListSearchOf, useScopeId } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { bindsQuery, tagExports, tagStats } from './tagStats';

function TagName({ row }: { row: ProductTagCount }) {
  const localName = useLocalName();
  return <Text fontWeight="medium">{localName(row.tagName, row.tagNameEn)}</Text>;
}

const c = columnsOf<ProductTagCount>();
const columns = [
  c.custom('tagName', 'host.tagStats.tag', (r) => <TagName row={r} />, { minWidth: '10rem' }),
  c.text('parentTagName', 'host.tagStats.group'),
  c.text('productCount', 'host.tagStats.products', { align: 'end', sortable: true }),
  c.text('compCount', 'host.tagStats.companies', { align: 'end', sortable: true }),
  c.text('viewCount', 'host.tagStats.views', { align: 'end', sortable: true }),
];

function Exports() {
  const list = useListSearchOf<z.output<typeof tagStats.search>>();
  const exhibitionId = useScopeId('exhibition') ?? '';
  const body = { ...toPageRequest(list.search), exhibitionId };
  return (
    <HStack gap="2" wrap="wrap">
      <ExportButton label="host.tagStats.exportCounts" fileName={tagExports.counts.fileName} request={(o) => tagExports.counts.request(body, o)} />
      <ExportButton label="host.tagStats.exportWechat" fileName={tagExports.wechat.fileName} request={(o) => tagExports.wechat.request(body, o)} />
    </HStack>
  );
}

export function TagStatsPage() {
  const [viewing, setViewing] = useState<ProductTagCount>();
  return (
    <ResourceListPage
      resource={tagStats}
      columns={columns}
      searchPlaceholder="host.tagStats.search"
      description="host.tagStats.description"
      actions={<Exports />}
      onView={setViewing}
    >
      <BindsDrawer tag={viewing} onClose={() => setViewing(undefined)} />
    </ResourceListPage>
  );
}

/** The products bound to one tag, with their exhibitor. */
function BindsDrawer({ tag, onClose }: { tag: ProductTagCount | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useQuery({ ...bindsQuery(tag?.tagId ?? ''), enabled: Boolean(tag) });
  const title = t('host.tagStats.bindsTitle', { name: tag?.tagName ?? '' });
  return (
    <PanelDrawer open={Boolean(tag)} title={title} onClose={onClose}>
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.tagStats.noBinds')}>
        {(r) => (
          <Stack as="ul" gap="3" aria-label={title}>
            {r.data.map((b) => (
              <Box as="li" key={b.id ?? b.productId} borderBottomWidth="1px" pb="2">
                <TwoLines main={b.productName} sub={[b.compName, formatDate(b.createTime, 'YYYY-MM-DD')].filter(Boolean).join(' · ')} />
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </PanelDrawer>
  );
}
