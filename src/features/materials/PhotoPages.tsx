/**
 * The photo pages (000 §2): material/photo/all, /group and /loose, and the photo library page
 * (`photo`), a compact version with the same three views as tabs. Every view is one of the
 * components below, on the shared PhotoBoard / AlbumsView.
 */
import { Stack, Tabs } from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LuFolder, LuFolderMinus, LuImages } from 'react-icons/lu';
import { PageHeader } from '@/components/kit';
import { useSession } from '@/lib/session/store';
import { AlbumsView } from './AlbumsView';
import { PhotoBoard } from './PhotoBoard';
import { type PhotoTab } from './search';
import { useAllPhotos, useLoosePhotos } from './useAllPhotos';

/** Every photo of the company. */
export function AllPhotosView({ compact }: { compact?: boolean }) {
  const compId = useSession((s) => s.company?.id ?? '');
  return <PhotoBoard photos={useAllPhotos(compId)} emptyTitle="materials.photo.empty" compact={compact} />;
}

/** The photos in no album. */
export function LoosePhotosView({ compact }: { compact?: boolean }) {
  const compId = useSession((s) => s.company?.id ?? '');
  return <PhotoBoard photos={useLoosePhotos(compId)} albumId={null} emptyTitle="materials.photo.looseEmpty" compact={compact} />;
}

export function AllPhotosPage() {
  return (
    <Stack gap="2" minW="0">
      <PageHeader title="nav.exhibitor.material.photo.all" />
      <AllPhotosView />
    </Stack>
  );
}

export function LoosePhotosPage() {
  return (
    <Stack gap="2" minW="0">
      <PageHeader title="nav.exhibitor.material.photo.loose" />
      <LoosePhotosView />
    </Stack>
  );
}

const groupRoute = getRouteApi('/exhibition{-$lang}/index/material/photo/group');

export function AlbumGroupPage() {
  const { albumId } = groupRoute.useSearch();
  const navigate = groupRoute.useNavigate();
  const write = (patch: { albumId?: string }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false });
  return (
    <Stack gap="2" minW="0">
      <PageHeader title="nav.exhibitor.material.photo.group" />
      <AlbumsView albumId={albumId} onOpen={(id) => write({ albumId: id })} />
    </Stack>
  );
}

const libraryRoute = getRouteApi('/exhibition{-$lang}/index/photo');

export function PhotoLibraryPage() {
  const { t } = useTranslation();
  const { tab, albumId } = libraryRoute.useSearch();
  const navigate = libraryRoute.useNavigate();
  const write = (patch: { tab?: PhotoTab; albumId?: string }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false });
  return (
    <Stack gap="2" minW="0">
      <PageHeader title="nav.exhibitor.photo" />
      <Tabs.Root
        value={tab}
        onValueChange={(e) => write({ tab: e.value as PhotoTab, albumId: undefined })}
        lazyMount
        unmountOnExit
        variant="line"
        size="sm"
      >
        <Tabs.List aria-label={t('materials.tabs.label')}>
          <Tabs.Trigger value="all">
            <LuImages /> {t('materials.tabs.all')}
          </Tabs.Trigger>
          <Tabs.Trigger value="albums">
            <LuFolder /> {t('materials.tabs.albums')}
          </Tabs.Trigger>
          <Tabs.Trigger value="loose">
            <LuFolderMinus /> {t('materials.tabs.loose')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all">
          <AllPhotosView compact />
        </Tabs.Content>
        <Tabs.Content value="albums">
          <AlbumsView albumId={albumId} onOpen={(id) => write({ albumId: id })} compact />
        </Tabs.Content>
        <Tabs.Content value="loose">
          <LoosePhotosView compact />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
