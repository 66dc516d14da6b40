/**
 * One set of photos (all, one album, or the loose ones) as a responsive grid with selection, the
 * batch actions (move into an album, delete), the photo's own actions (view, rename, move, delete,
 * album cover) and uploads into the set. Every photo view of the app is this component.
 */
import { Badge, Box, Button, Checkbox, Flex, HStack, IconButton, Menu, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuEllipsisVertical, LuFolderInput, LuTrash2, LuUpload } from 'react-icons/lu';
import {
  albumPhotoChangeAlbum,
  albumPhotoChangeAlbumBatch,
  albumPhotoChangeName,
  albumPhotoCreate,
  albumPhotoDelete,
  albumPhotoDeleteBatch,
  albumPhotoUpdate,
  albumUpdate,
} from '@gen/api/materials/materials';
import type { Album, AlbumPhoto, StoredFile } from '@gen/api/model';
import { ensureAccepted, QueryState, reportError, UploadInput, useConfirm, type I18nKey, Thumbnail } from '@/components/kit';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { AlbumPickerDialog, MaterialDialog, NameDialog } from './dialogs';
import { useAlbums, useRefreshPhotos, type EveryItem } from './useAllPhotos';

export interface PhotoBoardProps {
  photos: EveryItem<AlbumPhoto>;
  /** The set: an album (its id), the loose photos (null), or every photo (undefined). */
  albumId?: string | null;
  /** The album shown, for "use as cover". */
  album?: Album;
  emptyTitle: I18nKey;
  /** Smaller tiles (the photo library page). */
  compact?: boolean;
}

/** A photo name from an uploaded file name: without its extension, at most 50 characters. */
export function photoNameOf(fileName: string): string {
  const base = fileName.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  return (base || fileName || 'photo').slice(0, 50);
}

interface Moving {
  photos: AlbumPhoto[];
  /** From a photo's own menu (ChangeAlbum) rather than the selection (ChangeAlbumBatch). */
  single: boolean;
}

