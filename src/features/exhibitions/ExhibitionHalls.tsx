import { Badge, Button, Card, Field, HStack, IconButton, Input, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { exhallCreate, exhallDelete, getDeTermGetListQueryOptions, getExhallGetByExhibitionQueryOptions } from '@gen/api/host-exhibition/host-exhibition';
import { ExhallCreateBody } from '@gen/zod/host-exhibition/host-exhibition';
import { ensureAccepted, formatDate, QueryState, reportError, useConfirm } from '@/components/kit';
import { notify } from '@/lib/notify';

const empty = { name: '', nameEn: '', area: '', boothCount: '' };
const num = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** The halls of an exhibition (add, delete) and its phases (DeTerm), under the edit form. */
export function ExhibitionHalls({ exhibitionId }: { exhibitionId: string }) {
  const { t } = useTranslation();
  const halls = useQuery(getExhallGetByExhibitionQueryOptions({ exhibitionId }));
  const terms = useQuery(getDeTermGetListQueryOptions({ exhibitionId }));
  const [draft, setDraft] = useState(empty);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirm, dialog] = useConfirm();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ExhallCreateBody.safeParse({ exhibitionId, name: draft.name.trim(), nameEn: draft.nameEn.trim() || undefined, area: num(draft.area), boothCount: num(draft.boothCount) });
    if (!parsed.success) return setError(t('validation.required'));
    setBusy(true);
    try {
      ensureAccepted(await exhallCreate(parsed.data));
      setDraft(empty);
      setError(undefined);
      notify.success(t('host.ex.halls.saved'));
      await halls.refetch();
    } catch (e) {
      reportError(e, t('kit.list.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: string, name: string) => {
    if (!(await confirm({ message: t('host.ex.halls.removeConfirm', { name }), danger: true, confirmLabel: t('kit.list.delete') }))) return;
    try {
      ensureAccepted(await exhallDelete({ id }));
      notify.success(t('host.ex.halls.removed'));
      await halls.refetch();
    } catch (e) {
      reportError(e, t('kit.list.actionFailed'));
    }
  };

  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  return (
    <Stack gap="4">
      <Card.Root>
        <Card.Header>
          <Card.Title>{t('host.ex.halls.title')}</Card.Title>
        </Card.Header>
        <Card.Body gap="4">
          <QueryState query={halls} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.ex.halls.empty')}>
            {(r) => (
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t('host.ex.halls.name')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('host.ex.halls.nameEn')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('host.ex.halls.area')}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t('host.ex.halls.boothCount')}</Table.ColumnHeader>
                    <Table.ColumnHeader />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {r.data.map((hall) => (
                    <Table.Row key={hall.id}>
                      <Table.Cell>{hall.name}</Table.Cell>
                      <Table.Cell>{hall.nameEn}</Table.Cell>
                      <Table.Cell>{hall.area}</Table.Cell>
                      <Table.Cell>{hall.boothCount}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <IconButton size="xs" variant="ghost" aria-label={`${t('kit.list.delete')} ${hall.name}`} onClick={() => void remove(hall.id, hall.name)}>
                          <LuTrash2 />
                        </IconButton>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            )}
          </QueryState>
          <form onSubmit={(e) => void add(e)}>
            <HStack align="flex-end" gap="3" wrap="wrap">
              <Field.Root invalid={Boolean(error)} required maxW="12rem">
                <Field.Label>{t('host.ex.halls.name')}</Field.Label>
                <Input value={draft.name} onChange={set('name')} />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Field.Root maxW="12rem">
                <Field.Label>{t('host.ex.halls.nameEn')}</Field.Label>
                <Input value={draft.nameEn} onChange={set('nameEn')} />
              </Field.Root>
              <Field.Root maxW="8rem">
                <Field.Label>{t('host.ex.halls.area')}</Field.Label>
                <Input type="number" min={0} value={draft.area} onChange={set('area')} />
              </Field.Root>
              <Field.Root maxW="8rem">
                <Field.Label>{t('host.ex.halls.boothCount')}</Field.Label>
                <Input type="number" min={0} value={draft.boothCount} onChange={set('boothCount')} />
              </Field.Root>
              <Button type="submit" loading={busy} variant="outline">
                {t('host.ex.halls.add')}
              </Button>
            </HStack>
          </form>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Header>
          <Card.Title>{t('host.ex.terms.title')}</Card.Title>
        </Card.Header>
        <Card.Body>
          <QueryState query={terms} isEmpty={(r) => r.data.length === 0} emptyTitle={t('host.ex.terms.empty')}>
            {(r) => (
              <Wrap gap="3">
                {r.data.map((term) => (
                  <Badge key={term.id} size="lg" variant="surface">
                    {term.name}
                    <Text as="span" color="fg.muted">
                      {formatDate(term.startTime, 'MM-DD')} – {formatDate(term.endTime, 'MM-DD')}
                    </Text>
                  </Badge>
                ))}
              </Wrap>
            )}
          </QueryState>
        </Card.Body>
      </Card.Root>
      {dialog}
    </Stack>
  );
}
