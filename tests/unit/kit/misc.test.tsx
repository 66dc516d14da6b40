/**
 * ExportButton (blob + Content-Disposition through the generated export call), DetailDrawer,
 * StatusBadge, PageHeader, useConfirm and QrDownload's naming.
 */
import { Button } from '@chakra-ui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { saveAs } from 'file-saver';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { productExcelExportProductView } from '@gen/api/product/product';
import {
  auditStatus, DetailDrawer, ExportButton, fileNameFromDisposition, jpegName, PageHeader, StatusBadge, useConfirm,
} from '@/components/kit';
import { applyLanguage, i18n } from '@/lib/i18n';
import { toaster } from '@/lib/toaster';
import { post } from '@/mocks/route';
import { other } from '@/mocks/respond';
import { server } from '../../setup';
import { findOpenDialog, renderWithRouter, waitForDialogClosed } from '../../support/render';

vi.mock('file-saver', () => ({ saveAs: vi.fn() }));

const t = i18n.t.bind(i18n);
const COMP_ID = '0b6f3a52-1c1e-4f7e-9d38-6a1d2c3b4e5f';
const toastTitles = () => toaster.getVisibleToasts().map((x) => String(x.title));

beforeEach(() => {
  applyLanguage('zh');
  toaster.remove();
  vi.mocked(saveAs).mockClear();
});

describe('fileNameFromDisposition', () => {
  it('reads RFC 5987 and plain names', () => {
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''%E5%B1%95%E5%95%86%E5%90%8D%E5%BD%95.xlsx")).toBe('展商名录.xlsx');
    expect(fileNameFromDisposition('attachment; filename="report 1.xlsx"; filename*=UTF-8\'\'%E6%8A%A5%E8%A1%A8.xlsx')).toBe('报表.xlsx');
    expect(fileNameFromDisposition('attachment; filename="report 1.xlsx"')).toBe('report 1.xlsx');
    expect(fileNameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition(undefined)).toBeUndefined();
  });

  it('names QR downloads as JPEG', () => {
    expect(jpegName('展商二维码')).toBe('展商二维码.jpg');
    expect(jpegName('qr.png')).toBe('qr.jpg');
    expect(jpegName('qr.JPEG')).toBe('qr.JPEG');
  });
});

describe('ExportButton', () => {
  const body = { pageIndex: 1, pageSize: 10, compId: COMP_ID };

  it('saves the blob under the Content-Disposition name', async () => {
    server.use(
      post('/api/Product/excelExportProductView', () =>
        other(new HttpResponse(new TextEncoder().encode('xlsx-bytes'), {
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': "attachment; filename*=UTF-8''%E4%BA%A7%E5%93%81%E6%B5%8F%E8%A7%88.xlsx",
          },
        })),
      ),
    );
    const { user } = renderWithRouter(<ExportButton fileName="产品浏览统计.xlsx" request={(o) => productExcelExportProductView(body, o)} />);
    await user.click(await screen.findByRole('button', { name: t('kit.export.label') }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveAs).mock.calls[0];
    expect(name).toBe('产品浏览.xlsx');
    expect(blob).toBeInstanceOf(Blob);
    expect(await (blob as Blob).text()).toBe('xlsx-bytes');
  });

  it('falls back to the given name, and reports a refused export in the server words', async () => {
    let refuse = false;
    server.use(
      post('/api/Product/excelExportProductView', () =>
        refuse
          ? other(HttpResponse.json({ status: 400, errors: [{ message: '导出时间范围过大' }] }, { status: 400 }))
          : other(new HttpResponse('x', { headers: { 'Content-Type': 'application/octet-stream' } })),
      ),
    );
    const { user } = renderWithRouter(<ExportButton fileName="产品浏览统计.xlsx" request={(o) => productExcelExportProductView(body, o)} />);
    await user.click(await screen.findByRole('button', { name: t('kit.export.label') }));
    await waitFor(() => expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), '产品浏览统计.xlsx'));

    refuse = true;
    await user.click(screen.getByRole('button', { name: t('kit.export.label') }));
    await waitFor(() => expect(toastTitles()).toContain(t('kit.export.failed', { message: '导出时间范围过大' })));
    expect(saveAs).toHaveBeenCalledTimes(1);
  });
});

describe('DetailDrawer', () => {
  interface Company {
    name: string;
    createTime: string;
    logo: string;
    auditState: number;
    intro: string;
    listed: boolean;
  }
  const record: Company = {
    name: '深圳华展智能科技有限公司',
    createTime: '2026-03-01T08:00:00+08:00',
    logo: '["https://cdn.example.com/logo.png"]',
    auditState: 1,
    intro: '<p>简介<script>bad()</script></p>',
    listed: false,
  };

  it('shows label/value pairs of a record', async () => {
    const onClose = vi.fn();
    renderWithRouter(
      <DetailDrawer
        open
        onClose={onClose}
        record={record}
        fields={[
          { label: 'kit.column.name', value: 'name' },
          { label: 'kit.column.createTime', value: 'createTime', type: 'date' },
          { label: 'kit.column.image', value: 'logo', type: 'images' },
          { label: 'kit.column.status', value: 'auditState', type: 'status', map: auditStatus },
          { label: 'kit.editor.content', value: 'intro', type: 'html' },
          { label: 'kit.column.show', value: 'listed', type: 'bool' },
          { label: 'kit.column.sort', value: (r) => r.name.length },
        ]}
      />,
    );
    const drawer = await findOpenDialog('dialog');
    expect(within(drawer).getByText(t('kit.detail.title'))).toBeInTheDocument();
    expect(within(drawer).getByText('深圳华展智能科技有限公司')).toBeInTheDocument();
    expect(within(drawer).getByText(t('kit.status.approved'))).toBeInTheDocument();
    expect(within(drawer).getByText(t('kit.status.no'))).toBeInTheDocument();
    expect(within(drawer).getByText('12')).toBeInTheDocument();
    expect(drawer.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(drawer.querySelector('script')).toBeNull();
  });
});

describe('StatusBadge and PageHeader', () => {
  it('labels enum values through i18n, unknown values as they are', async () => {
    renderWithRouter(
      <>
        <PageHeader title="kit.list.rows" breadcrumbs={[{ label: 'kit.detail.title', target: { to: '/' } }, { label: 'kit.list.rows' }]} actions={<Button>act</Button>} />
        <StatusBadge value={0} map={auditStatus} />
        <StatusBadge value={7} map={auditStatus} />
      </>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: t('kit.list.rows') })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: t('kit.page.breadcrumb') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('kit.detail.title') })).toHaveAttribute('href', '/');
    expect(screen.getByText(t('kit.status.pending'))).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
  });
});

describe('useConfirm', () => {
  function Asker() {
    const [confirm, dialog] = useConfirm();
    const [answer, setAnswer] = useState('none');
    return (
      <>
        <Button onClick={async () => setAnswer(String(await confirm({ message: '确定提交审核吗？' })))}>ask</Button>
        <output data-testid="answer">{answer}</output>
        {dialog}
      </>
    );
  }

  it('resolves true on confirm and false on cancel', async () => {
    const { user } = renderWithRouter(<Asker />);
    await user.click(await screen.findByRole('button', { name: 'ask' }));
    const dialog = await findOpenDialog();
    expect(dialog).toHaveTextContent('确定提交审核吗？');
    await user.click(within(dialog).getByRole('button', { name: t('kit.confirm.ok') }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('true'));
    await waitForDialogClosed();
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await user.click(within(await findOpenDialog()).getByRole('button', { name: t('kit.confirm.cancel') }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('false'));
  });
});
