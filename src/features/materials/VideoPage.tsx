/**
 * material/video: the company's videos (POST /api/video/GetByCompId) with upload, name and cover
 * (POST/PUT /api/video), delete, and playback in a dialog.
 */
import { Alert, Box, Button, chakra, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useQueryClient } from '@tanstack/react-query';
import { getVideoGetByCompIdQueryKey, videoCreate, videoDelete, videoUpdate, useVideoGetByCompId } from '@gen/api/materials/materials';
import { operationKey } from '@/lib/queryKeys';
import type { Video } from '@gen/api/model';
import { VideoCreateBody } from '@gen/zod/materials/materials';
import {
  columnsOf, ensureAccepted, failureMessage, formatBytes, ListPage, TextField, UploadField, useListSearchOf, type ListSearchBase,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { MaterialDialog } from './dialogs';
import { photoNameOf } from './PhotoBoard';


const VideoBox = chakra('video');

/** 95 → 1:35; 3725 → 1:02:05; '' when unknown. */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || seconds === null || !Number.isFinite(seconds)) return '';
  const s = Math.round(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}

/** The length of a video file in whole seconds, read from its metadata (undefined when it cannot be). */
function readDuration(url: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    if (typeof document === 'undefined') return resolve(undefined);
    const probe = document.createElement('video');
    const done = (value: number | undefined) => {
      clearTimeout(timer);
      probe.removeAttribute('src');
      resolve(value);
    };
    const timer = setTimeout(() => done(undefined), 10_000);
    probe.preload = 'metadata';
    probe.onloadedmetadata = () => done(Number.isFinite(probe.duration) ? Math.min(86400, Math.round(probe.duration)) : undefined);
    probe.onerror = () => done(undefined);
    probe.src = url;
  });
}

const videoSchema = VideoCreateBody.pick({ name: true, duration: true, size: true }).extend({
  url: z.string().min(1).pipe(VideoCreateBody.shape.url),
  cover: z.union([z.literal(''), VideoCreateBody.shape.cover]),
});
type VideoValues = z.input<typeof videoSchema>;

/** One form for adding and editing a video: the file, its name and its cover. */
function VideoForm({ video, onClose }: { video: Video | null; onClose: () => void }) {
  const { t } = useTranslation();
  const compId = useSession((s) => s.company?.id ?? '');
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const form = useForm<VideoValues, unknown, z.output<typeof videoSchema>>({
    resolver: zodResolver(videoSchema),
    defaultValues: video
      ? { name: video.name, url: video.url, cover: video.cover ?? '', duration: video.duration, size: video.size }
      : { name: '', url: '', cover: '' },
  });
  const submit = form.handleSubmit(async (v) => {
    setProblem(undefined);
    const body = { ...v, compId, cover: v.cover || null };
    try {
      ensureAccepted(await (video ? videoUpdate({ ...body, id: video.id }) : videoCreate(body)));
    } catch (error) {
      setProblem(failureMessage(error) ?? t('kit.form.saveFailed'));
      return;
    }
    notify.success(t('materials.video.saved'));
    await queryClient.invalidateQueries({ queryKey: operationKey(getVideoGetByCompIdQueryKey()) });
    onClose();
  });
  return (
    <chakra.form noValidate onSubmit={submit}>
      <Stack gap="4" pb="4">
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <UploadField
          control={form.control}
          name="url"
          kind="video"
          label={t('materials.video.file')}
          required
          onUploaded={([file]) => {
            if (!file) return;
            if (!form.getValues('name').trim()) form.setValue('name', photoNameOf(file.name).slice(0, 100), { shouldValidate: true });
            form.setValue('size', file.size);
            form.setValue('duration', undefined);
            void readDuration(file.url).then((duration) => {
              if (duration !== undefined && form.getValues('url') === file.url) form.setValue('duration', duration);
            });
          }}
        />
        <TextField control={form.control} name="name" label={t('materials.video.name')} placeholder={t('materials.video.namePlaceholder')} required />
        <UploadField control={form.control} name="cover" kind="image" label={t('materials.video.cover')} helper={t('materials.video.coverHint')} />
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}

const c = columnsOf<Video>();

export function VideoPage() {
  const { t } = useTranslation();
  const list = useListSearchOf<ListSearchBase>();
  const compId = useSession((s) => s.company?.id ?? '');
  const query = useVideoGetByCompId({ ...list.request, compId }, { query: { ...list.queryOptions.query, enabled: Boolean(compId) } });
  const [editing, setEditing] = useState<{ video: Video | null } | null>(null);
  const [playing, setPlaying] = useState<Video | null>(null);

  const columns = useMemo(
    () => [
      c.image('cover', 'materials.video.cover', { src: (v) => v.cover ?? undefined, size: '16', width: '20' }),
      c.text('name', 'materials.video.name', { sortable: true }),
      c.text('duration', 'materials.video.duration', { format: (d) => formatDuration(d) || t('materials.video.unknown') }),
      c.text('size', 'materials.video.size', { format: (s) => (s ? formatBytes(s) : t('materials.video.unknown')) }),
      c.date('createTime', 'kit.column.createTime', { sortable: true }),
      c.actions({
        items: [
          { label: 'materials.video.play', onSelect: (v) => setPlaying(v) },
          { label: 'materials.video.edit', onSelect: (v) => setEditing({ video: v }) },
        ],
        onDelete: (v) => videoDelete({ id: v.id }),
        nameOf: (v) => v.name,
      }),
    ],
    [t],
  );

  return (
    <ListPage
      title="nav.exhibitor.material.video"
      list={list}
      query={query}
      columns={columns}
      create={() => setEditing({ video: null })}
      createLabel="materials.video.add"
      emptyTitle="materials.video.empty"
      onDeleteMany={(rows) => Promise.all(rows.map((v) => videoDelete({ id: v.id })))}
    >
      <MaterialDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.video ? 'materials.video.editTitle' : 'materials.video.addTitle')}
        size="lg"
      >
        {editing && <VideoForm video={editing.video} onClose={() => setEditing(null)} />}
      </MaterialDialog>
      <MaterialDialog open={playing !== null} onClose={() => setPlaying(null)} title={playing?.name ?? ''} size="xl">
        {playing && (
          <Box pb="4">
            {/* oxlint-disable-next-line jsx-a11y/media-has-caption -- company videos come without captions */}
            <VideoBox src={playing.url} poster={playing.cover ?? undefined} controls autoPlay width="full" maxH="70vh" bg="black" rounded="md" />
          </Box>
        )}
      </MaterialDialog>
    </ListPage>
  );
}
