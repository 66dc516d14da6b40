/**
 * The route guard keeps each role in its own back office and says so at once: a host who opens
 * an exhibitor page, or an exhibitor who opens the mobile back office, is told which back office
 * the page belongs to and where they are being taken. Hovering a link (preload) says nothing.
 */
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { requireSignedIn } from '@/app/guard';
import { registerNavigate } from '@/lib/navigation';
import { applyLanguage } from '@/lib/i18n';
import { loadToaster } from '@/lib/notify';
import { toaster } from '@/lib/toaster';
import { Role } from '@/lib/session/roles';
import { session } from '@/lib/session/store';

const navigations: string[] = [];
registerNavigate((href) => navigations.push(href));

const at = (href: string) => ({ pathname: href.split('?')[0]!, href, search: {}, searchStr: '', hash: '', state: {} }) as unknown as ParsedLocation;

function redirectOf(run: () => void): string | undefined {
  try {
    run();
  } catch (error) {
    if (isRedirect(error)) return error.options.href;
    throw error;
  }
  return undefined;
}

/** The notices on screen once the toaster (loaded with the first notice) has shown them. */
const notices = async () => (await loadToaster()).toaster.getVisibleToasts().map((t) => `${String(t.title)} | ${String(t.description)}`);

beforeEach(() => {
  toaster.remove();
  navigations.length = 0;
  session.clear();
  applyLanguage('zh');
  localStorage.clear();
});

describe('route guard', () => {
  it('takes a host who opens an exhibitor page home and says where the page belongs and where they go', async () => {
    session.set({ isLogin: true, role: Role.Host });
    expect(redirectOf(() => requireSignedIn({ location: at('/exhibition/index/product/allpro') }))).toBe('/host/index/home');
    expect(await notices()).toEqual(['此页面属于展商后台 | 您以主办方身份登录，正在前往主办方后台首页。']);
  });

  it('says nothing while a link is only preloaded', async () => {
    session.set({ isLogin: true, role: Role.Host });
    expect(redirectOf(() => requireSignedIn({ location: at('/exhibition/index/home'), preload: true }))).toBe('/host/index/home');
    expect(await notices()).toEqual([]);
  });

  it('keeps exhibitors out of the mobile back office, in the language of their home', async () => {
    session.set({ isLogin: true, role: Role.ExhibitorEn });
    expect(redirectOf(() => requireSignedIn({ location: at('/mobile-backend/ex-company-list?exhibitionId=x') }))).toBe('/exhibitionEn/index/home');
    expect(await notices()).toEqual([
      'This page belongs to the Mobile back office | You are signed in as Exhibitor (English), so you are being taken to the Exhibitor back office home page.',
    ]);
  });

  it('offers to sign in with an account of that back office, and comes back to the page afterwards', async () => {
    session.set({ isLogin: true, role: Role.Exhibitor });
    redirectOf(() => requireSignedIn({ location: at('/mobile-backend/ex-list') }));
    await loadToaster();
    const notice = toaster.getVisibleToasts()[0]!;
    expect(notice.action?.label).toBe('换个账号登录');
    notice.action!.onClick();
    expect(session.get().isLogin).toBe(false);
    expect(navigations).toEqual(['/mobile-backend/login/alogin?redirect=%2Fmobile-backend%2Fex-list']);
  });

  it('lets a host into the mobile back office without a word', async () => {
    session.set({ isLogin: true, role: Role.Host });
    expect(redirectOf(() => requireSignedIn({ location: at('/mobile-backend/ex-list') }))).toBeUndefined();
    expect(await notices()).toEqual([]);
  });
});
