/**
 * The English exhibitor area is entirely English: every English exhibitor page of the route table
 * (src/app/routes.ts: the pages under /exhibition{-$lang} that the English area has), opened as
 * `exhibitor.en`, shows no Chinese outside user data.
 *
 * User data is told apart by where it comes from: every string the API answered (JSON and
 * GraphQL) during the visit is user data, and may be shown as it is (a product's Chinese name,
 * a staff member's name) — except a Chinese value whose record has its English form on file
 * (`name` beside a non-empty `nameEn`, `address` beside `addressEn`…): that one the English area
 * must show in English (or beside its English form, as a list of both names does). Everything else on screen is the interface's own text (headings, labels,
 * buttons, table headers, navigation, messages, placeholders, option lists, accessible names)
 * and must not contain Chinese characters. What the user edits (inputs, text areas, rich text)
 * and the name of the other language in the language switches ("中文", marked lang="zh") are not checked.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { routes } from '../../src/app/routes';
import { expect, test } from './fixtures';
import { login } from './support';

interface RouteNode {
  type?: string;
  path?: string;
  file?: string;
  children?: RouteNode[];
}

/** The English exhibitor pages: every page of /exhibition{-$lang} but those the English area 404s (chineseOnly). */
function englishPages(): string[] {
  const pages: string[] = [];
  const walk = (node: RouteNode, prefix: string) => {
    const path = prefix + (node.path ?? '');
    const isLayout = node.file?.endsWith('/route.tsx') || node.type === 'layout';
    if (node.file && !isLayout && path.startsWith('/exhibition{-$lang}')) {
      const source = readFileSync(resolve(import.meta.dirname, '../../src', node.file), 'utf8');
      if (!source.includes('chineseOnly')) pages.push(path.replace('{-$lang}', 'En').replace(/\/$/, ''));
    }
    for (const child of node.children ?? []) walk(child, path);
  };
  walk(routes as unknown as RouteNode, '');
  return [...new Set(pages)];
}

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Strings the API answered, split into user data and Chinese values whose English form is on file. */
class ApiStrings {
  readonly userData = new Set<string>();
  /** Chinese value → its English form. */
  readonly english = new Map<string, string>();

  add(value: unknown) {
    if (Array.isArray(value)) value.forEach((v) => (typeof v === 'string' ? this.userData.add(v.trim()) : this.add(v)));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, v] of Object.entries(record)) {
        if (typeof v === 'string' && /^\s*[[{]/.test(v)) {
          // JSON text the API carries in a field (a change request's content, image lists): its values are user data too.
          this.userData.add(v.trim());
          try {
            this.add(JSON.parse(v));
          } catch {
            // not JSON after all: kept as the string it is
          }
        } else if (typeof v === 'string') {
          const english = record[`${key}En`];
          if (CJK.test(v) && typeof english === 'string' && english.trim()) this.english.set(v.trim(), english.trim());
          else this.userData.add(v.trim());
        } else this.add(v);
      }
    }
  }

  /**
   * The Chinese left in a text once user data is taken out; and a Chinese value shown although its
   * English form is on file and not on the page (a list may show both, as name and English name).
   */
  check(text: string, pageText: string): { chrome: string | undefined; untranslated: string | undefined } {
    const untranslated = [...this.english].find(([zh, en]) => zh.length > 1 && text.includes(zh) && !pageText.includes(en) && ![...this.userData].some((u) => u.includes(zh)))?.[0];
    let rest = text;
    for (const v of [...this.userData, ...this.english.keys()].filter((s) => CJK.test(s)).sort((a, b) => b.length - a.length)) {
      if (rest.includes(v)) rest = rest.split(v).join(' ');
    }
    return { chrome: CJK.test(rest) ? text : undefined, untranslated };
  }
}

