/**
 * What the release pages share: the kinds (news, supply 招商, demand 采购) as badges and choices,
 * the comment list with delete, and the refresh of every release list after a change.
 */
import { Avatar, Badge, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import {
  getReleaseCommentGetByReleaseIdQueryKey,
  getReleaseGetAndChildrenByCompIdQueryKey,
  getReleaseGetByCompIdQueryKey,
  releaseCommentDelete,
} from '@gen/api/release/release';
import { operationKey } from '@/lib/queryKeys';
import type { ReleaseComment } from '@gen/api/model';
import { defineStatusMap, ensureAccepted, formatDate, reportError, useConfirm, type FilterOption } from '@/components/kit';
import { notify } from '@/lib/notify';

/** ReleaseKind 0 news, 1 supply, 2 demand. */
export const kindStatus = defineStatusMap({
  0: { label: 'release.kind.0', color: 'purple' },
  1: { label: 'release.kind.1', color: 'blue' },
  2: { label: 'release.kind.2', color: 'orange' },
});

export const handledStatus = defineStatusMap({
  true: { label: 'release.status.handled', color: 'green' },
  false: { label: 'release.status.notHandled', color: 'gray' },
});

export const kindFilterOptions: FilterOption<0 | 1 | 2>[] = [
  { value: 1, label: 'release.kind.1' },
  { value: 2, label: 'release.kind.2' },
  { value: 0, label: 'release.kind.0' },
];

export const auditFilterOptions: FilterOption<0 | 1 | 2>[] = [
  { value: 0, label: 'kit.status.pending' },
  { value: 1, label: 'kit.status.approved' },
  { value: 2, label: 'kit.status.rejected' },
];


/** Refreshes every list that shows releases or their comments. */
export function useRefreshReleases() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [getReleaseGetByCompIdQueryKey(), getReleaseGetAndChildrenByCompIdQueryKey(), getReleaseCommentGetByReleaseIdQueryKey()].map((key) =>
        queryClient.invalidateQueries({ queryKey: operationKey(key) }),
      ),
    );
}

export interface CommentListProps {
  comments: ReleaseComment[];
  /** Whether a comment gets a delete button (default: every comment). */
  canDelete?: (comment: ReleaseComment) => boolean;
}

/** Comments (replies indented under their comment) with delete after a confirmation. */
export function CommentList({ comments, canDelete = () => true }: CommentListProps) {
  const { t } = useTranslation();
  const refresh = useRefreshReleases();
  const [confirm, confirmDialog] = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (comment: ReleaseComment) => {
    const ok = await confirm({
      title: t('release.comments.deleteTitle'),
      message: t('release.comments.deleteConfirm'),
      danger: true,
      confirmLabel: t('release.comments.delete'),
    });
    if (!ok) return;
    setBusy(comment.id);
    try {
      ensureAccepted(await releaseCommentDelete({ id: comment.id }));
      notify.success(t('release.comments.deleted'));
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusy(null);
      await refresh();
    }
  };

  if (comments.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {t('release.comments.empty')}
      </Text>
    );
  }
  // Top-level comments in order, each followed by its replies.
  const ids = new Set(comments.map((c) => c.id));
  const roots = comments.filter((c) => !c.parentId || !ids.has(c.parentId));
  const ordered = roots.flatMap((root) => [root, ...comments.filter((c) => c.parentId === root.id)]);
  return (
    <>
      <Stack as="ul" listStyleType="none" gap="3" aria-label={t('release.comments.title', { count: comments.length })}>
        {ordered.map((comment) => {
          const name = comment.userName || comment.companyName || t('release.comments.anonymous');
          const reply = Boolean(comment.parentId && ids.has(comment.parentId));
          return (
            <HStack as="li" key={comment.id} align="flex-start" gap="3" ps={reply ? '8' : '0'} data-testid="release-comment">
              <Avatar.Root size="xs">
                <Avatar.Fallback name={name} />
                {comment.avatar && <Avatar.Image src={comment.avatar} alt="" />}
              </Avatar.Root>
              <Stack gap="0.5" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text textStyle="sm" fontWeight="medium">
                    {name}
                  </Text>
                  {reply && <Badge size="sm">{t('release.comments.reply')}</Badge>}
                  {comment.companyName && comment.userName && (
                    <Text textStyle="xs" color="fg.muted">
                      {comment.companyName}
                    </Text>
                  )}
                  <Text textStyle="xs" color="fg.subtle">
                    {formatDate(comment.createTime)}
                  </Text>
                </HStack>
                <Text textStyle="sm" whiteSpace="pre-wrap" wordBreak="break-word">
                  {comment.content}
                </Text>
              </Stack>
              {canDelete(comment) && (
                <IconButton
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('release.comments.delete')}
                  loading={busy === comment.id}
                  onClick={() => void remove(comment)}
                >
                  <LuTrash2 />
                </IconButton>
              )}
            </HStack>
          );
        })}
      </Stack>
      {confirmDialog}
    </>
  );
}
