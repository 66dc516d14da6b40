/** 统计管理: links the organiser sends out (SMS, posters, ads) with how often and by how many they were opened. */
import { Button, Link, Stack, Stat, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { z } from 'zod';
import type { LinkClickTotal } from '@gen/api/model';
import { LinkClickTotalCreateBody } from '@gen/zod/common-settings/common-settings';
import { blank, columnsOf, DataTable, formatNumber, FormDrawer, PageHeader, QueryState, TextField, useConfirm, type ListContext } from '@/components/kit';
import { safeHref } from '@/lib/safeHref';
import { linkCalls, linksQuery } from './links';

const body = LinkClickTotalCreateBody.shape;
const linkSchema = z.object({ name: body.name, link: blank(body.link), remark: blank(body.remark) });


export function LinksPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery(linksQuery());
  const [drawer, setDrawer] = useState<{ key: number; link?: LinkClickTotal } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const open = useCallback((link?: LinkClickTotal) => setDrawer((prev) => ({ key: (prev?.key ?? 0) + 1, link })), []);
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: linksQuery().queryKey }), [queryClient]);
  const context: ListContext = { refresh, confirm, navigate: () => undefined };

  const columns = useMemo(() => {
    const c = columnsOf<LinkClickTotal>();
    return [
      c.text('name', 'settings.links.name', { minWidth: '12rem' }),
      c.custom('link', 'settings.links.link', (row) => {
        const href = safeHref(row.link);
        return href ? (
          <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.fg" textStyle="xs" maxW="18rem" truncate display="inline-block">
            {row.link}
          </Link>
        ) : (
          row.link
        );
      }),
      c.number('clickCount', 'settings.links.clicks', { missing: 'zero' }),
      c.number('userCount', 'settings.links.visitors', { missing: 'zero' }),
      c.date('lastClickTime', 'settings.links.lastClick', { pattern: 'datetime' }),
      c.text('remark', 'settings.links.remark'),
      c.actions({ items: [{ label: 'settings.geo.edit', onSelect: (row) => open(row) }], onDelete: (row) => linkCalls.remove(row.id), nameOf: (row) => row.name }),
    ];
  }, [open]);

  const link = drawer?.link;
  return (
    <Stack gap="4" minW="0">
      <PageHeader
        title="nav.host.set.statisticalManage"
        description="settings.links.description"
        actions={
          <Button colorPalette="blue" onClick={() => open()}>
            <LuPlus /> {t('settings.links.add')}
          </Button>
        }
      />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('settings.links.empty')}>
        {(r) => (
          <Stack gap="4">
            <Stat.Root borderWidth="1px" rounded="md" p="4" maxW="sm">
              <Stat.Label>{t('settings.links.total')}</Stat.Label>
              <Stat.ValueText data-testid="links-total">{formatNumber(r.data.reduce((sum, l) => sum + (l.clickCount ?? 0), 0))}</Stat.ValueText>
              <Text textStyle="xs" color="fg.muted">{t('settings.links.count', { count: r.data.length })}</Text>
            </Stat.Root>
            <DataTable rows={[...r.data].sort((a, b) => (b.clickCount ?? 0) - (a.clickCount ?? 0))} columns={columns} context={context} label={t('nav.host.set.statisticalManage')} busy={query.isFetching} />
          </Stack>
        )}
      </QueryState>
      {drawer && (
        <FormDrawer
          key={drawer.key}
          open
          title={link ? t('settings.geo.editTitle', { name: link.name }) : t('settings.links.add')}
          schema={linkSchema}
          defaultValues={{ name: link?.name ?? '', link: link?.link ?? '', remark: link?.remark ?? '' }}
          save={(values) => {
            const input = { ...values, link: values.link ?? '' };
            return link ? linkCalls.update({ ...input, id: link.id }) : linkCalls.create(input);
          }}
          onClose={() => setDrawer(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('settings.links.name')} required />
              <TextField control={control} name="link" type="url" label={t('settings.links.link')} placeholder="https://" helper={t('settings.links.linkHelper')} required />
              <TextField control={control} name="remark" label={t('settings.links.remark')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </Stack>
  );
}
