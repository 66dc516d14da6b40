/**
 * ListPage against in-test MSW handlers that follow the contract (POST /api/Product/GetByCompId,
 * DELETE /api/Product?id=, PUT /api/Product/SetShow): rows, paging, empty, error + retry,
 * bulk delete behind a confirmation, show switch, keyword and sort in the URL.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRootRoute, createRoute, type AnyRoute } from '@tanstack/react-router';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { productDelete, productSetShow, productSetTopic, useProductGetByCompId } from '@gen/api/product/product';
import type { Product } from '@gen/api/model';
import { createQueryClient } from '@/app/queryClient';
import { columnsOf, formatDate, ListFilterSelect, ListPage, ListPagination, listSearchSchema, showStatus, useListSearch, type ListPageProps } from '@/components/kit';
import { applyLanguage, i18n } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { del, post, put } from '@/mocks/route';
import { other } from '@/mocks/respond';
import { server } from '../../setup';
import { chooseMenuItem, findOpenDialog, Providers, renderWithRouter, waitForDialogClosed } from '../../support/render';

const COMP_ID = '0b6f3a52-1c1e-4f7e-9d38-6a1d2c3b4e5f';
const t = i18n.t.bind(i18n);

function makeProducts(n: number): Product[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    compId: COMP_ID,
    name: `产品 ${i + 1}`,
    styleId: 0,
    exhibitIntroductType: '0',
    isShow: i % 2 === 0,
    topic: 0,
    showIndex: i,
    isDeleted: false,
    createTime: '2026-03-01T08:00:00+08:00',
    banner: i === 0 ? '["https://img.example.com/a.jpg"]' : '',
  }));
}

interface Sent {
  lists: Record<string, unknown>[];
  deletes: string[];
  shows: unknown[];
  topics: unknown[];
}

/** A stateful in-test back end for one company's products. */
function serve(initial: Product[], options: { fail?: () => boolean } = {}) {
  let products = [...initial];
  const sent: Sent = { lists: [], deletes: [], shows: [], topics: [] };
  server.use(
    post('/api/product/GetByCompId', async ({ request }) => {
      const body = (await request.json()) as { pageIndex: number; pageSize: number; keyword?: string; isShow?: boolean };
      sent.lists.push(body);
      if (options.fail?.()) return other(HttpResponse.json({ status: 400, errors: [{ message: '查询条件有误（测试）' }] }, { status: 400 }));
      const matching = products.filter(
        (p) => (!body.keyword || p.name.includes(body.keyword)) && (body.isShow === undefined || p.isShow === body.isShow),
      );
      const start = (body.pageIndex - 1) * body.pageSize;
      return HttpResponse.json({
        status: 200,
        data: {
          items: matching.slice(start, start + body.pageSize),
          totalCount: matching.length,
          pageIndex: body.pageIndex,
          pageSize: body.pageSize,
          totalPages: Math.ceil(matching.length / body.pageSize),
        },
      });
    }),
    del('/api/Product', ({ request }) => {
      const id = new URL(request.url).searchParams.get('id') ?? '';
      sent.deletes.push(id);
      products = products.filter((p) => p.id !== id);
      return HttpResponse.json({ status: 200, data: true });
    }),
    put('/api/product/SetShow', async ({ request }) => {
      const body = (await request.json()) as { id: string; isShow: boolean };
      sent.shows.push(body);
      products = products.map((p) => (p.id === body.id ? { ...p, isShow: body.isShow } : p));
      return HttpResponse.json({ status: 200, data: true });
    }),
    put('/api/Product/SetTopic', async ({ request }) => {
      const body = (await request.json()) as { id: string; topic: 0 | 1 };
      sent.topics.push(body);
      products = products.map((p) => (p.id === body.id ? { ...p, topic: body.topic } : p));
      return HttpResponse.json({ status: 200, data: true });
    }),
  );
  return sent;
}

const search = listSearchSchema({ isShow: z.boolean() });
const c = columnsOf<Product>();
const columns = [
  c.image('banner', 'kit.column.image'),
  c.text('name', 'kit.column.name', { sortable: true }),
  c.status('isShow', 'kit.column.status', showStatus),
  c.showSwitch((p, isShow) => productSetShow({ id: p.id, isShow })),
  c.topicSwitch((p, topic) => productSetTopic({ id: p.id, topic })),
  c.date('createTime', 'kit.column.createTime', { sortable: true }),
  c.actions({ edit: (p) => ({ to: '/edit', search: { id: p.id } }), onDelete: (p) => productDelete({ id: p.id }), nameOf: (p) => p.name }),
];

