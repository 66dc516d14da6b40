/**
 * 通用设置 (/host/index/common): the organiser's common settings at a glance — each page with what
 * it is for; pages not built yet are left out.
 */
import { Card, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageHeader, RouteLink, useRouteExists, type I18nKey } from '@/components/kit';

const PAGES: { page: string; description: I18nKey }[] = [
  { page: 'common-region', description: 'settings.geo.regionDescription' },
  { page: 'common-city', description: 'settings.geo.cityDescription' },
  { page: 'common-country', description: 'settings.geo.country.description' },
  { page: 'common-department', description: 'settings.departments.description' },
  { page: 'common-message', description: 'settings.messages.description' },
  { page: 'common-down', description: 'settings.downloads.description' },
  { page: 'common-banner', description: 'settings.banners.description' },
  { page: 'common-poster', description: 'settings.posters.description' },
];

export function CommonHubPage() {
  const { t } = useTranslation();
  const exists = useRouteExists();
  const pages = PAGES.map((p) => ({ ...p, to: `/host/index/common/${p.page}` })).filter((p) => exists(p.to));
  return (
    <Stack gap="4" minW="0">
      <PageHeader title="nav.host.sections.common" description="settings.hub.description" />
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="3" listStyleType="none" data-testid="common-pages">
        {pages.map((p) => (
          <li key={p.page}>
            <LinkBox as={Card.Root} h="full" _hover={{ borderColor: 'blue.muted' }}>
              <Card.Body gap="1">
                <LinkOverlay asChild>
                  <RouteLink link={{ to: p.to }}>
                    <Text fontWeight="semibold">{t(`nav.host.common.${p.page}` as I18nKey)}</Text>
                  </RouteLink>
                </LinkOverlay>
                <Text textStyle="sm" color="fg.muted">{t(p.description)}</Text>
              </Card.Body>
            </LinkBox>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
