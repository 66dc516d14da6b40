/** SafeHtml and the rich-text editor never let scripts or event handlers through. */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { htmlText, RichTextEditor, SafeHtml, sanitizeHtml } from '@/components/kit';
import { applyLanguage, i18n } from '@/lib/i18n';
import { renderWithRouter } from '../../support/render';

const t = i18n.t.bind(i18n);
const EVIL = [
  '<p>产品介绍</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="x" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned=3">点我</a>',
  '<iframe src="https://evil.example.com"></iframe>',
  '<div onclick="window.__pwned = 4" style="color: red">文字</div>',
  '<svg><script>window.__pwned = 5</script></svg>',
].join('');

beforeEach(() => {
  applyLanguage('zh');
  delete (window as { __pwned?: number }).__pwned;
});

describe('sanitizeHtml', () => {
  it('strips scripts, event handlers, javascript: links and frames', () => {
    const clean = sanitizeHtml(EVIL);
    expect(clean).toContain('<p>产品介绍</p>');
    expect(clean).toContain('<img src="x">');
    expect(clean).toContain('文字');
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(sanitizeHtml('<a href="https://example.com">x</a>')).toBe('<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">x</a>');
    expect(sanitizeHtml(null)).toBe('');
    expect(htmlText('<p>a&nbsp;<b>b</b></p><script>c</script>')).toBe('a b');
  });
});

describe('SafeHtml', () => {
  it('renders the HTML without <script> or onerror', async () => {
    const { container } = renderWithRouter(<SafeHtml html={EVIL} data-testid="html" />);
    const box = await screen.findByTestId('html');
    expect(box).toHaveTextContent('产品介绍');
    expect(container.querySelector('script')).toBeNull();
    expect(box.querySelector('img')).not.toHaveAttribute('onerror');
    expect(box.querySelector('[onclick]')).toBeNull();
    expect(box.querySelector('a')).not.toHaveAttribute('href');
    expect(box.querySelector('iframe')).toBeNull();
    fireEvent.error(box.querySelector('img')!);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('RichTextEditor', () => {
  function Harness({ initial }: { initial: string }) {
    const [html, setHtml] = useState(initial);
    return (
      <>
        <RichTextEditor value={html} onChange={setHtml} label="正文" />
        <output data-testid="html">{html}</output>
      </>
    );
  }

  it('shows stored HTML sanitised and emits sanitised HTML on input', async () => {
    renderWithRouter(<Harness initial={EVIL} />);
    const area = await screen.findByRole('textbox', { name: '正文' });
    expect(area).toHaveTextContent('产品介绍');
    expect(area.querySelector('script, [onerror], iframe')).toBeNull();
    expect(screen.getByRole('toolbar', { name: t('kit.editor.toolbar') })).toBeInTheDocument();
    for (const name of ['bold', 'italic', 'heading', 'bulletList', 'link', 'image'] as const) {
      expect(screen.getByRole('button', { name: t(`kit.editor.${name}`) })).toBeInTheDocument();
    }
    area.innerHTML = '<p>新内容<img src="y" onerror="window.__pwned = 9"></p>';
    fireEvent.input(area);
    await waitFor(() => expect(screen.getByTestId('html').textContent).toBe('<p>新内容<img src="y"></p>'));
  });

  it('opens the link panel and the image upload from the toolbar', async () => {
    const { user } = renderWithRouter(<Harness initial="" />);
    await user.click(await screen.findByRole('button', { name: t('kit.editor.link') }));
    expect(screen.getByRole('textbox', { name: t('kit.editor.linkUrl') })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t('kit.editor.image') }));
    expect(screen.getByLabelText(t('kit.editor.image'), { selector: 'input' })).toHaveAttribute('type', 'file');
  });
});
