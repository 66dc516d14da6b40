/**
 * A product's comments (reply in place, delete) and applications, in a side drawer opened from a
 * row of the product list. Both lists are paged by the server (10 per page).
 */
import { Badge, Box, Button, CloseButton, DataList, Drawer, HStack, IconButton, Portal, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuReply, LuTrash2 } from 'react-icons/lu';
import type { Product, ProductApply, ProductComment } from '@gen/api/model';
import { productCommentCreate, productCommentDelete, useProductApplyGetByProId, useProductCommentGetByProId } from '@gen/api/product/product';
import { ProductCommentCreateBody } from '@gen/zod/product/product';
import { ensureAccepted, failureMessage, formatDate, ListPagination, QueryState, reportError, schemaResolver, TextareaField, useConfirm } from '@/components/kit';
import { notify } from '@/lib/notify';
import { useLocalName } from '@/lib/i18n/useLocalName';

export type FeedbackTab = 'comments' | 'applications';

const PAGE_SIZE = 10;
const replySchema = ProductCommentCreateBody.pick({ content: true });

/** The company's answer to a visitor's comment, written under it; a refused answer keeps the text. */
function ReplyForm({ comment, onDone, onCancel }: { comment: ProductComment; onDone: () => Promise<unknown>; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: schemaResolver(replySchema), defaultValues: { content: '' }, mode: 'onTouched' });
  const send = useMutation({
    mutationFn: async ({ content }: { content: string }) => ensureAccepted(await productCommentCreate({ productId: comment.productId, parentId: comment.id, content })),
    onSuccess: async () => {
      notify.success(t('product.feedback.replied'));
      await onDone();
    },
    onError: (error) => form.setError('content', { message: failureMessage(error) ?? t('kit.form.saveFailed') }),
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => send.mutate(v))}>
      <Stack gap="2" mt="3">
      <TextareaField control={form.control} name="content" label={t('product.feedback.replyTo', { name: comment.userName || t('product.feedback.anonymous') })} rows={2} required />
      <HStack justify="end" gap="2">
        <Button size="sm" variant="ghost" onClick={onCancel} disabled={send.isPending}>
          {t('kit.form.cancel')}
        </Button>
        <Button size="sm" type="submit" colorPalette="blue" loading={send.isPending}>
          {t('product.feedback.sendReply')}
        </Button>
      </HStack>
      </Stack>
    </form>
  );
}

function CommentItem({ comment, onDelete, onReply, busy, children }: { comment: ProductComment; onDelete: () => void; onReply?: () => void; busy: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" ms={comment.parentId ? '6' : undefined} bg={comment.parentId ? 'bg.subtle' : undefined}>
      <HStack justify="space-between" align="start" gap="2">
        <Stack gap="0.5" minW="0">
          <HStack gap="2" wrap="wrap">
            {comment.parentId && <Badge colorPalette="blue">{t('product.feedback.reply')}</Badge>}
            <Text fontWeight="medium">{comment.userName || t('product.feedback.anonymous')}</Text>
            {comment.companyName && (
              <Text textStyle="sm" color="fg.muted">
                {comment.companyName}
              </Text>
            )}
          </HStack>
          <Text textStyle="xs" color="fg.muted">
            {formatDate(comment.createTime)}
          </Text>
        </Stack>
        <HStack gap="1">
          {onReply && (
            <IconButton size="xs" variant="ghost" aria-label={t('product.feedback.replyAction')} onClick={onReply}>
              <LuReply />
            </IconButton>
          )}
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t('product.feedback.deleteComment')} onClick={onDelete} loading={busy}>
            <LuTrash2 />
          </IconButton>
        </HStack>
      </HStack>
      <Text mt="2" whiteSpace="pre-wrap" wordBreak="break-word">
        {comment.content}
      </Text>
      {children}
    </Box>
  );
}

