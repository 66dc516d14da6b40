/**
 * 参展信息 / Exhibition participation: the current join (exhibition, dates, hall, booth), the
 * join's industry and the categories it exhibits (names in the area's language from
 * category/GetByExhibition), the exhibition's halls and product categories, the deadlines of the join's forms, and all the
 * company's joins with the default one settable (PUT /api/join/SetDefault, the company side's call of 001 §7). The
 * current join is read with join/GetJoin (the company's join of the session's exhibition); the exhibitions the
 * signed-in user is linked to (Join/GetJoinRelevant) make the exhibition switcher beside it (POST
 * /api/join/SwitchDefaultJoin, the switcher's call of 000 §7, as on the dashboard).
 */
import { Badge, Box, Button, Card, Field, Grid, HStack, NativeSelect, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import {
  getCategoryGetAndListByExhibitionQueryOptions, getCategoryGetByExhibitionQueryOptions, getExhallGetByExhibitionQueryOptions, getExhibitionGetQueryOptions,
} from '@gen/api/host-exhibition/host-exhibition';
import {
  getJoinGetByCompanyQueryOptions, getJoinGetJoinQueryOptions, getJoinGetJoinRelevantQueryOptions, joinSetDefault, joinSwitchDefaultJoin,
} from '@gen/api/join/join';
import type { Exhibition, Join } from '@gen/api/model';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ensureAccepted, Fact, formatDate, PageHeader, QueryState, reportError, RouteLink, ScopeNotice, useExhibitorLang, useScopeId, type I18nKey } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { catalogueForm, fasciaForm, invoiceForm } from './forms';

function Section({ title, children, testId }: { title: I18nKey; children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Card.Root data-testid={testId}>
      <Card.Header>
        <Card.Title as="h2" fontSize="md">
          {t(title)}
        </Card.Title>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}


export interface ExhibitionInfoPageProps {
  /** After the default join changed: reload the session so the whole back office follows. */
  onDefaultChanged: () => Promise<void>;
}

export function ExhibitionInfoPage({ onDefaultChanged }: ExhibitionInfoPageProps) {
  const joinId = useScopeId('join');
  const compId = useScopeId('company');
  if (!joinId || !compId) return <ScopeNotice title="nav.exhibitor.exinfo.exhibition-info" scope="join" />;
  return (
    <Stack gap="4">
      <PageHeader title="nav.exhibitor.exinfo.exhibition-info" actions={<EditJoinLink />} />
      <CurrentJoin compId={compId} onDefaultChanged={onDefaultChanged} />
      <CompanyJoins compId={compId} currentJoinId={joinId} onDefaultChanged={onDefaultChanged} />
    </Stack>
  );
}

/** To 编辑参展信息 (exinfo/edit): the join's names, hall and booth. */
function EditJoinLink() {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  return (
    <Button asChild size="sm">
      <Link to="/exhibition{-$lang}/index/exinfo/edit" params={{ lang }}>
        {t('exhibit.joinEdit.edit')}
      </Link>
    </Button>
  );
}

type JoinRef = Pick<Join, 'id' | 'exhibitionId' | 'exhibitionName' | 'exhibitionNameEn'>;

/**
 * Makes another join of the company the default, then reloads the session and every query: by
 * exhibition from the switcher (SwitchDefaultJoin), by join id from the table (SetDefault).
 */
function useSwitchDefault(compId: string, onDefaultChanged: () => Promise<void>, by: 'exhibition' | 'join') {
  const { t } = useTranslation();
  const localName = useLocalName();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (join: JoinRef) => {
      ensureAccepted(await (by === 'exhibition' ? joinSwitchDefaultJoin({ compId, exhibitionId: join.exhibitionId }) : joinSetDefault({ id: join.id })));
      await onDefaultChanged();
      return join;
    },
    onSuccess: (join) => {
      void queryClient.invalidateQueries();
      notify.success(t('exhibit.info.defaultSet', { name: localName(join.exhibitionName, join.exhibitionNameEn) }));
    },
    onError: (error) => reportError(error, t('exhibit.info.setDefaultFailed')),
  });
}

