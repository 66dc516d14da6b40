import { Card, Heading, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useCompanyGetCompanyCount } from '@gen/api/company/company';
import { QueryState } from '@/components/feedback/QueryState';
import { useSession } from '@/lib/session/store';

const figures = ['productCount', 'newsCount', 'activityCount', 'releaseCount', 'callingCardCount', 'viewCount'] as const;

/** Exhibitor landing page after sign-in: the current join's figures. */
export function ExhibitorHomePage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  const company = useSession((s) => s.company);
  const join = useSession((s) => s.join);
  const counts = useCompanyGetCompanyCount({ joinid: join?.id ?? '' }, { query: { enabled: Boolean(join?.id) } });
  return (
    <Stack gap="4">
      <Heading size="lg">{t('home.exhibitorWelcome', { name: company?.name || user?.realName || user?.userName || '' })}</Heading>
      {join ? (
        <QueryState query={counts}>
          {({ data }) => (
            <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="4" data-testid="home-figures">
              {figures.map((key) => (
                <Card.Root key={key}>
                  <Card.Body>
                    <Stat.Root>
                      <Stat.Label>{t(`home.figures.${key}`)}</Stat.Label>
                      <Stat.ValueText>{data[key] ?? 0}</Stat.ValueText>
                    </Stat.Root>
                  </Card.Body>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      ) : (
        <Text color="fg.muted">{t('home.noJoin')}</Text>
      )}
      <Card.Root>
        <Card.Body>
          <Text color="fg.muted">{t('home.intro')}</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
