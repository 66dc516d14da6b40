/**
 * /host/mobile-all (000 §2, open): every exhibition on a phone — searchable, with dates, city and
 * status; tapping a card opens its details inline (address and halls from exhall GetByExhibition).
 */
import { Box, Card, Collapsible, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuChevronDown } from 'react-icons/lu';
import { exhibitionGetAll, getExhibitionGetAllQueryKey, useExhallGetByExhibition } from '@gen/api/host-exhibition/host-exhibition';
import type { Exhibition } from '@gen/api/model';
import { ExhibitionSummary } from '@/features/mobile/ExhibitionSummary';
import { ListTotal, LoadMore, SearchBox, useLocalName } from '@/components/mobile/MobileParts';
import { PAGE_SIZE, pagedListQuery, usePagedList } from '@/features/mobile/usePagedList';
import { OPEN_REQUEST, OpenQueryState, OpenShell } from '@/components/open/OpenShell';

export function MobileAllPage({ keyword, onSearch }: { keyword?: string; onSearch: (keyword: string | undefined) => void }) {
  const { t } = useTranslation();
  const body = { keyword, pageSize: PAGE_SIZE };
  const list = usePagedList(pagedListQuery(getExhibitionGetAllQueryKey(body), (pageIndex, signal) => exhibitionGetAll({ ...body, pageIndex }, OPEN_REQUEST, signal)));
  const [open, setOpen] = useState<string>();
  const search = useCallback((value: string | undefined) => onSearch(value), [onSearch]);
  return (
    <OpenShell title={t('openPages.mobileAll.title')}>
      <SearchBox value={keyword} onChange={search} placeholder={t('mobile.searchExhibitions')} />
      <OpenQueryState query={list} isEmpty={(d) => d.items.length === 0} emptyTitle={t('mobile.noExhibitions')}>
        {(data) => (
          <Stack gap="3">
            <ListTotal count={data.totalCount} />
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('openPages.mobileAll.title')}>
              {data.items.map((exhibition) => (
                <li key={exhibition.id}>
                  <ExhibitionCard exhibition={exhibition} open={open === exhibition.id} onToggle={() => setOpen(open === exhibition.id ? undefined : exhibition.id)} />
                </li>
              ))}
            </Stack>
            <LoadMore query={list} />
          </Stack>
        )}
      </OpenQueryState>
    </OpenShell>
  );
}

function ExhibitionCard({ exhibition, open, onToggle }: { exhibition: Exhibition; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Card.Root size="sm" variant="outline" data-testid="exhibition-card">
      <Collapsible.Root open={open} onOpenChange={onToggle}>
        <Collapsible.Trigger asChild>
          <Box as="button" w="full" textAlign="start" cursor="pointer" _active={{ bg: 'bg.muted' }} aria-label={`${localName(exhibition.name, exhibition.nameEn)} · ${open ? t('openPages.mobileAll.hideDetails') : t('openPages.mobileAll.details')}`}>
            <Card.Body>
              <HStack gap="3" align="center">
                <ExhibitionSummary exhibition={exhibition} place={exhibition.city} />
                <Icon color="fg.subtle" flexShrink={0} transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s">
                  <LuChevronDown />
                </Icon>
              </HStack>
            </Card.Body>
          </Box>
        </Collapsible.Trigger>
        <Collapsible.Content>{open && <ExhibitionDetails exhibition={exhibition} />}</Collapsible.Content>
      </Collapsible.Root>
    </Card.Root>
  );
}

function ExhibitionDetails({ exhibition }: { exhibition: Exhibition }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const halls = useExhallGetByExhibition({ exhibitionId: exhibition.id }, { query: { staleTime: 60_000 }, request: OPEN_REQUEST });
  return (
    <Stack gap="3" px="4" pb="4" data-testid="exhibition-details">
      {exhibition.address && (
        <Text fontSize="sm" color="fg.muted">
          {t('openPages.mobileAll.address', { address: exhibition.address })}
        </Text>
      )}
      <OpenQueryState query={halls} isEmpty={(r) => r.data.length === 0} emptyTitle={t('mobile.halls.empty')} skeletonRows={2}>
        {({ data }) => (
          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              {t('openPages.mobileAll.halls', { count: data.length })}
            </Text>
            <Stack as="ul" gap="2" listStyleType="none">
              {[...data]
                .sort((a, b) => a.showIndex - b.showIndex)
                .map((hall) => (
                  <HStack as="li" key={hall.id} justify="space-between" gap="2" fontSize="sm" borderTopWidth="1px" pt="2" data-testid="hall-row">
                    <Text fontWeight="medium" truncate>
                      {localName(hall.name, hall.nameEn)}
                    </Text>
                    <Text color="fg.muted" flexShrink={0}>
                      {hall.area === undefined ? t('mobile.halls.areaUnknown') : t('mobile.halls.area', { area: hall.area })} · {t('mobile.halls.booths', { count: hall.boothCount ?? 0 })}
                    </Text>
                  </HStack>
                ))}
            </Stack>
          </Stack>
        )}
      </OpenQueryState>
    </Stack>
  );
}
