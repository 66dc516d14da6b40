/**
 * The kit's worked example: a product list page and its create/edit page, declared as a feature
 * would declare them, run end to end against a small in-test back end that follows the contract
 * (POST /api/Product/GetByCompId, GET/POST/PUT/DELETE /api/Product, PUT SetShow/SetTopic).
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  productCreate, productDelete, productSetShow, productSetTopic, productUpdate, useProductGet, useProductGetByCompId,
} from '@gen/api/product/product';
import type { Product } from '@gen/api/model';
import { ProductCreateBody } from '@gen/zod/product/product';
import { createQueryClient } from '@/app/queryClient';
import {
  columnsOf, DateRangeField, FormPage, FormSection, FullRow, ImageListField, ListFilterSelect, ListPage, listSearchSchema, NumberField,
  RichTextField, StructuredIntroField, SwitchField, TextField, useEntityForm, useListSearch, VideoListField, withDateRange,
} from '@/components/kit';
import { i18n } from '@/lib/i18n';
import { del, get, post, put } from '@/mocks/route';
import { other } from '@/mocks/respond';
import { server } from '../../setup';
import { findOpenDialog, Providers } from '../../support/render';

const COMP_ID = '0b6f3a52-1c1e-4f7e-9d38-6a1d2c3b4e5f';
const t = i18n.t.bind(i18n);

// ─── product list page: route options + page (what src/app/routes + src/features hold) ───────────
const listSearch = listSearchSchema({ isShow: z.boolean() });
const c = columnsOf<Product>();
const columns = [
  c.image('banner', 'kit.column.image'),
  c.text('name', 'kit.column.name', { sortable: true }),
  c.showSwitch((p, isShow) => productSetShow({ id: p.id, isShow })),
  c.topicSwitch((p, topic) => productSetTopic({ id: p.id, topic })),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
  c.actions({ edit: (p) => ({ to: '/product/edit', search: { id: p.id } }), onDelete: (p) => productDelete({ id: p.id }), nameOf: (p) => p.name }),
];

function ProductListPage() {
  const list = useListSearch(listRoute);
  const query = useProductGetByCompId({ ...list.request, compId: COMP_ID }, list.queryOptions);
  return (
    <ListPage
      title="nav.exhibitor.product.allpro"
      list={list}
      query={query}
      columns={columns}
      create={{ to: '/product/edit' }}
      createLabel="nav.exhibitor.product.addpro"
      filters={<ListFilterSelect list={list} name="isShow" label="kit.column.show" options={[{ value: true, label: 'kit.status.shown' }, { value: false, label: 'kit.status.hidden' }]} />}
      onDeleteMany={(rows) => Promise.all(rows.map((p) => productDelete({ id: p.id })))}
    />
  );
}

// ─── product create/edit page ───────────────────────────────────────────────────────────────────
const productSchema = withDateRange(
  ProductCreateBody.pick({ name: true, price: true, isShow: true, styleId: true, banner: true, video: true, introduction: true, applyStart: true, applyEnd: true }),
  'applyStart',
  'applyEnd',
);

function ProductFormPage() {
  const { t: tr } = useTranslation();
  const { id } = formRoute.useSearch();
  const record = useProductGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema: productSchema,
    defaultValues: { name: '', isShow: true, styleId: 0, banner: '', video: '', introduction: '' },
    record: id ? record : undefined,
    toValues: ({ data }: { data: Product }) => ({ ...data, banner: data.banner ?? '', video: data.video ?? '', introduction: data.introduction ?? '' }),
    save: (v) => (id ? productUpdate({ ...v, id, compId: COMP_ID }) : productCreate({ ...v, compId: COMP_ID })),
    backTo: { to: '/product' },
  });
  const blocks = useWatch({ control: form.control, name: 'styleId' }) === 1;
  return (
    <FormPage form={form} title={form.isEdit ? 'nav.exhibitor.product.editpro' : 'nav.exhibitor.product.addpro'}>
      <FormSection columns={2}>
        <TextField control={form.control} name="name" label={tr('kit.column.name')} required />
        <NumberField control={form.control} name="price" label="价格" decimals={2} unit="元" />
        <SwitchField control={form.control} name="isShow" label={tr('kit.column.show')} />
        <FullRow><DateRangeField control={form.control} startName="applyStart" endName="applyEnd" label="报名时间" /></FullRow>
        <FullRow><ImageListField control={form.control} name="banner" label="产品图片" max={6} /></FullRow>
        <FullRow><VideoListField control={form.control} name="video" label="产品视频" max={3} /></FullRow>
        <FullRow>
          {blocks ? <StructuredIntroField control={form.control} name="introduction" label="产品介绍" /> : <RichTextField control={form.control} name="introduction" label="产品介绍" />}
        </FullRow>
      </FormSection>
    </FormPage>
  );
}

// ─── the two routes (createFileRoute in the app) ──────────────────────────────────────────────
const rootRoute = createRootRoute({ component: () => <Outlet /> });
const listRoute = createRoute({ getParentRoute: () => rootRoute, path: '/product', validateSearch: listSearch, component: ProductListPage });
const formRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/edit',
  validateSearch: z.object({ id: z.uuid().optional().catch(undefined) }),
  component: ProductFormPage,
});

/** A tiny stateful products back end. */
function serveProducts() {
  let products: Product[] = [];
  let n = 0;
  server.use(
    post('/api/product/GetByCompId', async ({ request }) => {
      const body = (await request.json()) as { pageIndex: number; pageSize: number };
      const start = (body.pageIndex - 1) * body.pageSize;
      return HttpResponse.json({
        status: 200,
        data: { items: products.slice(start, start + body.pageSize), totalCount: products.length, pageIndex: body.pageIndex, pageSize: body.pageSize, totalPages: Math.ceil(products.length / body.pageSize) },
      });
    }),
    get('/api/Product', ({ request }) => {
      const found = products.find((p) => p.id === new URL(request.url).searchParams.get('id'));
      return found ? HttpResponse.json({ status: 200, data: found }) : other(HttpResponse.json({ status: 404, errors: [{ message: 'not found' }] }, { status: 404 }));
    }),
    post('/api/Product', async ({ request }) => {
      const body = (await request.json()) as Partial<Product>;
      n += 1;
      const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
      products = [...products, { topic: 0, showIndex: n, isDeleted: false, exhibitIntroductType: '0', createTime: '2026-03-01T08:00:00+08:00', ...body, id } as Product];
      return HttpResponse.json({ status: 200, data: id });
    }),
    put('/api/Product', async ({ request }) => {
      const body = (await request.json()) as Product;
      products = products.map((p) => (p.id === body.id ? { ...p, ...body } : p));
      return HttpResponse.json({ status: 200, data: true });
    }),
    del('/api/Product', ({ request }) => {
      products = products.filter((p) => p.id !== new URL(request.url).searchParams.get('id'));
      return HttpResponse.json({ status: 200, data: true });
    }),
  );
  return () => products;
}