/** The declaration a product list page is made of. */
function ProductList({ route }: { route: AnyRoute }) {
  const list = useListSearch(route);
  const query = useProductGetByCompId({ ...list.request, compId: COMP_ID }, list.queryOptions);
  return (
    <ListPage
      title="kit.list.rows"
      list={list}
      query={query}
      columns={columns}
      create={{ to: '/edit' }}
      filters={
        <ListFilterSelect
          list={list}
          name="isShow"
          label="kit.column.show"
          options={[
            { value: true, label: 'kit.status.shown' },
            { value: false, label: 'kit.status.hidden' },
          ]}
        />
      }
      onDeleteMany={(rows) => Promise.all(rows.map((p) => productDelete({ id: p.id })))}
    />
  );
}

// Type-level: on a route declared with listSearchSchema, the hook's search is typed by the schema.
const typedRoute = createRoute({ getParentRoute: () => createRootRoute(), path: '/typed', validateSearch: search });
type TypedList = ReturnType<typeof useListSearch<typeof typedRoute>>;
expectTypeOf<TypedList['search']['isShow']>().toEqualTypeOf<boolean | undefined>();
expectTypeOf<TypedList['search']['pageIndex']>().toEqualTypeOf<number>();
expectTypeOf<TypedList['request']['isShow']>().toEqualTypeOf<boolean | undefined>();
expectTypeOf<TypedList>().toExtend<ListPageProps<Product>['list']>();

function renderList(url = '/list') {
  return renderWithRouter((route) => <ProductList route={route} />, {
    path: '/list',
    url,
    validateSearch: (s) => search.parse(s),
    routes: { '/edit': <p>edit page</p> },
  });
}

const rowNames = () => screen.queryAllByText(/^产品 \d+$/).map((el) => el.textContent);

beforeEach(() => {
  toaster.remove();
  applyLanguage('zh');
});

