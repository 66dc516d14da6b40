import { Box, Card, DataList, EmptyState, Heading, Link as ExternalLink, Stack, Text } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Company } from '@gen/api/model';
import { QueryState } from '@/components/feedback/QueryState';
import { safeHref } from '@/lib/safeHref';
import { PageHeader, useLocalName } from '@/components/mobile/MobileParts';
import { usePlaceName } from '@/lib/i18n/placeNames';
import { useLocalHallName } from '@/lib/i18n/useLocalHallName';
import { companyQuery, joinQuery } from './queries';

const route = getRouteApi('/mobile-backend/_mobile-backend-layout/ex-company-details');

/** Mobile: one company (profile, contact, introduction) and its booth in the exhibition. */
export function ExCompanyDetailsPage() {
  const { t } = useTranslation();
  const { compId, joinId } = route.useSearch();
  return (
    <Stack gap="3">
      <PageHeader title={t('nav.mobile.ex-company-details')} back={{ to: '/mobile-backend/ex-list' }} />
      {compId ? (
        <CompanyProfile compId={compId} booth={joinId ? <Booth joinId={joinId} /> : null} />
      ) : (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>{t('mobile.details.notFound')}</EmptyState.Title>
          </EmptyState.Content>
        </EmptyState.Root>
      )}
    </Stack>
  );
}

function CompanyProfile({ compId, booth }: { compId: string; booth: ReactNode }) {
  const { t } = useTranslation();
  // The route's loader has read the company (ensureQueryData): it shows at once.
  const company = useQuery(companyQuery(compId));
  return (
    <QueryState query={company} isEmpty={(d) => !d.data} emptyTitle={t('mobile.details.notFound')} skeletonRows={6}>
      {({ data }) => (data ? <CompanyCard company={data} booth={booth} /> : null)}
    </QueryState>
  );
}

function CompanyCard({ company, booth }: { company: Company; booth: ReactNode }) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const placeName = usePlaceName();
  const english = i18n.language === 'en';
  // In English: the English name, address and introduction where the record has them.
  const name = localName(company);
  const otherName = english ? (name === company.name ? company.nameEn : company.name) : company.nameEn;
  const region = [company.province, company.city, company.county].filter((p): p is string => Boolean(p));
  const address =
    localName(company.address, company.addressEn) || (english ? region.map(placeName).join(', ') : region.join(''));
  const phones = [...new Set([company.contactPhone || company.phone, company.tel].filter((n): n is string => Boolean(n)))];
  const website = websiteHref(company.website);
  return (
    <Stack gap="3">
      <Card.Root size="sm" variant="outline">
        <Card.Body gap="1">
          <Heading as="h2" size="md" overflowWrap="anywhere" data-testid="company-name">
            {name}
          </Heading>
          {otherName && otherName !== name && (
            <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
              {otherName}
            </Text>
          )}
        </Card.Body>
      </Card.Root>

      {booth}

      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Heading as="h3" size="sm">
            {t('mobile.details.contact')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="vertical" gap="3">
            <Item label={t('mobile.details.address')}>{address}</Item>
            <Item label={t('mobile.details.contactName')}>{company.contactName}</Item>
            <Item label={t('mobile.details.phone')}>
              {phones.length > 0 && (
                <Stack gap="1" align="start">
                  {phones.map((n) => (
                    <ExternalLink key={n} href={`tel:${n.replace(/[^\d+]/g, '')}`}>
                      {n}
                    </ExternalLink>
                  ))}
                </Stack>
              )}
            </Item>
            <Item label={t('mobile.details.email')}>{company.email && <ExternalLink href={`mailto:${company.email}`}>{company.email}</ExternalLink>}</Item>
            <Item label={t('mobile.details.website')}>
              {website && (
                <ExternalLink href={website} target="_blank" rel="noopener noreferrer">
                  {company.website}
                </ExternalLink>
              )}
            </Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root size="sm" variant="outline">
        <Card.Header>
          <Heading as="h3" size="sm">
            {t('mobile.details.introduction')}
          </Heading>
        </Card.Header>
        <Card.Body>
          <Introduction html={localName(company.introduction, company.introductionEn)} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

/** One field; an empty value reads "not provided". */
function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const empty = children === undefined || children === null || children === '' || children === false;
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue overflowWrap="anywhere" color={empty ? 'fg.subtle' : undefined}>
        {empty ? t('mobile.details.notProvided') : children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** Only http(s) addresses become links (safeHref); a bare domain is opened over https. */
function websiteHref(website?: string): string | undefined {
  const value = website?.trim();
  if (!value) return undefined;
  return safeHref(value) ?? (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value) ? safeHref(`https://${value}`) : undefined);
}

/** The introduction may hold HTML (rich-text editor): it is sanitised, and images never overflow. */
function Introduction({ html }: { html?: string }) {
  const { t } = useTranslation();
  if (!html?.trim()) return <Text color="fg.subtle">{t('mobile.details.notProvided')}</Text>;
  if (!/<[a-z][\s\S]*>/i.test(html)) {
    return (
      <Text whiteSpace="pre-line" overflowWrap="anywhere" data-testid="company-introduction">
        {html}
      </Text>
    );
  }
  return (
    <Box
      data-testid="company-introduction"
      overflowWrap="anywhere"
      css={{ '& img, & video, & iframe, & table': { maxWidth: '100%', height: 'auto' }, '& p': { marginBottom: '2' } }}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input'] }) }}
    />
  );
}

function Booth({ joinId }: { joinId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const join = useQuery(joinQuery(joinId));
  const hallName = useLocalHallName(join.data?.data?.exhibitionId);
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading as="h3" size="sm">
          {t('mobile.details.booth')}
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryState query={join} isEmpty={(d) => !d.data} emptyTitle={t('mobile.details.noBooth')} skeletonRows={2}>
          {({ data }) =>
            data && (
              <DataList.Root orientation="horizontal" gap="3" data-testid="company-booth">
                <Item label={t('mobile.details.exhibition')}>{localName(data.exhibitionName, data.exhibitionNameEn)}</Item>
                <Item label={t('mobile.details.hall')}>{hallName(data)}</Item>
                <Item label={t('mobile.details.boothNo')}>{data.boothNo}</Item>
                <Item label={t('mobile.details.boothArea')}>{data.boothArea === undefined ? undefined : t('mobile.details.squareMetres', { area: data.boothArea })}</Item>
              </DataList.Root>
            )
          }
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
