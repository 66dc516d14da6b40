/**
 * /exhibition/export?joinId= (000 §2, open, Chinese only): the export centre of a join. One card
 * each for the catalogue entry, the fascia board and the badge list: whether it is filled in (and
 * its review), a print view (exportTable) and the download where the contract has an export
 * (the badge spreadsheet).
 */
import { Badge, Button, Card, Flex, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPrinter } from 'react-icons/lu';
import { auditStatus, StatusBadge } from '@/components/kit';
import { BadgeExport } from './BadgeExport';
import { useJoinBadges } from './BadgeTable';
import { useJoinCatalogue, useJoinLintel } from './JoinForms';
import type { TableType } from './search';
import { MissingParam, OpenQueryState, OpenShell } from '@/components/open/OpenShell';

export function ExportCenterPage({ joinId }: { joinId?: string }) {
  const { t } = useTranslation();
  return (
    <OpenShell width="sheet" title={t('openPages.exportCenter.title')}>
      {joinId ? (
        <Stack gap="3">
          <CatalogueCard joinId={joinId} />
          <LintelCard joinId={joinId} />
          <BadgesCard joinId={joinId} />
        </Stack>
      ) : (
        <MissingParam name="joinId" />
      )}
    </OpenShell>
  );
}

function ExportCard({ type, title, joinId, children, actions }: { type: TableType; title: string; joinId: string; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card.Root variant="outline" size="sm" data-testid={`export-${type}`}>
      <Card.Header>
        <Card.Title>{title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          {children}
          <Flex gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to="/exhibition{-$lang}/exportTable" params={{ lang: undefined }} search={{ joinId, type }} data-testid="print-view">
                <LuPrinter /> {t('openPages.exportCenter.printView')}
              </Link>
            </Button>
            {actions}
          </Flex>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

function Filled({ summary, audit }: { summary?: string; audit?: number }) {
  const { t } = useTranslation();
  if (audit === undefined) return <Badge colorPalette="gray">{t('openPages.exportCenter.notFilled')}</Badge>;
  return (
    <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
      <Badge colorPalette="blue">{t('openPages.exportCenter.filled')}</Badge>
      <Text color="fg.muted">{t('openPages.exportCenter.audit')}</Text>
      <StatusBadge value={audit} map={auditStatus} />
      {summary && <Text truncate>{summary}</Text>}
    </Flex>
  );
}

function CatalogueCard({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const query = useJoinCatalogue(joinId);
  return (
    <ExportCard type="catalogue" title={t('openPages.exportCenter.catalogue')} joinId={joinId}>
      <OpenQueryState query={query} skeletonRows={1}>
        {({ data }) => <Filled audit={data?.auditStatus} summary={data ? [data.compNameZh, data.boothNo].filter(Boolean).join(' · ') : undefined} />}
      </OpenQueryState>
    </ExportCard>
  );
}

function LintelCard({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const query = useJoinLintel(joinId);
  return (
    <ExportCard type="lintel" title={t('openPages.exportCenter.lintel')} joinId={joinId}>
      <OpenQueryState query={query} skeletonRows={1}>
        {({ data }) => <Filled audit={data?.auditStatus} summary={data ? [data.nameZh, data.nameEn].filter(Boolean).join(' / ') : undefined} />}
      </OpenQueryState>
    </ExportCard>
  );
}

function BadgesCard({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const query = useJoinBadges(joinId);
  return (
    <ExportCard type="badges" title={t('openPages.exportCenter.badges')} joinId={joinId} actions={<BadgeExport joinId={joinId} />}>
      <OpenQueryState query={query} skeletonRows={1}>
        {({ data }) => (
          <Text fontSize="sm" data-testid="badge-count">
            {t('openPages.exportCenter.badgeCount', { count: data.length })}
          </Text>
        )}
      </OpenQueryState>
    </ExportCard>
  );
}
