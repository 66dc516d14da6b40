/**
 * Thumbnail: a picture from the API that shows a neat placeholder (icon on a soft background, the
 * picture's size and name) instead of the browser's broken-image icon, in the kit's places that
 * show API pictures: the list's image column and the upload previews.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/queryClient';
import { columnsOf, DataTable, Thumbnail, UploadInput } from '@/components/kit';
import { applyLanguage } from '@/lib/i18n';
import { Providers } from '../../support/render';

const renderInApp = (ui: ReactNode) => render(<Providers queryClient={createQueryClient()}>{ui}</Providers>);

describe('Thumbnail', () => {
  it('shows the picture while it loads, and a placeholder of the same size when it fails', () => {
    applyLanguage('zh');
    renderInApp(<Thumbnail src="/api/file?key=images/gone.jpg" alt="协作机器人 HZ-C6" boxSize="16" objectFit="cover" rounded="sm" />);
    const img = screen.getByRole('img', { name: '协作机器人 HZ-C6' });
    expect(img.tagName).toBe('IMG');
    expect(screen.queryByTestId('thumbnail-placeholder')).not.toBeInTheDocument();

    fireEvent.error(img);

    expect(document.querySelector('img')).toBeNull();
    const placeholder = screen.getByTestId('thumbnail-placeholder');
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder).toHaveAccessibleName('协作机器人 HZ-C6');
    expect(placeholder).toHaveAttribute('title', '图片无法显示');
    expect(placeholder).toHaveAttribute('data-state', 'failed');
    expect(placeholder.querySelector('svg')).not.toBeNull();
  });

  it('tries again when the address changes, and says "no image" without one', () => {
    applyLanguage('zh');
    const { rerender } = renderInApp(<Thumbnail src="/a.jpg" alt="" boxSize="12" />);
    fireEvent.error(document.querySelector('img')!);
    expect(screen.getByTestId('thumbnail-placeholder')).toHaveAttribute('data-state', 'failed');

    rerender(<Providers queryClient={createQueryClient()}><Thumbnail src="/b.jpg" alt="" boxSize="12" /></Providers>);
    expect(document.querySelector('img')).toHaveAttribute('src', '/b.jpg');

    rerender(<Providers queryClient={createQueryClient()}><Thumbnail src={null} alt="" boxSize="12" /></Providers>);
    expect(screen.getByTestId('thumbnail-placeholder')).toHaveAttribute('data-state', 'empty');
    expect(screen.getByRole('img', { name: '暂无图片' })).toBeInTheDocument();
  });

  it('replaces a broken picture in the list’s image column and in an upload preview', () => {
    applyLanguage('zh');
    type Row = { id: string; name: string; banner: string };
    const c = columnsOf<Row>();
    renderInApp(
      <>
        <DataTable
          label="产品"
          rows={[{ id: '1', name: '协作机器人', banner: JSON.stringify(['/api/file?key=images/missing.jpg']) }]}
          columns={[c.image('banner', 'kit.column.image'), c.text('name', 'kit.column.name')]}
        />
        <UploadInput kind="image" value="/api/file?key=images/preview.png" onChange={() => undefined} label="产品图片" />
      </>,
    );
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(2);
    images.forEach((img) => fireEvent.error(img));
    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getAllByTestId('thumbnail-placeholder')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: '产品图片' })).getByTestId('thumbnail-placeholder')).toBeInTheDocument();
  });
});
