/**
 * /exhibition/mobile?compId= (000 §2, open, Chinese only): a company's mini-site on a phone. The
 * company header (companyGet: logo, name, introduction) above its saved page — the Company's
 * `templateConfig` read with blocks.ts and shown with the template builder's block views.
 */
import { Box, Center, EmptyState, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBuilding2, LuGlobe, LuLayoutTemplate, LuPhone } from 'react-icons/lu';
import { useCompanyGet } from '@gen/api/company/company';
import type { Company } from '@gen/api/model';
import { SafeHtml, Thumbnail } from '@/components/kit';
import { useLocalName } from '@/components/mobile/MobileParts';
import { parseTemplateConfig } from '@/features/template/blocks';
import { BlockView } from '@/features/template/BlockPreview';
import { safeHref } from '@/lib/safeHref';
import { MissingParam, OPEN_REQUEST, OpenQueryState, OpenShell } from '@/components/open/OpenShell';

export function MobileSitePage({ compId }: { compId?: string }) {
  const { t } = useTranslation();
  if (!compId) {
    return (
      <OpenShell title={t('openPages.site.title')}>
        <MissingParam name="compId" />
      </OpenShell>
    );
  }
  return <CompanySite compId={compId} />;
}

function CompanySite({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const company = useCompanyGet({ id: compId }, { query: { staleTime: 60_000 }, request: OPEN_REQUEST });
  const name = company.data?.data ? localName(company.data.data.name, company.data.data.nameEn) : t('openPages.site.title');
  return (
    <OpenShell title={name}>
      <OpenQueryState query={company} skeletonRows={6}>
        {({ data }) =>
          data ? (
            <Stack gap="4">
              <CompanyHeader company={data} />
              <SitePage templateConfig={data.templateConfig} />
            </Stack>
          ) : (
            <EmptyState.Root data-testid="company-not-found">
              <EmptyState.Content>
                <EmptyState.Title>{t('openPages.site.notFound')}</EmptyState.Title>
              </EmptyState.Content>
            </EmptyState.Root>
          )
        }
      </OpenQueryState>
    </OpenShell>
  );
}

function CompanyHeader({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const intro = (i18n.language === 'en' && company.introductionEn) || company.introduction;
  return (
    <Stack gap="3" data-testid="company-header">
      <HStack gap="3">
        {company.logo ? (
          <Thumbnail src={company.logo} alt="" boxSize="14" objectFit="contain" rounded="md" borderWidth="1px" bg="white" flexShrink={0} />
        ) : (
          <Center boxSize="14" rounded="md" bg="bg.muted" color="fg.subtle" flexShrink={0}>
            <LuBuilding2 size="24" />
          </Center>
        )}
        <Stack gap="1" minW="0" fontSize="sm" color="fg.muted">
          {company.website && (
            <HStack gap="1" minW="0">
              <LuGlobe aria-hidden />
              {safeHref(company.website) ? (
                <Link href={safeHref(company.website)} target="_blank" rel="noopener noreferrer" truncate aria-label={t('openPages.site.website')}>
                  {company.website}
                </Link>
              ) : (
                <Text truncate>{company.website}</Text>
              )}
            </HStack>
          )}
          {(company.tel || company.phone) && (
            <HStack gap="1">
              <LuPhone aria-hidden />
              <Link href={`tel:${company.tel || company.phone}`} aria-label={t('openPages.site.phone')}>
                {company.tel || company.phone}
              </Link>
            </HStack>
          )}
        </Stack>
      </HStack>
      {intro && (
        <Box>
          <Text fontWeight="semibold" mb="1">
            {t('openPages.site.intro')}
          </Text>
          {/<[a-z][\s\S]*>/i.test(intro) ? <SafeHtml html={intro} fontSize="sm" /> : <Text fontSize="sm" whiteSpace="pre-wrap" lineClamp={6}>{intro}</Text>}
        </Box>
      )}
    </Stack>
  );
}

/** The saved page: its blocks one under the other, or a friendly note when there is none. */
function SitePage({ templateConfig }: { templateConfig?: string }) {
  const { t } = useTranslation();
  const { status, blocks } = parseTemplateConfig(templateConfig);
  if (status !== 'ok' || blocks.length === 0) {
    return (
      <EmptyState.Root data-testid="site-empty">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuLayoutTemplate />
          </EmptyState.Indicator>
          <EmptyState.Title>{status === 'malformed' ? t('openPages.site.malformed') : t('openPages.site.noPage')}</EmptyState.Title>
          {status !== 'malformed' && <EmptyState.Description>{t('openPages.site.noPageHint')}</EmptyState.Description>}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack as="section" gap="2" mx="-4" aria-label={t('openPages.site.title')} data-testid="site-page" color="black" bg="white">
      {blocks.map((block) => (
        <Box key={block.id} data-testid="site-block" data-type={block.type}>
          <BlockView block={block} />
        </Box>
      ))}
    </Stack>
  );
}