describe('ListPage', () => {
  it('renders the rows of the first page with the total count', async () => {
    const sent = serve(makeProducts(23));
    renderList();
    expect(await screen.findByText('产品 1')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(10);
    expect(screen.getByText(t('kit.list.total', { count: 23 }))).toBeInTheDocument();
    expect(sent.lists[0]).toMatchObject({ pageIndex: 1, pageSize: 10, compId: COMP_ID });
    expect(screen.getAllByText(t('kit.status.shown')).length).toBeGreaterThan(0);
    expect(screen.getAllByText(formatDate('2026-03-01T08:00:00+08:00')).length).toBe(10);
  });

  it('changes page through the pagination and keeps it in the URL', async () => {
    const sent = serve(makeProducts(23));
    const { user, router } = renderList();
    await screen.findByText('产品 1');
    await user.click(screen.getByRole('link', { name: t('kit.list.pageLabel', { page: 3 }) }));
    expect(await screen.findByText('产品 21')).toBeInTheDocument();
    expect(rowNames()).toEqual(['产品 21', '产品 22', '产品 23']);
    expect(router.state.location.search).toMatchObject({ pageIndex: 3 });
    expect(sent.lists.at(-1)).toMatchObject({ pageIndex: 3 });
  });

  it('draws the pages as links that keep the search, with gaps in a long list, and none before the first page', async () => {
    serve(makeProducts(230));
    const { user, router } = renderList('/list?pageIndex=12&keyword=%E4%BA%A7%E5%93%81');
    expect(await screen.findByText('产品 111')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: t('kit.list.pagination') }));
    const names = pages.getAllByRole('link').map((a) => a.getAttribute('aria-label'));
    expect(names).toEqual([t('kit.list.prevPage'), ...[1, 11, 12, 13, 23].map((page) => t('kit.list.pageLabel', { page })), t('kit.list.nextPage')]);
    expect(pages.getByRole('link', { name: t('kit.list.pageLabel', { page: 12 }) })).toHaveAttribute('aria-current', 'page');
    expect(pages.getByRole('link', { name: t('kit.list.pageLabel', { page: 13 }) })).not.toHaveAttribute('aria-current');
    // A bookmarkable address: the page changes, the keyword stays.
    const next = new URL(pages.getByRole('link', { name: t('kit.list.nextPage') }).getAttribute('href')!, 'http://localhost');
    expect(Object.fromEntries(next.searchParams)).toMatchObject({ pageIndex: '13', keyword: '产品' });

    await user.click(pages.getByRole('link', { name: t('kit.list.pageLabel', { page: 1 }) }));
    expect(await screen.findByText('产品 1')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ pageIndex: 1, keyword: '产品' });
    expect(pages.getByRole('button', { name: t('kit.list.prevPage') })).toBeDisabled();
    expect(pages.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([...[1, 2, 3, 4, 5, 23].map((page) => t('kit.list.pageLabel', { page })), t('kit.list.nextPage')]);
  });

  it('opens a bookmarked page, keyword and sort from the URL', async () => {
    const sent = serve(makeProducts(23));
    renderList('/list?pageIndex=2&keyword=%E4%BA%A7%E5%93%81&sort=%7B%22propertyName%22%3A%22name%22%2C%22direction%22%3A%22desc%22%7D');
    expect(await screen.findByText('产品 11')).toBeInTheDocument();
    expect(sent.lists[0]).toMatchObject({ pageIndex: 2, keyword: '产品', sorts: [{ propertyName: 'name', ascending: false }] });
    const sortName = screen.getByRole('button', { name: t('kit.list.sortBy', { column: t('kit.column.name') }) });
    expect(sortName.closest('th')).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches by keyword and filters, back to page 1', async () => {
    const sent = serve(makeProducts(23));
    const { user, router } = renderList('/list?pageIndex=2');
    await screen.findByText('产品 11');
    await user.type(screen.getByRole('searchbox', { name: t('kit.list.searchLabel') }), '产品 2{Enter}');
    await waitFor(() => expect(rowNames()).toEqual(['产品 2', '产品 20', '产品 21', '产品 22', '产品 23']));
    expect(router.state.location.search).toMatchObject({ pageIndex: 1, keyword: '产品 2' });
    await user.selectOptions(screen.getByRole('combobox', { name: t('kit.column.show') }), t('kit.status.hidden'));
    await waitFor(() => expect(rowNames()).toEqual(['产品 2', '产品 20', '产品 22']));
    expect(sent.lists.at(-1)).toMatchObject({ keyword: '产品 2', isShow: false, pageIndex: 1 });
    await user.click(screen.getByRole('button', { name: t('kit.list.reset') }));
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    expect(router.state.location.search.keyword).toBeUndefined();
  });

  it('sorts by a column header', async () => {
    const sent = serve(makeProducts(3));
    const { user, router } = renderList();
    await screen.findByText('产品 1');
    const sortName = screen.getByRole('button', { name: t('kit.list.sortBy', { column: t('kit.column.name') }) });
    await user.click(sortName);
    await waitFor(() => expect(sent.lists.at(-1)).toMatchObject({ sorts: [{ propertyName: 'name', ascending: true }] }));
    await user.click(sortName);
    await waitFor(() => expect(sent.lists.at(-1)).toMatchObject({ sorts: [{ propertyName: 'name', ascending: false }] }));
    expect(router.state.location.search.sort).toEqual({ propertyName: 'name', direction: 'desc' });
  });

  it('shows the empty state with a create action', async () => {
    serve([]);
    const { user, router } = renderList();
    expect(await screen.findByText(t('kit.list.empty'))).toBeInTheDocument();
    const creates = screen.getAllByRole('button', { name: t('kit.list.create') });
    expect(creates.length).toBe(2); // header and empty state
    await user.click(creates[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit'));
  });

  it('shows the error with a retry that loads the list again', async () => {
    let failing = true;
    serve(makeProducts(3), { fail: () => failing });
    const { user } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('查询条件有误（测试）');
    failing = false;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByText('产品 1')).toBeInTheDocument();
  });

  it('selects the whole page from the header, shows "some" while only some rows are, and clears', async () => {
    serve(makeProducts(3));
    const { user } = renderList();
    await screen.findByText('产品 1');
    const all = screen.getByRole('checkbox', { name: t('kit.list.selectAll') });
    const rowBoxes = () => screen.getAllByRole('checkbox', { name: t('kit.list.selectRow') });
    expect(all).not.toBePartiallyChecked();
    await user.click(rowBoxes()[0]!);
    expect(all).toBePartiallyChecked();
    expect(all).not.toBeChecked();
    await user.click(all);
    expect(rowBoxes().every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(all).toBeChecked();
    expect(screen.getByText(t('kit.list.selected', { count: 3 }))).toBeInTheDocument();
    await user.click(all);
    expect(rowBoxes().some((box) => (box as HTMLInputElement).checked)).toBe(false);
    expect(all).not.toBePartiallyChecked();
  });

  it('asks before a bulk delete, and deletes nothing when cancelled', async () => {
    const sent = serve(makeProducts(5));
    const { user } = renderList();
    await screen.findByText('产品 1');
    const rowBox = (i: number) => screen.getAllByRole('checkbox', { name: t('kit.list.selectRow') })[i];
    await user.click(rowBox(0));
    await user.click(rowBox(1));
    expect(screen.getByText(t('kit.list.selected', { count: 2 }))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t('kit.list.bulkDelete') }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent(t('kit.list.bulkDeleteConfirm', { count: 2 }));
    await user.click(within(dialog).getByRole('button', { name: t('kit.confirm.cancel') }));
    await waitForDialogClosed();
    expect(sent.deletes).toEqual([]);

    await user.click(screen.getByRole('button', { name: t('kit.list.bulkDelete') }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: t('kit.list.delete') }));
    await waitFor(() => expect(rowNames()).toEqual(['产品 3', '产品 4', '产品 5']));
    expect(sent.deletes).toHaveLength(2);
    expect(screen.queryByText(t('kit.list.selected', { count: 2 }))).not.toBeInTheDocument();
  });

  it('deletes one row from its actions after a confirmation', async () => {
    const sent = serve(makeProducts(2));
    const { user } = renderList();
    await screen.findByText('产品 1');
    await user.click(screen.getAllByRole('button', { name: t('kit.list.rowActions') })[0]);
    await chooseMenuItem(user, await screen.findByRole('menuitem', { name: t('kit.list.delete') }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent(t('kit.list.deleteConfirm', { name: '产品 1' }));
    await user.click(within(dialog).getByRole('button', { name: t('kit.list.delete') }));
    await waitFor(() => expect(rowNames()).toEqual(['产品 2']));
    expect(sent.deletes).toEqual([makeProducts(1)[0].id]);
  });

  it('toggles show/hide through the mutation and refreshes the list', async () => {
    const sent = serve(makeProducts(2));
    const { user } = renderList();
    await screen.findByText('产品 1');
    const switches = screen.getAllByRole('checkbox', { name: t('kit.column.show') });
    expect(switches[0]).toBeChecked();
    await user.click(switches[0]);
    await waitFor(() => expect(sent.shows).toEqual([{ id: makeProducts(1)[0].id, isShow: false }]));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { name: t('kit.column.show') })[0]).not.toBeChecked());
    expect(sent.lists.length).toBeGreaterThanOrEqual(2);

    const topic = () => screen.getAllByRole('checkbox', { name: t('kit.column.topic') })[1];
    expect(topic()).not.toBeChecked();
    await user.click(topic());
    await waitFor(() => expect(sent.topics).toEqual([{ id: makeProducts(2)[1].id, topic: 1 }]));
    await waitFor(() => expect(topic()).toBeChecked());
  });
});

