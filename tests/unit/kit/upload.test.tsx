/**
 * Uploads: type and size checks before sending (nothing reaches the server), the contract's
 * multipart call (POST /api/upload/images), previews, reorder and remove, and the JSON-text
 * image list field reading a legacy single URL.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkFile, ImageListField, ruleFor, UploadInput, type UploadKind } from '@/components/kit';
import { applyLanguage, i18n } from '@/lib/i18n';
import { server } from '../../setup';
import { renderWithRouter } from '../../support/render';

const t = i18n.t.bind(i18n);
const MB = 1024 * 1024;

/** A file of a given reported size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let uploads: string[] = [];
beforeEach(() => {
  applyLanguage('zh');
  uploads = [];
  let n = 0;
  server.use(
    http.post(/\/api\/upload\/(images|videos|files)$/i, async ({ request }) => {
      const kind = new URL(request.url).pathname.split('/').pop();
      // The multipart part named `file` (read as text: jsdom's FormData is not undici's).
      const body = await request.text();
      const name = /name="file"; filename="([^"]+)"/.exec(body)?.[1] ?? '?';
      uploads.push(`${kind}:${name}`);
      n += 1;
      return HttpResponse.json({
        status: 200,
        data: { url: `https://cdn.example.com/${kind}/${n}-${name}`, key: `k${n}`, name, size: 1, contentType: 'application/octet-stream' },
      });
    }),
  );
});

function Harness({ kind, multiple, initial = [] }: { kind: UploadKind; multiple?: boolean; initial?: string[] }) {
  const [value, setValue] = useState<string | string[]>(multiple ? initial : (initial[0] ?? ''));
  return (
    <>
      <UploadInput kind={kind} multiple={multiple} max={3} value={value} onChange={setValue} label="产品图片" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueOf = () => JSON.parse(screen.getByTestId('value').textContent ?? 'null') as unknown;

describe('upload rules', () => {
  it('refuses wrong types and oversized files with a clear message', () => {
    expect(checkFile(fakeFile('a.png', 'image/png', 5 * MB), ruleFor('image'))).toBeNull();
    expect(checkFile(fakeFile('a.png', 'image/png', 5 * MB + 1), ruleFor('image'))).toBe(t('kit.upload.tooBig', { name: 'a.png', size: '5 MB' }));
    expect(checkFile(fakeFile('a.bmp', 'image/bmp', 10), ruleFor('image'))).toContain('JPG/PNG/GIF/WebP');
    expect(checkFile(fakeFile('clip.mov', 'video/quicktime', 10), ruleFor('video'))).toContain('MP4/WebM');
    expect(checkFile(fakeFile('clip.webm', '', 10), ruleFor('video'))).toBeNull();
    expect(checkFile(fakeFile('clip.mp4', 'video/mp4', 201 * MB), ruleFor('video'))).toContain('200 MB');
    expect(checkFile(fakeFile('a.pdf', 'application/pdf', 21 * MB), ruleFor('file'))).toContain('20 MB');
    expect(checkFile(fakeFile('a.png', 'image/png', 3 * MB), ruleFor('image', { maxBytes: 2 * MB }))).toContain('2 MB');
  });
});

describe('UploadInput', () => {
  it('rejects a too-big image before sending it', async () => {
    renderWithRouter(<Harness kind="image" multiple />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('产品图片', { selector: 'input' }), fakeFile('big.png', 'image/png', 6 * MB));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('kit.upload.tooBig', { name: 'big.png', size: '5 MB' }));
    expect(uploads).toEqual([]);
    expect(valueOf()).toEqual([]);
  });

  it('rejects a wrong file type before sending it, and still sends the good one', async () => {
    renderWithRouter(<Harness kind="image" multiple />);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('产品图片', { selector: 'input' }), [fakeFile('spec.pdf', 'application/pdf', 1000), fakeFile('ok.png', 'image/png', 1000)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('kit.upload.wrongType', { name: 'spec.pdf', types: 'JPG/PNG/GIF/WebP' }));
    await waitFor(() => expect(valueOf()).toEqual(['https://cdn.example.com/images/1-ok.png']));
    expect(uploads).toEqual(['images:ok.png']);
  });

  it('rejects a wrong video type dropped on the zone', async () => {
    renderWithRouter(<Harness kind="video" />);
    const zone = await screen.findByTestId('upload-dropzone');
    fireEvent.drop(zone, { dataTransfer: { files: [fakeFile('clip.avi', 'video/x-msvideo', 1000)] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('MP4/WebM');
    expect(uploads).toEqual([]);
  });

  it('uploads, previews, reorders and removes images, up to the maximum', async () => {
    renderWithRouter(<Harness kind="image" multiple />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('产品图片', { selector: 'input' });
    await user.upload(input, [fakeFile('a.png', 'image/png', 100), fakeFile('b.jpg', 'image/jpeg', 100)]);
    await waitFor(() => expect(valueOf()).toHaveLength(2));
    expect(screen.getByRole('list', { name: '产品图片' }).querySelectorAll('img')).toHaveLength(2);
    const [first, second] = valueOf() as string[];

    await user.click(screen.getByRole('button', { name: `${t('kit.upload.moveDown')} ${t('kit.upload.item', { index: 1 })}` }));
    expect(valueOf()).toEqual([second, first]);
    await user.click(screen.getByRole('button', { name: `${t('kit.upload.remove')} ${t('kit.upload.item', { index: 2 })}` }));
    expect(valueOf()).toEqual([second]);

    await user.upload(screen.getByLabelText('产品图片', { selector: 'input' }), [fakeFile('c.png', 'image/png', 100), fakeFile('d.png', 'image/png', 100), fakeFile('e.png', 'image/png', 100)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('kit.upload.tooMany', { max: 2 }));
    await waitFor(() => expect(valueOf()).toHaveLength(3));
    expect(screen.queryByLabelText('产品图片', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('shows a progress bar while a file is being sent', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(/\/api\/upload\/images$/i, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 200, data: { url: 'https://cdn.example.com/slow.png', key: 'k', name: 'slow.png', size: 1 } });
      }),
    );
    renderWithRouter(<Harness kind="image" multiple />);
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('产品图片', { selector: 'input' }), fakeFile('slow.png', 'image/png', 100));
    const bar = await screen.findByRole('progressbar', { name: new RegExp(t('kit.upload.uploading', { name: 'slow.png' })) });
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    release();
    await waitFor(() => expect(valueOf()).toEqual(['https://cdn.example.com/slow.png']));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('keeps a single URL for a single upload and shows a video preview', async () => {
    renderWithRouter(<Harness kind="video" initial={['https://cdn.example.com/old.mp4']} />);
    const user = userEvent.setup();
    expect((await screen.findByRole('list', { name: '产品图片' })).querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/old.mp4');
    await user.upload(screen.getByLabelText('产品图片', { selector: 'input' }), fakeFile('new.mp4', 'video/mp4', 100));
    await waitFor(() => expect(valueOf()).toBe('https://cdn.example.com/videos/1-new.mp4'));
  });
});

describe('ImageListField', () => {
  function BannerForm() {
    const form = useForm<{ banner: string }>({ defaultValues: { banner: 'https://cdn.example.com/legacy.jpg' } });
    const banner = useWatch({ control: form.control, name: 'banner' });
    return (
      <>
        <ImageListField control={form.control} name="banner" label="轮播图" />
        <output data-testid="value">{JSON.stringify(banner)}</output>
      </>
    );
  }

  it('reads a legacy single URL and writes the JSON array text', async () => {
    renderWithRouter(<BannerForm />);
    const user = userEvent.setup();
    expect((await screen.findByRole('list', { name: '轮播图' })).querySelectorAll('img')).toHaveLength(1);
    await user.upload(screen.getByLabelText('轮播图', { selector: 'input' }), fakeFile('n.png', 'image/png', 100));
    await waitFor(() => expect(valueOf()).toBe('["https://cdn.example.com/legacy.jpg","https://cdn.example.com/images/1-n.png"]'));
  });
});