export function PhotoBoard({ photos, albumId, album, emptyTitle, compact }: PhotoBoardProps) {
  const { t } = useTranslation();
  const compId = useSession((s) => s.company?.id ?? '');
  const albums = useAlbums(compId);
  const refresh = useRefreshPhotos();
  const [confirm, confirmDialog] = useConfirm();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [moving, setMoving] = useState<Moving | null>(null);
  const [renaming, setRenaming] = useState<AlbumPhoto | null>(null);
  const [viewing, setViewing] = useState<AlbumPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const [replacing, setReplacing] = useState<AlbumPhoto | null>(null);
  const [busy, setBusy] = useState(false);

  const list = photos.data ?? [];
  const chosen = list.filter((p) => selected.has(p.id));
  const allChosen = list.length > 0 && chosen.length === list.length;
  const albumName = (id: string | null) => (id === null ? t('materials.photo.loose') : (albums.data?.find((a) => a.id === id)?.name ?? ''));

  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Runs a change, then toasts and refreshes; a failure is reported (and rethrown when asked). */
  const run = async (change: () => Promise<unknown>, success: string, rethrow = false) => {
    setBusy(true);
    try {
      ensureAccepted(await change());
      notify.success(success);
      setSelected(new Set());
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
      if (rethrow) throw error;
    } finally {
      setBusy(false);
      await refresh();
    }
  };

  const move = (target: Album | null) => {
    if (!moving) return Promise.resolve();
    const ids = moving.photos.map((p) => p.id);
    const to = target?.id ?? null;
    const success = target
      ? t('materials.photo.movedTo', { count: ids.length, album: target.name })
      : t('materials.photo.movedLoose', { count: ids.length });
    return run(
      () => (moving.single ? albumPhotoChangeAlbum({ id: ids[0]!, albumId: to }) : albumPhotoChangeAlbumBatch({ ids, albumId: to })),
      success,
      true,
    );
  };

  const removeChosen = async () => {
    const ids = chosen.map((p) => p.id);
    const ok = await confirm({
      title: t('materials.photo.deleteSelectedTitle'),
      message: t('materials.photo.deleteSelectedConfirm', { count: ids.length }),
      danger: true,
      confirmLabel: t('materials.photo.delete'),
    });
    if (ok) await run(() => albumPhotoDeleteBatch(ids), t('materials.photo.deletedMany', { count: ids.length }));
  };

  const removeOne = async (photo: AlbumPhoto) => {
    const ok = await confirm({
      title: t('materials.photo.deleteTitle'),
      message: t('materials.photo.deleteConfirm', { name: photo.name }),
      danger: true,
      confirmLabel: t('materials.photo.delete'),
    });
    if (ok) await run(() => albumPhotoDelete({ id: photo.id }), t('materials.photo.deleted'));
  };

  const setAsCover = (photo: AlbumPhoto) =>
    album &&
    run(
      () => albumUpdate({ id: album.id, compId: album.compId, name: album.name, cover: photo.url, showIndex: album.showIndex }),
      t('materials.photo.coverSet'),
    );

  /** Each uploaded image becomes a photo of this set (POST /api/albumPhoto). */
  const addUploads = async (files: StoredFile[]) => {
    const target = typeof albumId === 'string' ? albumId : null;
    await run(
      () =>
        Promise.all(files.map((f) => albumPhotoCreate({ compId, albumId: target, name: photoNameOf(f.name), url: f.url, size: f.size }))).then((answers) =>
          answers.forEach((a) => ensureAccepted(a)),
        ),
      t('materials.photo.uploaded', { count: files.length }),
    );
    setUploading(false);
  };

  /** A new picture for a photo (PUT /api/albumPhoto): its name, album and place stay. */
  const replaceWith = async (photo: AlbumPhoto, file: StoredFile) => {
    await run(() => albumPhotoUpdate({ id: photo.id, compId: photo.compId, albumId: photo.albumId, name: photo.name, url: file.url, size: file.size }), t('materials.photo.replaced'));
    setReplacing(null);
  };

  const uploadButton = (
    <Button size="sm" colorPalette="blue" onClick={() => setUploading(true)} disabled={!compId}>
      <LuUpload /> {t('materials.photo.upload')}
    </Button>
  );

  return (
    <Stack gap="3" minW="0">
      <Flex gap="2" align="center" wrap="wrap" minH="9">
        <Checkbox.Root
          size="sm"
          checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
          onCheckedChange={(e) => setSelected(e.checked === true ? new Set(list.map((p) => p.id)) : new Set())}
          disabled={list.length === 0}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t('materials.photo.selectAll')}</Checkbox.Label>
        </Checkbox.Root>
        <Text textStyle="sm" color="fg.muted" aria-live="polite">
          {chosen.length > 0 ? t('materials.photo.selected', { count: chosen.length }) : photos.total !== undefined ? t('materials.photo.count', { count: list.length }) : ''}
        </Text>
        {chosen.length > 0 && (
          <HStack as="section" aria-label={t('materials.photo.selection')} gap="2" wrap="wrap">
            <Button size="sm" variant="outline" disabled={busy} onClick={() => setMoving({ photos: chosen, single: false })}>
              <LuFolderInput /> {t('materials.photo.moveSelected')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" loading={busy} onClick={() => void removeChosen()}>
              <LuTrash2 /> {t('materials.photo.deleteSelected')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              {t('materials.photo.clearSelection')}
            </Button>
          </HStack>
        )}
        <Box ms="auto">{uploadButton}</Box>
      </Flex>

      <QueryState
        query={photos}
        isEmpty={(items) => items.length === 0}
        emptyTitle={t(emptyTitle)}
        emptyDescription={t('materials.photo.emptyHint')}
        loading={
          <SimpleGrid columns={compact ? { base: 3, md: 6 } : { base: 2, md: 4 }} gap="3">
            {Array.from({ length: compact ? 6 : 8 }, (_, i) => (
              <Skeleton key={i} aspectRatio="1" rounded="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(items) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label={t('materials.photo.grid')}
            columns={compact ? { base: 3, sm: 4, md: 5, lg: 6, xl: 8 } : { base: 2, sm: 3, md: 4, lg: 5, xl: 6 }}
            gap={compact ? '2' : '3'}
            aria-busy={photos.isFetching}
          >
            {items.map((photo) => {
              const on = selected.has(photo.id);
              return (
                <Box
                  as="li"
                  key={photo.id}
                  position="relative"
                  borderWidth="1px"
                  borderColor={on ? 'blue.solid' : 'border'}
                  outline={on ? '2px solid' : undefined}
                  outlineColor="blue.solid"
                  rounded="md"
                  overflow="hidden"
                  bg="bg.panel"
                  minW="0"
                  data-testid="photo-tile"
                >
                  <Box
                    as="button"
                    display="block"
                    width="full"
                    cursor="zoom-in"
                    onClick={() => setViewing(photo)}
                    aria-label={`${t('materials.photo.view')}: ${photo.name}`}
                  >
                    <Thumbnail src={photo.url} alt={photo.name} width="full" aspectRatio="1" objectFit="cover" loading="lazy" bg="bg.muted" />
                  </Box>
                  <Checkbox.Root
                    position="absolute"
                    top="2"
                    left="2"
                    size={compact ? 'sm' : 'md'}
                    checked={on}
                    onCheckedChange={(e) => toggle(photo.id, e.checked === true)}
                  >
                    <Checkbox.HiddenInput aria-label={t('materials.photo.select', { name: photo.name })} />
                    <Checkbox.Control bg={on ? undefined : 'bg'} />
                  </Checkbox.Root>
                  <HStack gap="1" px="2" py={compact ? '1' : '2'} minW="0">
                    <Stack gap="0" minW="0" flex="1">
                      <Text textStyle={compact ? 'xs' : 'sm'} truncate title={photo.name}>
                        {photo.name}
                      </Text>
                      {albumId === undefined && (
                        <Text textStyle="xs" color="fg.muted" truncate>
                          {albumName(photo.albumId)}
                        </Text>
                      )}
                    </Stack>
                    <Menu.Root positioning={{ placement: 'bottom-end' }}>
                      <Menu.Trigger asChild>
                        <IconButton size="xs" variant="ghost" aria-label={t('materials.photo.actions', { name: photo.name })}>
                          <LuEllipsisVertical />
                        </IconButton>
                      </Menu.Trigger>
                      <Portal>
                        <Menu.Positioner>
                          <Menu.Content>
                            <Menu.Item value="view" onSelect={() => setViewing(photo)}>
                              {t('materials.photo.view')}
                            </Menu.Item>
                            <Menu.Item value="rename" onSelect={() => setRenaming(photo)}>
                              {t('materials.photo.rename')}
                            </Menu.Item>
                            <Menu.Item value="replace" onSelect={() => setReplacing(photo)}>
                              {t('materials.photo.replace')}
                            </Menu.Item>
                            <Menu.Item value="move" onSelect={() => setMoving({ photos: [photo], single: true })}>
                              {t('materials.photo.move')}
                            </Menu.Item>
                            {album && (
                              <Menu.Item value="cover" onSelect={() => void setAsCover(photo)}>
                                {t('materials.photo.setCover')}
                              </Menu.Item>
                            )}
                            <Menu.Item value="delete" color="fg.error" onSelect={() => void removeOne(photo)}>
                              {t('materials.photo.delete')}
                            </Menu.Item>
                          </Menu.Content>
                        </Menu.Positioner>
                      </Portal>
                    </Menu.Root>
                  </HStack>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>

      <AlbumPickerDialog
        open={moving !== null}
        count={moving?.photos.length ?? 0}
        albums={albums}
        current={moving && new Set(moving.photos.map((p) => p.albumId)).size === 1 ? moving.photos[0]!.albumId : undefined}
        onPick={move}
        onClose={() => setMoving(null)}
      />
      <NameDialog
        open={renaming !== null}
        title={t('materials.photo.renameTitle')}
        label={t('materials.photo.name')}
        initial={renaming?.name}
        onSave={(name) => run(() => albumPhotoChangeName({ id: renaming!.id, name }), t('materials.photo.renamed'), true)}
        onClose={() => setRenaming(null)}
      />
      <MaterialDialog open={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name ?? ''} size="xl">
        {viewing && (
          <Stack gap="2" pb="4" align="center">
            <Thumbnail src={viewing.url} alt={viewing.name} maxH="70vh" objectFit="contain" />
            <Badge variant="subtle">{albumName(viewing.albumId)}</Badge>
          </Stack>
        )}
      </MaterialDialog>
      <MaterialDialog open={uploading} onClose={() => setUploading(false)} title={t('materials.photo.uploadTitle')}>
        <Stack gap="3" pb="4">
          <Text textStyle="sm" color="fg.muted">
            {typeof albumId === 'string' ? t('materials.photo.uploadInto', { album: albumName(albumId) || album?.name }) : t('materials.photo.uploadLoose')}
          </Text>
          <UploadInput kind="image" multiple value={[]} onChange={() => undefined} label={t('materials.photo.uploadLabel')} onUploaded={(files) => void addUploads(files)} />
        </Stack>
      </MaterialDialog>
      <MaterialDialog open={replacing !== null} onClose={() => setReplacing(null)} title={t('materials.photo.replaceTitle', { name: replacing?.name ?? '' })}>
        <Stack gap="3" pb="4">
          <Text textStyle="sm" color="fg.muted">
            {t('materials.photo.replaceHint')}
          </Text>
          {replacing && (
            <UploadInput kind="image" value="" onChange={() => undefined} label={t('materials.photo.uploadLabel')} onUploaded={(files) => files[0] && void replaceWith(replacing, files[0])} />
          )}
        </Stack>
      </MaterialDialog>
      {confirmDialog}
    </Stack>
  );
}
