/**
 * 渠道管理 / The audience registration channels of the current exhibition: the totals, a chart of
 * registrations and visits by channel with its table, and each channel's mini-programme code to
 * show and download (placed on posters, articles and partners' pages to tell the sign-ups apart).
 */
import { Grid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpectatorChannel } from '@gen/api/model';
import { BreakdownChart } from '@/components/chart';
import { columnsOf, DataTable, Fact, formatNumber, MeterBar, PageHeader, QrDownload, QueryState, ScopeNotice, useScopeId } from '@/components/kit';
import { channelCodeQuery, channelsQuery, conversionOf } from './channels';

export function ChannelPage() {
  const exhibitionId = useScopeId('exhibition');
  if (!exhibitionId) return <ScopeNotice title="nav.host.set.Channel" scope="exhibition" />;
  return <Channels exhibitionId={exhibitionId} />;
}

const percent = (value: number | undefined) => (value === undefined ? '' : `${value.toFixed(1)}%`);

/** The channel's stored code, or the exhibition's code with the channel's scene. */
function ChannelCode({ exhibitionId, channel }: { exhibitionId: string; channel: SpectatorChannel }) {
  const { t } = useTranslation();
  const code = useQuery({ ...channelCodeQuery(exhibitionId, channel), enabled: !channel.codeUrl });
  const src = channel.codeUrl ?? code.data?.data;
  if (!src) return <Text textStyle="sm" color="fg.muted">{code.isError ? t('host.channel.noCode') : t('common.loading')}</Text>;
  return <QrDownload src={src} size="16" fileName={t('host.channel.codeFile', { name: channel.name })} alt={t('host.channel.codeAlt', { name: channel.name })} label="host.channel.download" />;
}

function Channels({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const query = useQuery(channelsQuery(exhibitionId));
  const channels = useMemo(() => [...(query.data?.data ?? [])].sort((a, b) => (b.registerCount ?? 0) - (a.registerCount ?? 0)), [query.data]);
  const maxRegistrations = Math.max(0, ...channels.map((c) => c.registerCount ?? 0));
  const columns = useMemo(() => {
    const c = columnsOf<SpectatorChannel>();
    return [
      c.twoLines('name', 'host.channel.name', (r) => r.name, (r) => r.scene, { minWidth: '12rem' }),
      c.number('visitCount', 'host.channel.visits', { missing: 'zero' }),
      c.custom('registerCount', 'host.channel.registrations', (r) => <MeterBar value={r.registerCount ?? 0} max={maxRegistrations} />, { minWidth: '12rem' }),
      c.custom('conversion', 'host.channel.conversion', (r) => percent(conversionOf(r)), { align: 'end' }),
      c.custom('code', 'host.channel.code', (r) => <ChannelCode exhibitionId={exhibitionId} channel={r} />),
    ];
  }, [exhibitionId, maxRegistrations]);
  const visits = channels.reduce((sum, c) => sum + (c.visitCount ?? 0), 0);
  const registrations = channels.reduce((sum, c) => sum + (c.registerCount ?? 0), 0);
  const bars = channels.map((c) => ({ channel: c.name, registrations: c.registerCount ?? 0, visits: c.visitCount ?? 0 }));
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.set.Channel" description="host.channel.description" />
      <QueryState query={query} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.channel.empty')}>
        {() => (
          <Stack gap="6">
            <Grid templateColumns="repeat(auto-fill, minmax(12rem, 1fr))" gap="4">
              <Fact label="host.channel.channels">{formatNumber(channels.length)}</Fact>
              <Fact label="host.channel.totalVisits">{formatNumber(visits)}</Fact>
              <Fact label="host.channel.totalRegistrations">{formatNumber(registrations)}</Fact>
              <Fact label="host.channel.conversion">{percent(conversionOf({ visitCount: visits, registerCount: registrations }))}</Fact>
            </Grid>
            <BreakdownChart
              title={t('host.channel.chartTitle')}
              rows={bars}
              category="channel"
              categoryLabel={t('host.channel.name')}
              series={[
                { key: 'registrations', label: t('host.channel.registrations') },
                { key: 'visits', label: t('host.channel.visits') },
              ]}
              shareLabel={t('host.channel.share')}
              emptyText={t('host.channel.empty')}
            />
            <DataTable rows={channels} columns={columns} label={t('host.channel.listTitle')} busy={query.isFetching} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