/** The current join (the company's join of the session's exhibition, join/GetJoin) with the quick switch. */
function CurrentJoin({ compId, onDefaultChanged }: { compId: string } & ExhibitionInfoPageProps) {
  const exhibitionId = useSession((s) => s.join?.exhibitionId);
  const join = useQuery(getJoinGetJoinQueryOptions({ compId, ...(exhibitionId ? { exhibitionId } : {}) }));
  return (
    <Stack gap="4">
      <RelevantJoins compId={compId} onDefaultChanged={onDefaultChanged} />
      <QueryState query={join} isEmpty={(r) => !r.data}>
        {(r) => <JoinDetails join={r.data!} />}
      </QueryState>
    </Stack>
  );
}

/** The exhibitions the signed-in user's company has joined (Join/GetJoinRelevant), as a select that switches the current one. */
function RelevantJoins({ compId, onDefaultChanged }: { compId: string } & ExhibitionInfoPageProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const userId = useSession((s) => s.user?.id ?? '');
  const relevant = useQuery({ ...getJoinGetJoinRelevantQueryOptions({ userid: userId }), enabled: Boolean(userId) });
  const switching = useSwitchDefault(compId, onDefaultChanged, 'exhibition');
  const joins = relevant.data?.data.joins ?? [];
  const current = relevant.data?.data.join?.id ?? joins.find((j) => j.isDefault)?.id ?? '';
  if (relevant.isError) {
    return (
      <HStack gap="2" fontSize="sm">
        <Text color="fg.error">{t('exhibit.info.relevantFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void relevant.refetch()}>
          {t('common.retry')}
        </Button>
      </HStack>
    );
  }
  if (joins.length < 2) return null;
  return (
    <Field.Root maxW="md" disabled={switching.isPending}>
      <Field.Label>{t('exhibit.info.switchTo')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={current}
          onChange={(e) => {
            const target = joins.find((j) => j.id === e.target.value);
            if (target && target.id !== current) switching.mutate(target);
          }}
        >
          {joins.map((j) => (
            <option key={j.id} value={j.id}>
              {localName(j.exhibitionName, j.exhibitionNameEn)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('exhibit.info.switchHelper', { count: joins.length })}</Field.HelperText>
    </Field.Root>
  );
}

function JoinDetails({ join }: { join: Join }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const exhibition = useQuery(getExhibitionGetQueryOptions({ id: join.exhibitionId }));
  return (
    <Stack gap="4">
      <Section title="exhibit.info.exhibition" testId="current-join">
        <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
          <Fact label="exhibit.info.exhibition">
            {localName(join.exhibitionName, join.exhibitionNameEn)} {join.isDefault && <Badge colorPalette="blue">{t('exhibit.info.isDefault')}</Badge>}
          </Fact>
          <Fact label="exhibit.info.dates">
            {exhibition.data?.data ? `${formatDate(exhibition.data.data.startTime, 'YYYY-MM-DD')} ~ ${formatDate(exhibition.data.data.endTime, 'YYYY-MM-DD')}` : ''}
          </Fact>
          <Fact label="exhibit.info.venue">{[exhibition.data?.data?.city, exhibition.data?.data?.address].filter(Boolean).join(' ')}</Fact>
          <Fact label="exhibit.info.hall">{join.hallName}</Fact>
          <Fact label="exhibit.info.booth">{join.boothNo}</Fact>
          <Fact label="exhibit.info.boothArea">{join.boothArea ? t('exhibit.info.area', { area: join.boothArea }) : ''}</Fact>
          <Fact label="exhibit.info.industry">{join.industryId ? localName(join.industryName, join.industryNameEn) : ''}</Fact>
          <Box gridColumn={{ md: 'span 2' }}>
            <Fact label="exhibit.info.myCategories">
              {join.categoryIds?.length ? <JoinCategories join={join} /> : ''}
            </Fact>
          </Box>
        </Grid>
      </Section>
      {exhibition.data?.data && <Deadlines exhibition={exhibition.data.data} />}
      <Halls exhibitionId={join.exhibitionId} currentHallId={join.hallId} />
      <Categories exhibitionId={join.exhibitionId} />
    </Stack>
  );
}

/** The categories the join exhibits, named in the area's language (the join's Chinese names until the list is there). */
function JoinCategories({ join }: { join: Join }) {
  const localName = useLocalName();
  const all = useQuery(getCategoryGetByExhibitionQueryOptions({ exhibitionId: join.exhibitionId }));
  const ids = join.categoryIds ?? [];
  return (
    <Wrap gap="1" data-testid="join-categories">
      {ids.map((id, i) => {
        const category = all.data?.data.find((c) => c.id === id);
        return (
          <Badge key={id} variant="subtle" colorPalette="teal">
            {category ? localName(category.name, category.nameEn) : (join.categoryNames?.[i] ?? '')}
          </Badge>
        );
      })}
    </Wrap>
  );
}

/** When each form of the join closes (the same rule the forms apply). */
function Deadlines({ exhibition }: { exhibition: Exhibition }) {
  const { t } = useTranslation();
  return (
    <Section title="exhibit.info.deadlines" testId="deadlines">
      <Stack gap="2">
        {[catalogueForm, fasciaForm, invoiceForm].map((form) => {
          const deadline = form.deadline(exhibition);
          const closed = Boolean(deadline && dayjs().isAfter(deadline));
          return (
            <HStack key={form.paths.form} justify="space-between" wrap="wrap">
              <RouteLink link={{ to: form.paths.form }}>{t(form.titles.form)}</RouteLink>
              <Badge colorPalette={closed ? 'gray' : 'green'}>
                {t(closed ? 'exhibit.info.deadlineClosed' : 'exhibit.info.deadlineOpen', { date: formatDate(deadline) })}
              </Badge>
            </HStack>
          );
        })}
      </Stack>
    </Section>
  );
}

function Halls({ exhibitionId, currentHallId }: { exhibitionId: string; currentHallId?: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const halls = useQuery(getExhallGetByExhibitionQueryOptions({ exhibitionId }));
  return (
    <Section title="exhibit.info.halls">
      <QueryState query={halls} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.info.noHalls')}>
        {(r) => (
          <Wrap gap="2">
            {[...r.data]
              .sort((a, b) => a.showIndex - b.showIndex)
              .map((hall) => (
                <Badge key={hall.id} size="lg" variant={hall.id === currentHallId ? 'solid' : 'subtle'} colorPalette="blue">
                  {localName(hall.name, hall.nameEn)}
                  {hall.boothCount ? ` · ${t('exhibit.info.hallBooths', { count: hall.boothCount })}` : ''}
                </Badge>
              ))}
          </Wrap>
        )}
      </QueryState>
    </Section>
  );
}

function Categories({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const categories = useQuery(getCategoryGetAndListByExhibitionQueryOptions({ exhibitionId }));
  return (
    <Section title="exhibit.info.categories">
      <QueryState query={categories} isEmpty={(r) => r.data.length === 0} emptyTitle={t('exhibit.info.noCategories')}>
        {(r) => (
          <Stack gap="3">
            {r.data.map((top) => (
              <Box key={top.id}>
                <Text fontWeight="medium">{localName(top.name, top.nameEn)}</Text>
                <Wrap gap="1" mt="1">
                  {(top.children ?? []).map((child) => (
                    <Badge key={child.id} variant="outline">
                      {localName(child.name, child.nameEn)}
                    </Badge>
                  ))}
                </Wrap>
              </Box>
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function CompanyJoins({ compId, currentJoinId, onDefaultChanged }: { compId: string; currentJoinId: string } & ExhibitionInfoPageProps) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const joins = useQuery(getJoinGetByCompanyQueryOptions({ compId, pageIndex: 1, pageSize: 50 }));
  const setDefault = useSwitchDefault(compId, onDefaultChanged, 'join');
  return (
    <Section title="exhibit.info.otherJoins" testId="company-joins">
      <QueryState query={joins} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('exhibit.info.noJoins')}>
        {(r) => (
          <Box overflowX="auto">
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('exhibit.info.exhibition')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('exhibit.info.hall')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('exhibit.info.booth')}</Table.ColumnHeader>
                  <Table.ColumnHeader />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {r.data.items.map((join) => (
                  <Table.Row key={join.id} data-current={join.id === currentJoinId || undefined}>
                    <Table.Cell>{localName(join.exhibitionName, join.exhibitionNameEn)}</Table.Cell>
                    <Table.Cell>{join.hallName}</Table.Cell>
                    <Table.Cell>{join.boothNo}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {join.isDefault ? (
                        <Badge colorPalette="blue">{t('exhibit.info.isDefault')}</Badge>
                      ) : (
                        <Button size="xs" variant="outline" loading={setDefault.isPending && setDefault.variables?.id === join.id} onClick={() => setDefault.mutate(join)}>
                          {t('exhibit.info.setDefault')}
                        </Button>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </QueryState>
    </Section>
  );
}