/** Visible text of the page and the text a user meets otherwise (placeholders, options, accessible names, titles). */
async function textsOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const skip = (el: Element | null) =>
      !el || Boolean(el.closest('input, textarea, [contenteditable="true"], [data-testid="language-switch"], [lang^="zh"], script, style, noscript'));
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || skip(el) || !el) continue;
      if (el.tagName === 'OPTION' ? el.closest('select')?.checkVisibility() : el.checkVisibility()) out.push(text);
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      if (el.closest('[data-testid="language-switch"], [lang^="zh"]') || !el.checkVisibility()) continue;
      for (const attr of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attr)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Waits until the page has loaded what it shows: no loading skeletons, no busy regions. */
async function settled(page: Page) {
  // The app says when its queries, saves and route loads are done (the mock build's hook); quicker
  // than waiting for half a second without network.
  await page.waitForFunction(() => (window as { __expoBusy?: () => number }).__expoBusy?.() === 0, undefined, { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
  // What the last answers changed is painted by the second frame from now.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

const PAGES = englishPages();
const SIGNED_OUT = PAGES.filter((p) => /\/(login(\/[abc]login)?|register)$/.test(p));
const SIGNED_IN = PAGES.filter((p) => !SIGNED_OUT.includes(p));

test.setTimeout(600_000);

/** Opens a page of the app without reloading it, as a link would (the mock build's router hook). */
async function open(page: Page, path: string) {
  await page.evaluate((to) => (window as { __expoNavigate?: (href: string) => Promise<void> }).__expoNavigate!(to), path);
  // (A section's bare URL goes on to its first page.)
  await expect(page).toHaveURL((url) => url.pathname.startsWith(path.split('?')[0]!));
}

test('the English exhibitor area shows no Chinese outside user data, on every page of the route table', async ({ page }) => {
  expect(SIGNED_IN.length, 'English exhibitor pages found in the route table').toBeGreaterThan(40);
  const api = new ApiStrings();
  page.on('response', async (response) => {
    if (!/\/(api|connect|live)\//i.test(new URL(response.url()).pathname)) return;
    if (!/json/i.test(response.headers()['content-type'] ?? '')) return;
    api.add(await response.json().catch(() => undefined));
  });

  const problems: string[] = [];
  const check = async (path: string) => {
    await settled(page);
    const texts = await textsOnScreen(page);
    const pageText = texts.join('\n');
    for (const text of texts) {
      const { chrome, untranslated } = api.check(text, pageText);
      if (untranslated) problems.push(`${path}: “${untranslated}” has an English form on file, shown in Chinese in “${text.slice(0, 80)}”`);
      else if (chrome) problems.push(`${path}: “${chrome.slice(0, 80)}”`);
    }
  };

  for (const path of SIGNED_OUT) {
    await page.goto(path);
    await check(path);
  }
  await login(page, '/exhibitionEn/login/alogin', 'exhibitor.en');
  await expect(page).toHaveURL(/\/exhibitionEn\/index\/home$/);
  for (const path of SIGNED_IN) {
    await open(page, path);
    await check(path);
  }

  expect([...new Set(problems)]).toEqual([]);
});

test('a wrong password on the English login is said in English', async ({ page }) => {
  await login(page, '/exhibitionEn/login/alogin', 'exhibitor.en', 'wrong-password');
  await expect(page.getByText('Wrong user name or password')).toBeVisible();
});

test('the English dashboard greets the company and shows venue and booth by their English names', async ({ page }) => {
  await login(page, '/exhibitionEn/login/alogin', 'exhibitor.en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello, Shanghai Dongfang Precision Machinery Co., Ltd.');
  await expect(page.getByTestId('home-venue')).toHaveText("Shenzhen World Exhibition & Convention Center (Bao'an)");
  await expect(page.getByTestId('home-booth')).toContainText('Hall 2');
  // The region picker reads in English; the value kept is still the Chinese name the API stores.
  await page.goto('/exhibitionEn/index/companyInfo');
  const province = page.getByRole('combobox', { name: 'Province' });
  await expect(province.locator('option:checked')).toHaveText('Shanghai', { timeout: 30_000 });
  await expect(province).toHaveValue('上海市');
});
