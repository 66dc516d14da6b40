/**
 * /host/project / The organiser's exhibitions (projects) to work on, outside the back office's
 * layout: each with its dates, place and state; entering one makes it the current exhibition and
 * opens the back office on it. An organiser with none is led to create the first.
 */
import { Badge, Button, Card, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { getExhibitionGetByAgentQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import { ExhibitionStatus, type Exhibition } from '@gen/api/model';
import { formatDate, QueryState } from '@/components/kit';
import { session, useSession } from '@/lib/session/store';

/** The organiser's exhibitions, the latest first (an organiser runs a handful, not hundreds). */
export const projectsQuery = getExhibitionGetByAgentQueryOptions({ pageIndex: 1, pageSize: 100, sorts: [{ propertyName: 'startTime', ascending: false }] });

const STATUS_COLOR = { [ExhibitionStatus.Preparing]: 'blue', [ExhibitionStatus.Open]: 'green', [ExhibitionStatus.Finished]: 'gray' } as const;

export function ProjectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useSession((s) => s.exhibition?.id);
  const query = useQuery(projectsQuery);
  const enter = (e: Exhibition) => {
    session.set({ exhibition: e });
    void navigate({ to: '/host/index/home' });
  };
  return (
    <Container maxW="6xl" py="8">
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="xl">
              {t('host.project.title')}
            </Heading>
            <Text color="fg.muted">{t('host.project.description')}</Text>
          </Stack>
          <Button asChild variant="outline">
            <Link to="/host/index/ex/addEx">{t('host.project.create')}</Link>
          </Button>
        </HStack>
        <QueryState query={query} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('host.home.noExhibition')}>
          {(r) => (
            <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" as="ul" aria-label={t('host.project.title')}>
              {r.data.items.map((e) => (
                <Card.Root as="li" key={e.id} size="sm" borderColor={e.id === current ? 'blue.solid' : undefined}>
                  <Card.Body gap="2">
                    <HStack justify="space-between" align="start" gap="2">
                      <Heading size="md">{e.name}</Heading>
                      <Badge colorPalette={STATUS_COLOR[e.status]}>{t(`host.ex.statusValues.${e.status}`)}</Badge>
                    </HStack>
                    <Text textStyle="sm" color="fg.muted">
                      {t('host.home.period', { start: formatDate(e.startTime, 'YYYY-MM-DD'), end: formatDate(e.endTime, 'YYYY-MM-DD') })}
                    </Text>
                    <Text textStyle="sm">{[e.city, e.address].filter(Boolean).join(' · ')}</Text>
                  </Card.Body>
                  <Card.Footer>
                    <Button size="sm" colorPalette="blue" onClick={() => enter(e)} aria-label={t('host.project.enterNamed', { name: e.name })}>
                      {t(e.id === current ? 'host.project.continue' : 'host.project.enter')}
                    </Button>
                  </Card.Footer>
                </Card.Root>
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
