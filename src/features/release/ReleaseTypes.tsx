/**
 * 发布类型 / Release types of the current exhibition (招商加盟, 采购需求 …), managed beside the
 * release list in a side panel: added and renamed in a drawer, deleted after a question. The
 * releases' type choice and their list read the same query, so a change shows there at once.
 */
import { Badge, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuPlus, LuTags, LuTrash2 } from 'react-icons/lu';
import { z } from 'zod';
import {
  getReleaseTypeGetByExhibitionQueryKey, releaseTypeCreate, releaseTypeDelete, releaseTypeUpdate, useReleaseTypeGetByExhibition,
} from '@gen/api/release/release';
import type { ReleaseKind, ReleaseType } from '@gen/api/model';
import { ReleaseTypeCreateBody } from '@gen/zod/release/release';
import {
  blank, ensureAccepted, FormDrawer, PanelDrawer, QueryState, reportError, SelectField, SwitchField, TextField, useConfirm, useExhibitorLang,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { operationKey } from '@/lib/queryKeys';
import { useSession } from '@/lib/session/store';
import { useRefreshReleases } from './shared';

const KINDS = ['1', '2', '0'] as const;

const schema = z.object({
  name: ReleaseTypeCreateBody.shape.name.trim(),
  nameEn: blank(ReleaseTypeCreateBody.shape.nameEn),
  type: z.enum(KINDS),
  isShow: z.boolean(),
});
type Values = z.input<typeof schema>;

const valuesOf = (type?: ReleaseType): Values => ({
  name: type?.name ?? '',
  nameEn: type?.nameEn ?? '',
  type: type?.type === undefined ? '1' : (String(type.type) as Values['type']),
  isShow: type?.isShow ?? true,
});

/** The header button of the release list and its panel. */
export function ReleaseTypesButton() {
  const { t } = useTranslation();
  const exhibitionId = useSession((s) => s.join?.exhibitionId ?? '');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} disabled={!exhibitionId}>
        <LuTags /> {t('release.types.manage')}
      </Button>
      {open && <ReleaseTypesPanel exhibitionId={exhibitionId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReleaseTypesPanel({ exhibitionId, onClose }: { exhibitionId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useExhibitorLang();
  const queryClient = useQueryClient();
  const refreshReleases = useRefreshReleases();
  const types = useReleaseTypeGetByExhibition({ exhibitionId });
  const [editing, setEditing] = useState<{ key: number; type?: ReleaseType } | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  /** Every reader of the release types (this panel, the form's choice, the list's names) and the releases. */
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: operationKey(getReleaseTypeGetByExhibitionQueryKey()) });
    await refreshReleases();
  };
  const localName = (type: ReleaseType) => (lang === 'En' && type.nameEn ? type.nameEn : type.name);

  const remove = async (type: ReleaseType) => {
    const ok = await confirm({
      title: t('release.types.deleteTitle'),
      message: t('release.types.deleteConfirm', { name: localName(type) }),
      danger: true,
      confirmLabel: t('release.types.delete'),
    });
    if (!ok) return;
    setBusy(type.id);
    try {
      ensureAccepted(await releaseTypeDelete({ id: type.id }));
      notify.success(t('release.types.deleted'));
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  const save = (values: z.output<typeof schema>) => {
    const type = editing?.type;
    const body = { ...values, type: Number(values.type) as ReleaseKind, exhibitionId };
    return type ? releaseTypeUpdate({ ...body, id: type.id, icon: type.icon, showIndex: type.showIndex }) : releaseTypeCreate(body);
  };

  return (
    <>
      <PanelDrawer open title={t('release.types.title')} onClose={onClose}>
        <Stack gap="3">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Text textStyle="sm" color="fg.muted">
              {t('release.types.hint')}
            </Text>
            <Button size="sm" colorPalette="blue" onClick={() => setEditing((prev) => ({ key: (prev?.key ?? 0) + 1 }))}>
              <LuPlus /> {t('release.types.add')}
            </Button>
          </HStack>
          <QueryState query={types} skeletonRows={3} isEmpty={(data) => data.data.length === 0} emptyTitle={t('release.types.empty')}>
            {({ data }) => (
              <Stack as="ul" listStyleType="none" gap="2" aria-label={t('release.types.title')}>
                {data.map((type) => (
                  <HStack as="li" key={type.id} borderWidth="1px" rounded="md" px="3" py="2" gap="2" data-testid="release-type">
                    <Stack gap="0" flex="1" minW="0">
                      <Text fontWeight="medium">{localName(type)}</Text>
                      {lang !== 'En' && type.nameEn && (
                        <Text textStyle="xs" color="fg.muted">
                          {type.nameEn}
                        </Text>
                      )}
                    </Stack>
                    {type.type !== undefined && <Badge size="sm">{t(`release.kind.${type.type}`)}</Badge>}
                    {!type.isShow && (
                      <Badge size="sm" colorPalette="gray">
                        {t('release.types.hidden')}
                      </Badge>
                    )}
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('release.types.renameNamed', { name: localName(type) })}
                      onClick={() => setEditing((prev) => ({ key: (prev?.key ?? 0) + 1, type }))}
                    >
                      <LuPencil />
                    </IconButton>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('release.types.deleteNamed', { name: localName(type) })}
                      loading={busy === type.id}
                      onClick={() => void remove(type)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </HStack>
                ))}
              </Stack>
            )}
          </QueryState>
        </Stack>
      </PanelDrawer>
      {editing && (
        <FormDrawer
          key={editing.key}
          open
          title={t(editing.type ? 'release.types.editTitle' : 'release.types.addTitle')}
          schema={schema}
          defaultValues={valuesOf(editing.type)}
          save={save}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        >
          {({ control }) => (
            <>
              <TextField control={control} name="name" label={t('release.types.name')} required />
              <TextField control={control} name="nameEn" label={t('release.types.nameEn')} />
              <SelectField
                control={control}
                name="type"
                label={t('release.fields.kind')}
                required
                options={KINDS.map((kind) => ({ value: kind, label: t(`release.kind.${kind}`) }))}
              />
              <SwitchField control={control} name="isShow" label={t('release.types.isShow')} />
            </>
          )}
        </FormDrawer>
      )}
      {confirmDialog}
    </>
  );
}