function CommentsPanel({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [busyId, setBusyId] = useState<string>();
  const [replyingTo, setReplyingTo] = useState<string>();
  const [confirm, confirmDialog] = useConfirm();
  const query = useProductCommentGetByProId({ productId, pageIndex: page, pageSize: PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });

  const remove = async (comment: ProductComment) => {
    const ok = await confirm({
      title: t('product.feedback.deleteComment'),
      message: t('product.feedback.deleteCommentConfirm'),
      danger: true,
      confirmLabel: t('kit.list.delete'),
    });
    if (!ok) return;
    setBusyId(comment.id);
    try {
      ensureAccepted(await productCommentDelete({ id: comment.id }));
      notify.success(t('product.feedback.commentDeleted'));
      await query.refetch();
    } catch (error) {
      reportError(error, t('kit.list.actionFailed'));
    } finally {
      setBusyId(undefined);
    }
  };

  return (
    <>
      <QueryState query={query} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('product.feedback.noComments')}>
        {({ data }) => (
          <Stack gap="3">
            <Stack as="ul" listStyleType="none" gap="3" aria-label={t('product.feedback.comments')}>
              {data.items.map((c) => (
                <CommentItem
                  key={c.id}
                  comment={c}
                  busy={busyId === c.id}
                  onDelete={() => void remove(c)}
                  // Visitors' comments are answered; answers are not answered again.
                  onReply={c.parentId ? undefined : () => setReplyingTo(c.id)}
                >
                  {replyingTo === c.id && (
                    <ReplyForm
                      comment={c}
                      onCancel={() => setReplyingTo(undefined)}
                      onDone={async () => {
                        setReplyingTo(undefined);
                        await query.refetch();
                      }}
                    />
                  )}
                </CommentItem>
              ))}
            </Stack>
            <ListPagination total={data.totalCount} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
          </Stack>
        )}
      </QueryState>
      {confirmDialog}
    </>
  );
}

function ApplyItem({ apply }: { apply: ProductApply }) {
  const { t } = useTranslation();
  const lines: [string, string | number | undefined][] = [
    [t('product.feedback.apply.phone'), apply.phone],
    [t('product.feedback.apply.email'), apply.email],
    [t('product.feedback.apply.company'), apply.companyName],
    [t('product.feedback.apply.jobTitle'), apply.jobTitle],
    [t('product.feedback.apply.quantity'), apply.quantity],
    [t('product.feedback.apply.remark'), apply.remark],
    [t('product.feedback.apply.time'), formatDate(apply.createTime)],
  ];
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3">
      <Text fontWeight="medium" mb="2">
        {apply.name}
      </Text>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {lines
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel minW="6rem">{label}</DataList.ItemLabel>
              <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
    </Box>
  );
}

function ApplicationsPanel({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useProductApplyGetByProId({ productId, pageIndex: page, pageSize: PAGE_SIZE }, { query: { placeholderData: keepPreviousData } });
  return (
    <QueryState query={query} isEmpty={(r) => r.data.items.length === 0} emptyTitle={t('product.feedback.noApplications')}>
      {({ data }) => (
        <Stack gap="3">
          <Stack as="ul" listStyleType="none" gap="3" aria-label={t('product.feedback.applications')}>
            {data.items.map((a) => (
              <ApplyItem key={a.id} apply={a} />
            ))}
          </Stack>
          <ListPagination total={data.totalCount} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * The drawer of one product: a comments tab and an applications tab.
 * @example <ProductFeedbackDrawer product={viewing?.product} tab={viewing?.tab ?? 'comments'} onTabChange={…} onClose={() => setViewing(undefined)} />
 */
export function ProductFeedbackDrawer({
  product, tab, onTabChange, onClose,
}: {
  product: Product | undefined;
  tab: FeedbackTab;
  onTabChange: (tab: FeedbackTab) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  return (
    <Drawer.Root open={Boolean(product)} onOpenChange={(e) => !e.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{product ? t('product.feedback.title', { name: localName(product) }) : ''}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              {product && (
                <Tabs.Root value={tab} onValueChange={(e) => onTabChange(e.value as FeedbackTab)} variant="line" lazyMount unmountOnExit>
                  <Tabs.List mb="4">
                    <Tabs.Trigger value="comments">{t('product.feedback.comments')}</Tabs.Trigger>
                    <Tabs.Trigger value="applications">{t('product.feedback.applications')}</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="comments">
                    <CommentsPanel key={product.id} productId={product.id} />
                  </Tabs.Content>
                  <Tabs.Content value="applications">
                    <ApplicationsPanel key={product.id} productId={product.id} />
                  </Tabs.Content>
                </Tabs.Root>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('kit.detail.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
