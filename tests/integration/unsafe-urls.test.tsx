/**
 * Unsafe URLs (issue 13.3): a `javascript:` address is refused where a user types it (the brand
 * form, whose schema is the generated one), and one that comes from API data is never rendered as
 * a link (the live landing page's stream products).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { mockDb, server } from '../setup';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

const FIRST_LOAD = { timeout: 10_000 };
const LAUNCH = 'ac71a001-0000-4000-8000-000000000001';

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
});
afterEach(() => {
  session.clear();
});

describe('unsafe URLs', () => {
  it('refuses a brand website of javascript:alert(1) at the field, and sends nothing', async () => {
    await signInAs('exhibitor');
    const sent: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
    };
    server.events.on('request:start', record);
    try {
      const { user } = await renderApp('/exhibition/index/brand/addbrand');
      const name = await screen.findByRole('textbox', { name: '品牌名称' }, FIRST_LOAD);
      await user.type(name, '启航');
      const website = screen.getByRole('textbox', { name: '品牌官网' });
      await user.type(website, 'javascript:alert(1)');
      await user.click(screen.getByRole('button', { name: '保存' }));

      expect(await screen.findByText('请输入正确的网址')).toBeInTheDocument();
      expect(website).toHaveAttribute('aria-invalid', 'true');
      expect(sent.filter((s) => /\/api\/brand$/i.test(s))).toEqual([]);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('does not render a javascript: product link from the live provider as a link', async () => {
    const products = mockDb.find('liveChannelProducts', (p) => p.channelId === '3958471');
    expect(products.length).toBeGreaterThan(1);
    const [evil, good] = products;
    const saved = [evil.link, good.link];
    mockDb.update('liveChannelProducts', evil.id, { link: 'javascript:alert(document.cookie)' });
    mockDb.update('liveChannelProducts', good.id, { link: 'https://shop.example.cn/p/1' });
    try {
      await renderApp(`/exhibition/mobilePcLive?activityId=${LAUNCH}`);
      await waitFor(() => expect(screen.getAllByTestId('live-product').length).toBe(products.length), FIRST_LOAD);
      const card = (name: unknown) => screen.getAllByTestId('live-product').find((c) => c.textContent?.includes(String(name)))!;
      expect(within(card(good.name)).getByRole('link', { name: '查看商品' })).toHaveAttribute('href', 'https://shop.example.cn/p/1');
      expect(within(card(evil.name)).queryByRole('link')).not.toBeInTheDocument();
      expect(document.querySelector('a[href^="javascript:" i]')).toBeNull();
    } finally {
      mockDb.update('liveChannelProducts', evil.id, { link: saved[0] });
      mockDb.update('liveChannelProducts', good.id, { link: saved[1] });
    }
  });
});
