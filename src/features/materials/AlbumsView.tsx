/**
 * Albums: the company's albums as cards (cover, name, photo count) with create, rename and delete;
 * an open album shows its photos on the shared PhotoBoard. Which album is open lives in the URL
 * of the page that uses this view.
 */
import { Box, Button, Center, EmptyState, Flex, Heading, HStack, IconButton, Menu, Portal, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuEllipsisVertical, LuImages, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { albumCreate, albumDelete, albumUpdate, getAlbumGetQueryOptions } from '@gen/api/materials/materials';
import type { Album } from '@gen/api/model';
import { ensureAccepted, ErrorPanel, failureMessage, QueryState, reportError, useConfirm, Thumbnail } from '@/components/kit';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { NameDialog } from './dialogs';
import { PhotoBoard } from './PhotoBoard';
import { useAlbumPhotos, useAlbums, useAllPhotos, useRefreshPhotos } from './useAllPhotos';

export interface AlbumsViewProps {
  /** The open album, if any. */
  albumId?: string;
  /** Opens an album, or (undefined) goes back to the album list. */
  onOpen: (albumId: string | undefined) => void;
  compact?: boolean;
}

type Naming = { album: Album | null } | null;

/** Create, rename and delete of albums, with their dialogs. */
function useAlbumEditing(onDeleted?: (album: Album) => void) {
  const { t } = useTranslation();
  const compId = useSession((s) => s.company?.id ?? '');
  const albums = useAlbums(compId);
  const refresh = useRefreshPhotos();
  const [confirm, confirmDialog] = useConfirm();
  const [naming, setNaming] = useState<Naming>(null);

  const save = async (name: string) => {
    const album = naming?.album;
    const nextIndex = Math.max(0, ...(albums.data ?? []).map((a) => a.showIndex)) + 1;
    try {
      ensureAccepted(
        await (album
          ? albumUpdate({ id: album.id, compId: album.compId, name, cover: album.cover ?? null, showIndex: album.showIndex })
          : albumCreate({ compId, name, showIndex: Math.min(nextIndex, 9999) })),
      );
    } catch (error) {
      // The dialog shows the server's words; other failures were reported by the client.
      if (!failureMessage(error)) reportError(error, t('kit.list.actionFailed'));
      throw error;
    }
    notify.success(t(album ? 'materials.album.renamed' : 'materials.album.created'));
    await refresh();
  };

  const remove = async (album: Album) => {
    const ok = await confirm({
      title: t('materials.album.deleteTitle'),
      message: t('materials.album.deleteConfirm', { name: album.name }),
      danger: true,
      confirmLabel: t('materials.album.delete'),
    });
    if (!ok) return;
    try {
      ensureAccepted(await albumDelete({ id: album.id }));
      notify.success(t('materials.album.deleted'));
      onDeleted?.(album);
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    }
    await refresh();
  };

  const dialogs = (
    <>
      <NameDialog
        open={naming !== null}
        title={t(naming?.album ? 'materials.album.renameTitle' : 'materials.album.createTitle')}
        label={t('materials.album.name')}
        initial={naming?.album?.name ?? ''}
        onSave={save}
        onClose={() => setNaming(null)}
      />
      {confirmDialog}
    </>
  );
  // Rename starts from the album as stored now (read afresh by id), not as the list last showed it.
  const queryClient = useQueryClient();
  const rename = async (album: Album) => {
    try {
      const fresh = await queryClient.fetchQuery({ ...getAlbumGetQueryOptions({ id: album.id }), staleTime: 0 });
      setNaming({ album: fresh.data });
    } catch (error) {
      reportError(error, t('materials.album.readFailed'));
      await refresh();
    }
  };
  return { albums, compId, create: () => setNaming({ album: null }), rename: (album: Album) => void rename(album), remove, dialogs };
}

/** The albums, or the open album's photos. */
export function AlbumsView({ albumId, onOpen, compact }: AlbumsViewProps) {
  return albumId ? <AlbumDetail key={albumId} albumId={albumId} onOpen={onOpen} compact={compact} /> : <AlbumGrid onOpen={onOpen} compact={compact} />;
}

function AlbumMenu({ album, onRename, onDelete }: { album: Album; onRename: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={t('materials.album.actions', { name: album.name })}>
          <LuEllipsisVertical />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="rename" onSelect={onRename}>
              <LuPencil /> {t('materials.album.rename')}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" onSelect={onDelete}>
              <LuTrash2 /> {t('materials.album.delete')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

function AlbumGrid({ onOpen, compact }: { onOpen: (albumId: string) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const editing = useAlbumEditing();
  const { albums } = editing;
  // An album without a chosen cover shows its first photo (the contract leaves that to the client).
  const needFirstPhotos = (albums.data ?? []).some((a) => !a.cover && a.photoCount > 0);
  const photos = useAllPhotos(editing.compId, needFirstPhotos);
  const coverOf = (album: Album) => album.cover || photos.data?.find((p) => p.albumId === album.id)?.url;

  const createButton = (
    <Button size="sm" colorPalette="blue" onClick={editing.create} disabled={!editing.compId}>
      <LuPlus /> {t('materials.album.create')}
    </Button>
  );
  return (
    <Stack gap="3" minW="0">
      <Flex gap="2" align="center" minH="9">
        <Text textStyle="sm" color="fg.muted">
          {albums.data ? t('materials.album.count', { count: albums.data.length }) : ''}
        </Text>
        <Box ms="auto">{createButton}</Box>
      </Flex>
      <QueryState
        query={albums}
        isEmpty={(list) => list.length === 0}
        emptyTitle={t('materials.album.empty')}
        emptyDescription={t('materials.album.emptyHint')}
        loading={
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} aspectRatio="4/3" rounded="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(list) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            aria-label={t('materials.album.list')}
            columns={compact ? { base: 2, sm: 3, md: 4, lg: 6 } : { base: 2, sm: 3, md: 4, xl: 5 }}
            gap="3"
          >
            {list.map((album) => {
              const cover = coverOf(album);
              return (
                <Box
                  as="li"
                  key={album.id}
                  position="relative"
                  borderWidth="1px"
                  rounded="md"
                  overflow="hidden"
                  bg="bg.panel"
                  minW="0"
                  cursor="pointer"
                  transition="border-color 0.15s"
                  _hover={{ borderColor: 'blue.500' }}
                  _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500' }}
                  data-testid="album-card"
                >
                  {/* The whole card opens the album (its ::before covers it); only the menu sits above. */}
                  <Box
                    as="button"
                    display="block"
                    width="full"
                    textAlign="start"
                    outline="none"
                    onClick={() => onOpen(album.id)}
                    aria-label={t('materials.album.open', { name: album.name })}
                    _before={{ content: '""', position: 'absolute', inset: 0, zIndex: 0 }}
                  >
                    {cover ? (
                      <Thumbnail src={cover} alt="" width="full" aspectRatio="4/3" objectFit="cover" loading="lazy" bg="bg.muted" />
                    ) : (
                      <Center aspectRatio="4/3" bg="bg.muted" color="fg.subtle">
                        <LuImages size="32" aria-hidden />
                      </Center>
                    )}
                  </Box>
                  <HStack gap="1" px="3" py="2" minW="0">
                    <Stack gap="0" minW="0" flex="1">
                      <Text fontWeight="medium" truncate title={album.name}>
                        {album.name}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {t('materials.album.photoCount', { count: album.photoCount })}
                      </Text>
                    </Stack>
                    <Box position="relative" zIndex="1">
                      <AlbumMenu album={album} onRename={() => editing.rename(album)} onDelete={() => void editing.remove(album)} />
                    </Box>
                  </HStack>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </QueryState>
      {editing.dialogs}
    </Stack>
  );
}

function AlbumDetail({ albumId, onOpen, compact }: { albumId: string; onOpen: (albumId: string | undefined) => void; compact?: boolean }) {
  const { t } = useTranslation();
  const editing = useAlbumEditing(() => onOpen(undefined));
  const photos = useAlbumPhotos(albumId);
  const album = editing.albums.data?.find((a) => a.id === albumId);
  const back = (
    <Button size="sm" variant="ghost" onClick={() => onOpen(undefined)}>
      <LuArrowLeft /> {t('materials.album.back')}
    </Button>
  );

  if (editing.albums.isError) return <ErrorPanel description={failureMessage(editing.albums.error)} onRetry={() => void editing.albums.refetch()} />;
  if (editing.albums.data && !album) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{t('materials.album.notFound')}</EmptyState.Title>
          {back}
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Stack gap="3" minW="0">
      <Flex gap="2" align="center" wrap="wrap">
        {back}
        {album ? (
          <Heading as="h2" size="md" truncate minW="0">
            {album.name}
          </Heading>
        ) : (
          <Skeleton height="6" width="32" />
        )}
        {album && (
          <HStack gap="1" ms="auto">
            <Button size="sm" variant="outline" onClick={() => editing.rename(album)}>
              <LuPencil /> {t('materials.album.rename')}
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => void editing.remove(album)}>
              <LuTrash2 /> {t('materials.album.delete')}
            </Button>
          </HStack>
        )}
      </Flex>
      <PhotoBoard photos={photos} albumId={albumId} album={album} emptyTitle="materials.photo.albumEmpty" compact={compact} />
      {editing.dialogs}
    </Stack>
  );
}
