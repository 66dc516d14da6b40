/**
 * FormPage + useEntityForm on the product contract (POST/PUT/GET /api/Product), with in-test MSW
 * handlers: messages beside fields, a failed save keeps the values and shows the server's words,
 * date range rule, edit mode loads the record, leaving with changes asks first.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { productCreate, productUpdate, useProductGet } from '@gen/api/product/product';
import type { Product } from '@gen/api/model';
import { ProductCreateBody } from '@gen/zod/product/product';
import {
  DateRangeField, FormPage, FormSection, FullRow, isEndNotBeforeStart, NumberField, SwitchField, TagsField, TextareaField, TextField,
  useEntityForm, withDateRange,
} from '@/components/kit';
import { applyLanguage, i18n } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { get, post, put } from '@/mocks/route';
import { other } from '@/mocks/respond';
import { z } from 'zod';
import { server } from '../../setup';
import { findOpenDialog, renderWithRouter, waitForDialogClosed } from '../../support/render';

const COMP_ID = '0b6f3a52-1c1e-4f7e-9d38-6a1d2c3b4e5f';
const PRODUCT_ID = '00000000-0000-4000-8000-000000000042';
const t = i18n.t.bind(i18n);

const schema = withDateRange(
  ProductCreateBody.pick({ name: true, model: true, price: true, isShow: true, applyStart: true, applyEnd: true, introduction: true }).extend({
    keywords: z.array(z.string()).max(5),
  }),
  'applyStart',
  'applyEnd',
);

/** The declaration a product form page is made of (create when id is absent). */
function ProductForm({ id }: { id?: string }) {
  const { t: tr } = useTranslation();
  const record = useProductGet({ id: id ?? '' }, { query: { enabled: Boolean(id) } });
  const form = useEntityForm({
    schema,
    defaultValues: { name: '', model: '', isShow: true, introduction: '', keywords: [] },
    record: id ? record : undefined,
    toValues: ({ data }: { data: Product }) => ({ ...data, model: data.model ?? '', introduction: data.introduction ?? '', keywords: [] }),
    save: ({ keywords: _k, ...values }) => (id ? productUpdate({ ...values, id, compId: COMP_ID }) : productCreate({ ...values, compId: COMP_ID })),
    backTo: { to: '/list' },
  });
  return (
    <FormPage form={form} title={form.isEdit ? 'kit.list.edit' : 'kit.list.create'}>
      <FormSection title="kit.detail.title" columns={2}>
        <TextField control={form.control} name="name" label={tr('kit.column.name')} required />
        <TextField control={form.control} name="model" label="型号" />
        <NumberField control={form.control} name="price" label="价格" decimals={2} unit="元" />
        <SwitchField control={form.control} name="isShow" label={tr('kit.column.show')} />
        <FullRow>
          <DateRangeField control={form.control} startName="applyStart" endName="applyEnd" label="报名时间" />
        </FullRow>
        <FullRow>
          <TagsField control={form.control} name="keywords" label="关键词" max={5} />
        </FullRow>
        <FullRow>
          <TextareaField control={form.control} name="introduction" label="简介" />
        </FullRow>
      </FormSection>
    </FormPage>
  );
}

function renderForm(id?: string) {
  return renderWithRouter(<ProductForm id={id} />, { path: '/edit', routes: { '/list': <p>list page</p> } });
}

const nameInput = () => screen.getByRole('textbox', { name: t('kit.column.name') });
const saveButton = () => screen.getByRole('button', { name: t('kit.form.save') });
const cancelButton = () => screen.getAllByRole('button', { name: t('kit.form.cancel') }).find((b) => b.closest('form'))!;

beforeEach(() => {
  toaster.remove();
  applyLanguage('zh');
});

