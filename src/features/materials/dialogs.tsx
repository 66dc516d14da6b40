/**
 * Dialogs of the photo library: the dialog frame, the one-field name form (photo rename, album
 * create and rename) and the album picker (move photos into an album or out of any album).
 */
import { Alert, Badge, Button, chakra, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuFolder, LuFolderMinus } from 'react-icons/lu';
import { z } from 'zod';
import type { Album } from '@gen/api/model';
import { failureMessage, QueryState, TextField, type QueryLike } from '@/components/kit';

/** A centred dialog that forgets its content when closed. */
export function MaterialDialog({
  open, onClose, title, children, footer, size = 'md',
}: { open: boolean; onClose: () => void; title: string; children: ReactNode; footer?: ReactNode; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} lazyMount unmountOnExit size={{ base: 'full', sm: size }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** Names of photos and albums: 1–50 characters (MaterialName). */
const nameSchema = z.object({ name: z.string().trim().min(1).max(50) });

export interface NameDialogProps {
  open: boolean;
  title: string;
  /** Label of the name field. */
  label: string;
  /** The current name (rename) or '' (create). */
  initial?: string;
  /** Saves the name; a failure keeps the dialog open with the server's words. */
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** A one-field form in a dialog: the name of a photo or an album. */
export function NameDialog({ open, title, label, initial = '', onSave, onClose }: NameDialogProps) {
  return (
    <MaterialDialog open={open} onClose={onClose} title={title} size="sm">
      <NameForm label={label} initial={initial} onSave={onSave} onClose={onClose} />
    </MaterialDialog>
  );
}

function NameForm({ label, initial, onSave, onClose }: Pick<NameDialogProps, 'label' | 'initial' | 'onSave' | 'onClose'>) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();
  const form = useForm<z.input<typeof nameSchema>, unknown, z.output<typeof nameSchema>>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: initial ?? '' },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    setProblem(undefined);
    try {
      await onSave(name);
      onClose();
    } catch (error) {
      setProblem(failureMessage(error) ?? t('kit.form.saveFailed'));
    }
  });
  return (
    <chakra.form noValidate onSubmit={submit}>
      <Stack gap="4" pb="2">
        {problem && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem}</Alert.Description>
          </Alert.Root>
        )}
        <TextField control={form.control} name="name" label={label} required />
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

export interface AlbumPickerProps {
  open: boolean;
  /** How many photos move. */
  count: number;
  albums: QueryLike<Album[]>;
  /** The album the photos are in now (undefined when they come from several). */
  current?: string | null;
  /** Moves the photos: an album id, or null to take them out of any album. */
  onPick: (album: Album | null) => Promise<unknown>;
  onClose: () => void;
}

/** Where to move photos: one of the company's albums, or no album. */
export function AlbumPickerDialog({ open, count, albums, current, onPick, onClose }: AlbumPickerProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const pick = async (album: Album | null) => {
    setBusy(album?.id ?? '');
    try {
      await onPick(album);
      onClose();
    } catch {
      // onPick reported it; the dialog stays for another choice.
    } finally {
      setBusy(null);
    }
  };
  const choice = (key: string, album: Album | null, label: string, extra?: ReactNode) => (
    <Button
      key={key}
      variant="outline"
      justifyContent="flex-start"
      width="full"
      loading={busy === key}
      disabled={busy !== null || current === (album?.id ?? null)}
      onClick={() => void pick(album)}
    >
      {album ? <LuFolder aria-hidden /> : <LuFolderMinus aria-hidden />}
      <Text as="span" truncate flex="1" textAlign="start">
        {label}
      </Text>
      {extra}
    </Button>
  );
  return (
    <MaterialDialog open={open} onClose={onClose} title={t('materials.album.pickTitle')} size="sm">
      <Stack gap="3" pb="2">
        <Text color="fg.muted">{t('materials.album.pickHint', { count })}</Text>
        <QueryState query={albums} skeletonRows={3}>
          {(list) => (
            <Stack gap="2">
              {list.length === 0 && <Text textStyle="sm" color="fg.muted">{t('materials.album.pickEmpty')}</Text>}
              {list.map((album) =>
                choice(
                  album.id,
                  album,
                  album.name,
                  current === album.id ? <Badge>{t('materials.album.current')}</Badge> : <Badge variant="outline">{t('materials.album.photoCount', { count: album.photoCount })}</Badge>,
                ),
              )}
              {choice('', null, t('materials.album.pickLoose'), current === null ? <Badge>{t('materials.album.current')}</Badge> : undefined)}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </MaterialDialog>
  );
}
