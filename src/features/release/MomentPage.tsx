/**
 * moment: the company's moments (企业动态), i.e. its news releases (kind 0) with their comments
 * (POST /api/Release/GetAndChildrenByCompId?userId=, "the moments page" of the contract), a quick
 * composer (POST /api/release, kind 0), show/hide, delete, and comment delete.
 */
import { Alert, Box, Button, Card, chakra, Flex, HStack, IconButton, Menu, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuEllipsisVertical } from 'react-icons/lu';
import { z } from 'zod';
import { releaseCreate, releaseDelete, releaseSetIsShow } from '@gen/api/release/release';
import { ReleaseKind, type ReleaseWithChildren } from '@gen/api/model';
import {
  auditStatus, ensureAccepted, failureMessage, formatDate, PageHeader, parseImageList, QueryState, reportError, SafeHtml, ScopeNotice,
  serializeImageList, StatusBadge, TextareaField, Thumbnail, UploadField, useConfirm, useScopeId,
} from '@/components/kit';
import { notify } from '@/lib/notify';
import { useSession } from '@/lib/session/store';
import { MOMENT_PAGE, momentFeed } from './resources';
import { CommentList, useRefreshReleases } from './shared';
const TITLE_MAX = 30;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the release content keeps it (HTML): one paragraph per line. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line) || '<br>'}</p>`)
    .join('');
}

/** A moment's title (the contract wants one): its first line, shortened. */
export function momentTitle(text: string): string {
  const first = text.trim().split(/\r?\n/)[0]!.trim();
  return first.length > TITLE_MAX ? `${first.slice(0, TITLE_MAX)}…` : first;
}

const composerSchema = z.object({
  content: z.string().trim().min(1).max(2000),
  images: z.array(z.string()).max(9),
});

function MomentComposer({ compId, onPublished }: { compId: string; onPublished: () => void }) {
  const { t } = useTranslation();
  const join = useSession((s) => s.join);
  const refresh = useRefreshReleases();
  const [problem, setProblem] = useState<string>();
  const form = useForm<z.input<typeof composerSchema>, unknown, z.output<typeof composerSchema>>({
    resolver: zodResolver(composerSchema),
    defaultValues: { content: '', images: [] },
  });
  const exhibitionId = join?.exhibitionId;
  const submit = form.handleSubmit(async ({ content, images }) => {
    if (!exhibitionId) return;
    setProblem(undefined);
    try {
      ensureAccepted(
        await releaseCreate({
          compId,
          exhibitionId,
          joinId: join?.id,
          type: ReleaseKind.News,
          title: momentTitle(content),
          content: textToHtml(content),
          images: serializeImageList(images),
          isShow: true,
        }),
      );
    } catch (error) {
      setProblem(failureMessage(error) ?? t('kit.form.saveFailed'));
      return;
    }
    notify.success(t('release.moment.published'));
    form.reset({ content: '', images: [] });
    onPublished();
    await refresh();
  });
  return (
    <Card.Root>
      <Card.Body>
        <chakra.form noValidate onSubmit={submit} aria-label={t('release.moment.composer')}>
          <Stack gap="3">
            {!exhibitionId && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>{t('release.needJoin')}</Alert.Description>
              </Alert.Root>
            )}
            {problem && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{problem}</Alert.Description>
              </Alert.Root>
            )}
            <TextareaField control={form.control} name="content" label={t('release.moment.content')} placeholder={t('release.moment.placeholder')} rows={3} disabled={!exhibitionId} />
            <UploadField control={form.control} name="images" kind="image" multiple max={9} label={t('release.moment.images')} disabled={!exhibitionId} />
            <Flex justify="flex-end">
              <Button type="submit" colorPalette="blue" loading={form.formState.isSubmitting} loadingText={t('release.moment.publishing')} disabled={!exhibitionId}>
                {t('release.moment.publish')}
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      </Card.Body>
    </Card.Root>
  );
}

function MomentCard({ moment }: { moment: ReleaseWithChildren }) {
  const { t } = useTranslation();
  const refresh = useRefreshReleases();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState(false);
  const images = parseImageList(moment.images);

  const change = async (call: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      ensureAccepted(await call());
      notify.success(success);
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const remove = async () => {
    const ok = await confirm({ title: t('release.moment.deleteTitle'), message: t('release.moment.deleteConfirm'), danger: true, confirmLabel: t('kit.list.delete') });
    if (ok) await change(() => releaseDelete({ id: moment.id }), t('kit.list.deleted'));
  };

  return (
    <Card.Root as="li" size="sm" opacity={moment.isShow ? 1 : 0.75} data-testid="moment">
      <Card.Body>
        <Stack gap="3">
          <HStack gap="2" wrap="wrap">
            <Text textStyle="sm" color="fg.muted">
              {formatDate(moment.createTime)}
            </Text>
            <StatusBadge value={moment.auditStatus} map={auditStatus} />
            {!moment.isShow && <StatusBadge value={false} map={{ false: { label: 'release.moment.hidden', color: 'gray' } }} />}
            <Box ms="auto">
              <Menu.Root positioning={{ placement: 'bottom-end' }}>
                <Menu.Trigger asChild>
                  <IconButton size="xs" variant="ghost" aria-label={t('release.moment.actions')} loading={busy}>
                    <LuEllipsisVertical />
                  </IconButton>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item
                        value="show"
                        onSelect={() => void change(() => releaseSetIsShow({ releaseId: moment.id, isShow: !moment.isShow }, {}), t('kit.list.updated'))}
                      >
                        {t(moment.isShow ? 'release.detail.hide' : 'release.detail.show')}
                      </Menu.Item>
                      <Menu.Item value="delete" color="fg.error" onSelect={() => void remove()}>
                        {t('kit.list.delete')}
                      </Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </Box>
          </HStack>
          {moment.content ? <SafeHtml html={moment.content} /> : <Text>{moment.title}</Text>}
          {images.length > 0 && (
            <SimpleGrid columns={{ base: 3, md: 4, lg: 6 }} gap="2" maxW="3xl">
              {images.map((src, i) => (
                <Thumbnail key={`${src}-${i}`} src={src} alt="" aspectRatio="1" objectFit="cover" rounded="sm" loading="lazy" />
              ))}
            </SimpleGrid>
          )}
          {moment.auditRemark && moment.auditStatus === 2 && (
            <Text textStyle="sm" color="fg.error">
              {t('release.fields.auditRemark')}: {moment.auditRemark}
            </Text>
          )}
          <Box borderTopWidth="1px" pt="3">
            <Text textStyle="sm" fontWeight="medium" mb="2">
              {t('release.comments.title', { count: moment.children.length })}
            </Text>
            <CommentList comments={moment.children} canDelete={(c) => c.canDelete ?? true} />
          </Box>
        </Stack>
      </Card.Body>
      {confirmDialog}
    </Card.Root>
  );
}

/** 企业动态 / Moments: the composer, then the feed (its first page loaded by the route), ten more at a time. */
export function MomentPage() {
  const compId = useScopeId('company');
  if (compId === null) return <ScopeNotice title="nav.exhibitor.moment" scope="company" />;
  return <Moments compId={compId} />;
}

function Moments({ compId }: { compId: string }) {
  const { t } = useTranslation();
  const userId = useSession((s) => s.user?.id ?? '');
  const [pageSize, setPageSize] = useState(MOMENT_PAGE);
  const feed = useQuery({ ...momentFeed(compId, userId, pageSize), enabled: Boolean(userId), placeholderData: keepPreviousData });
  return (
    <Stack gap="4" minW="0" maxW="4xl">
      <PageHeader title="nav.exhibitor.moment" />
      <MomentComposer compId={compId} onPublished={() => setPageSize(MOMENT_PAGE)} />
      <QueryState
        query={feed}
        isEmpty={({ data }) => data.items.length === 0}
        emptyTitle={t('release.moment.empty')}
        emptyDescription={t('release.moment.emptyHint')}
      >
        {({ data }) => (
          <Stack gap="3">
            <Stack as="ul" listStyleType="none" gap="3" aria-label={t('release.moment.feed')} aria-busy={feed.isFetching}>
              {data.items.map((moment) => (
                <MomentCard key={moment.id} moment={moment} />
              ))}
            </Stack>
            {data.items.length < data.totalCount ? (
              <Button variant="outline" alignSelf="center" loading={feed.isFetching} onClick={() => setPageSize((n) => n + MOMENT_PAGE)}>
                {t('release.moment.loadMore')}
              </Button>
            ) : (
              <Text textAlign="center" textStyle="sm" color="fg.muted">
                {t('release.moment.noMore')}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