describe('FormPage', () => {
  it('shows validation messages beside their fields and sends nothing', async () => {
    let posted = 0;
    server.use(post('/api/Product', () => (posted++, HttpResponse.json({ status: 200, data: PRODUCT_ID }))));
    const { user } = renderForm();
    await user.click(await screen.findByRole('button', { name: t('kit.form.save') }));
    await waitFor(() => expect(nameInput()).toHaveAttribute('aria-invalid', 'true'));
    expect(nameInput()).toHaveAccessibleErrorMessage(t('validation.required'));
    expect(nameInput()).toHaveFocus();
    await user.type(nameInput(), 'x'.repeat(101));
    expect(nameInput()).toHaveAccessibleErrorMessage(t('validation.maxLength', { max: 100 }));
    expect(posted).toBe(0);
  });

  it('keeps every value and shows the server message when the save fails', async () => {
    const bodies: unknown[] = [];
    server.use(
      post('/api/Product', async ({ request }) => {
        bodies.push(await request.json());
        return other(HttpResponse.json({ status: 400, errors: [{ code: 'Duplicate', message: '产品名称已存在' }] }, { status: 400 }));
      }),
    );
    const { user, router } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: t('kit.column.name') }), '智能机械臂');
    await user.type(screen.getByRole('textbox', { name: '型号' }), 'RA-200');
    await user.type(screen.getByRole('textbox', { name: '价格' }), '1999.5');
    await user.type(screen.getByRole('textbox', { name: '关键词' }), '机器人{Enter}协作，');
    await user.click(saveButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('产品名称已存在');
    expect(nameInput()).toHaveValue('智能机械臂');
    expect(screen.getByRole('textbox', { name: '型号' })).toHaveValue('RA-200');
    expect(screen.getByRole('textbox', { name: '价格' })).toHaveValue('1999.5');
    expect(screen.getByText('机器人')).toBeInTheDocument();
    expect(screen.getByText('协作')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('');
    expect(saveButton()).toBeEnabled();
    expect(router.state.location.pathname).toBe('/edit');
    expect(bodies[0]).toMatchObject({ name: '智能机械臂', model: 'RA-200', price: 1999.5, isShow: true, compId: COMP_ID });
  });

  it('saves, toasts and goes back to the list', async () => {
    server.use(post('/api/Product', () => HttpResponse.json({ status: 200, data: PRODUCT_ID })));
    const { user, router } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: t('kit.column.name') }), '智能机械臂');
    await user.click(saveButton());
    expect(await screen.findByText('list page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list');
    expect(toaster.getVisibleToasts().map((x) => String(x.title))).toContain(t('kit.form.saved'));
  });

  it('checks that the end date is not before the start date', async () => {
    const { user } = renderForm();
    const start = await screen.findByLabelText(`报名时间 · ${t('kit.form.start')}`);
    const end = screen.getByLabelText(`报名时间 · ${t('kit.form.end')}`);
    fireEvent.change(start, { target: { value: '2026-05-10' } });
    fireEvent.change(end, { target: { value: '2026-05-01' } });
    await user.click(saveButton());
    await waitFor(() => expect(end).toHaveAccessibleErrorMessage(t('kit.validation.endBeforeStart')));
    fireEvent.change(end, { target: { value: '2026-05-10' } });
    await waitFor(() => expect(end).not.toHaveAttribute('aria-invalid', 'true'));
    expect(isEndNotBeforeStart('2026-05-10T00:00:00+08:00', '2026-05-10T23:59:59+08:00')).toBe(true);
    expect(isEndNotBeforeStart('2026-05-10T00:00:00+08:00', '2026-05-09T23:59:59+08:00')).toBe(false);
    expect(isEndNotBeforeStart(undefined, '2026-05-09')).toBe(true);
  });

  it('loads the record in edit mode and saves it with PUT', async () => {
    const product: Product = {
      id: PRODUCT_ID, compId: COMP_ID, name: '旧名称', model: 'M-1', styleId: 0, exhibitIntroductType: '0', isShow: false, topic: 0,
      showIndex: 0, isDeleted: false, createTime: '2026-03-01T08:00:00+08:00', price: 12,
    };
    const updates: unknown[] = [];
    server.use(
      get('/api/Product', () => HttpResponse.json({ status: 200, data: product })),
      put('/api/Product', async ({ request }) => {
        updates.push(await request.json());
        return HttpResponse.json({ status: 200, data: true });
      }),
    );
    const { user } = renderForm(PRODUCT_ID);
    await waitFor(() => expect(nameInput()).toHaveValue('旧名称'));
    expect(screen.getByRole('textbox', { name: '价格' })).toHaveValue('12');
    expect(screen.getByRole('checkbox', { name: t('kit.column.show') })).not.toBeChecked();
    await user.clear(nameInput());
    await user.type(nameInput(), '新名称');
    await user.click(saveButton());
    await screen.findByText('list page');
    expect(updates[0]).toMatchObject({ id: PRODUCT_ID, name: '新名称', model: 'M-1', price: 12, isShow: false });
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: t('kit.column.name') }), '半成品');
    await user.click(cancelButton());
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent(t('kit.form.leaveMessage'));
    await user.click(within(dialog).getByRole('button', { name: t('kit.form.stay') }));
    await waitForDialogClosed();
    expect(router.state.location.pathname).toBe('/edit');
    expect(nameInput()).toHaveValue('半成品');

    await user.click(cancelButton());
    await user.click(within(await findOpenDialog()).getByRole('button', { name: t('kit.form.leave') }));
    expect(await screen.findByText('list page')).toBeInTheDocument();
  });
});
