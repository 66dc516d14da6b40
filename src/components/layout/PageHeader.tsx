import { Breadcrumb, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteLink, type RouteTarget } from '../navigation/RouteLink';
import type { I18nKey } from '../types';

export interface Crumb {
  label: I18nKey;
  /** Where the crumb leads; the last crumb (the current page) usually has none. */
  target?: RouteTarget;
}

export interface PageHeaderProps {
  /** i18n key of the page title. */
  title: I18nKey;
  /** Interpolation values of the title (e.g. `{ name }`). */
  titleValues?: Record<string, string | number>;
  description?: I18nKey;
  breadcrumbs?: Crumb[];
  /** Buttons on the right (they wrap under the title on phones). */
  actions?: ReactNode;
}

/**
 * The title row of a page: breadcrumbs, title, description and actions.
 * @example
 * <PageHeader title="nav.host.pro.list" breadcrumbs={[{ label: 'nav.host.pro.title' }]}
 *   actions={<Button onClick={create}>{t('kit.list.create')}</Button>} />
 */
export function PageHeader({ title, titleValues, description, breadcrumbs, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" mb="4">
      {breadcrumbs && breadcrumbs.length > 0 && (
        <Breadcrumb.Root size="sm" aria-label={t('kit.page.breadcrumb')}>
          <Breadcrumb.List flexWrap="wrap">
            {breadcrumbs.map((crumb, i) => (
              <Fragment key={`${crumb.label}-${i}`}>
                {i > 0 && <Breadcrumb.Separator />}
                <Breadcrumb.Item>
                  {crumb.target ? (
                    <Breadcrumb.Link asChild>
                      <RouteLink link={crumb.target}>{t(crumb.label)}</RouteLink>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{t(crumb.label)}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      )}
      <Flex gap="3" align={{ base: 'stretch', sm: 'center' }} justify="space-between" wrap="wrap">
        <Stack gap="1" minW="0">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            {titleValues ? t(title, titleValues) : t(title)}
          </Heading>
          {description && (
            <Text color="fg.muted" textStyle="sm">
              {t(description)}
            </Text>
          )}
        </Stack>
        {actions && (
          <HStack gap="2" wrap="wrap">
            {actions}
          </HStack>
        )}
      </Flex>
    </Stack>
  );
}