describe('a list + form page declared with the kit', () => {
  it('creates, lists, edits and deletes a product', async () => {
    const stored = serveProducts();
    const queryClient = createQueryClient();
    const router = createRouter({ routeTree: rootRoute.addChildren([listRoute, formRoute]), history: createMemoryHistory({ initialEntries: ['/product'] }) });
    render(
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>,
    );
    const user = userEvent.setup();

    // Empty list → create.
    expect(await screen.findByText(t('kit.list.empty'))).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: t('nav.exhibitor.product.addpro') })[1]);
    expect(await screen.findByRole('heading', { name: t('nav.exhibitor.product.addpro') })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: t('kit.column.name') }), '协作机器人');
    await user.type(screen.getByRole('textbox', { name: '价格' }), '88000');
    await user.click(screen.getByRole('button', { name: t('kit.form.save') }));

    // Back on the list with the new row.
    expect(await screen.findByText('协作机器人')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/product');
    expect(stored()[0]).toMatchObject({ name: '协作机器人', price: 88000, isShow: true, compId: COMP_ID });

    // Edit it from its row.
    await user.click(screen.getByRole('button', { name: t('kit.list.edit') }));
    const name = await screen.findByRole('textbox', { name: t('kit.column.name') });
    await waitFor(() => expect(name).toHaveValue('协作机器人'));
    await user.clear(name);
    await user.type(name, '协作机器人 二代');
    await user.click(screen.getByRole('button', { name: t('kit.form.save') }));
    expect(await screen.findByText('协作机器人 二代')).toBeInTheDocument();

    // Delete it from the selection bar.
    await user.click(screen.getByRole('checkbox', { name: t('kit.list.selectRow') }));
    await user.click(screen.getByRole('button', { name: t('kit.list.bulkDelete') }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: t('kit.list.delete') }));
    expect(await screen.findByText(t('kit.list.empty'))).toBeInTheDocument();
    expect(stored()).toEqual([]);
  });
});