describe('ListPagination outside the URL', () => {
  it('draws buttons that ask for a page, none past the last, and the page-size choice', async () => {
    const asked: number[] = [];
    const sizes: number[] = [];
    const { rerender } = render(
      <Providers queryClient={createQueryClient()}>
        <ListPagination total={23} page={2} pageSize={10} onPageChange={(p) => asked.push(p)} onPageSizeChange={(s) => sizes.push(s)} />
      </Providers>,
    );
    const pages = within(screen.getByRole('navigation', { name: t('kit.list.pagination') }));
    expect(pages.queryAllByRole('link')).toHaveLength(0);
    expect(pages.getByRole('button', { name: t('kit.list.pageLabel', { page: 2 }) })).toHaveAttribute('aria-current', 'page');
    fireEvent.click(pages.getByRole('button', { name: t('kit.list.pageLabel', { page: 3 }) }));
    fireEvent.click(pages.getByRole('button', { name: t('kit.list.prevPage') }));
    expect(asked).toEqual([3, 1]);
    fireEvent.change(screen.getByRole('combobox', { name: t('kit.list.pageSize') }), { target: { value: '20' } });
    expect(sizes).toEqual([20]);

    rerender(
      <Providers queryClient={createQueryClient()}>
        <ListPagination total={23} page={3} pageSize={10} onPageChange={(p) => asked.push(p)} />
      </Providers>,
    );
    expect(pages.getByRole('button', { name: t('kit.list.nextPage') })).toBeDisabled();
    expect(screen.getByText(t('kit.list.total', { count: 23 }))).toBeInTheDocument();
  });
});
