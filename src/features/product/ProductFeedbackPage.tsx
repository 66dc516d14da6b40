/**
 * 产品反馈 / Product feedback (/exhibition{-$lang}/index/product-feedback): what visitors said
 * about each product and the samples they asked for, product by product, in the same drawer as
 * the product list's.
 */
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Product } from '@gen/api/model';
import { columnsOf, ListPage, ScopeNotice, useListSearchOf, useScopeId, type RowAction } from '@/components/kit';
import { useLocalName } from '@/lib/i18n/useLocalName';
import { ProductFeedbackDrawer } from './feedbackDrawer';
import type { FeedbackTab } from './ProductFeedbackDrawer';
import { product, type ProductSearch } from './resources';

function Name({ row }: { row: Product }) {
  const localName = useLocalName();
  return <>{localName(row)}</>;
}

export function ProductFeedbackPage() {
  const compId = useScopeId('company');
  if (!compId) return <ScopeNotice title="nav.exhibitor.product-feedback" scope="company" />;
  return <Feedback compId={compId} />;
}

function Feedback({ compId }: { compId: string }) {
  const list = useListSearchOf<ProductSearch>();
  const query = useQuery({ ...product.list(list.request as Parameters<typeof product.list>[0], compId), placeholderData: keepPreviousData, retryOnMount: false });
  const [viewing, setViewing] = useState<{ product: Product; tab: FeedbackTab }>();
  const columns = useMemo(() => {
    const c = columnsOf<Product>();
    const actions: RowAction<Product>[] = [
      { label: 'product.list.comments', onSelect: (p) => setViewing({ product: p, tab: 'comments' }) },
      { label: 'product.list.applications', onSelect: (p) => setViewing({ product: p, tab: 'applications' }) },
    ];
    return [
      c.image('banner', 'kit.column.image'),
      c.custom('name', 'product.fields.name', (p) => <Name row={p} />, { sortable: 'name', minWidth: '12rem' }),
      c.text('model', 'product.fields.model'),
      c.date('createTime', 'product.fields.createTime', { sortable: true }),
      c.actions({ items: actions }),
    ];
  }, []);
  return (
    <ListPage
      title="nav.exhibitor.product-feedback"
      description="product.feedback.pageDescription"
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="product.list.searchPlaceholder"
    >
      <ProductFeedbackDrawer
        product={viewing?.product}
        tab={viewing?.tab ?? 'comments'}
        onTabChange={(tab) => setViewing((v) => (v ? { ...v, tab } : v))}
        onClose={() => setViewing(undefined)}
      />
    </ListPage>
  );
}
