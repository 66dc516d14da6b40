import { expect, test } from './fixtures';
import { expectToast, login } from './support';

test('unknown pages show the 404 page with a way home; inside a back office, with its navigation and header', async ({ page }) => {
  await page.goto('/exhibitionFoo/login/alogin');
  await expect(page.getByText('404')).toBeVisible();

  await login(page, '/host/login/alogin', 'host');
  await expect(page).toHaveURL(/\/host\/index\/home$/);
  await page.goto('/host/index/no-such-page');
  await expect(page.getByText('404')).toBeVisible();
  const home = page.getByRole('navigation').getByRole('link', { name: '首页' });
  await expect(home).toBeVisible();
  await expect(page.getByTestId('current-role')).toHaveText('主办方');
  // The navigation's first section folds away and opens again, from the keyboard too.
  const section = page.getByRole('navigation').locator('summary').first();
  await section.click();
  await expect(home).toBeHidden();
  await section.focus();
  await page.keyboard.press('Enter');
  await expect(home).toBeVisible();
});

async function injectNext(page: import('@playwright/test').Page, failure: string) {
  await page.getByTestId('dev-panel-open').click();
  await page.getByTestId('dev-fail-next').selectOption(failure);
  await page.keyboard.press('Escape');
}

test('the mobile back office login fits a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/mobile-backend');
  await expect(page).toHaveURL(/\/mobile-backend\/login\/alogin$/);
  await expect(page.getByRole('heading', { name: '移动后台登录' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the style system is whole: the reset, the global styles and the colour tokens apply, a button keeps its own style over the reset, and motion follows the system setting', async ({ page }) => {
  // The build makes Chakra's global styles into index.html (scripts/chakra-global-css.ts).
  await page.goto('/host/login/alogin');
  const button = page.getByRole('button', { name: '登录', exact: true });
  await expect(button).toBeVisible();
  const styles = await button.evaluate((element) => {
    const root = getComputedStyle(document.documentElement);
    const own = getComputedStyle(element);
    return {
      blue500: root.getPropertyValue('--chakra-colors-blue-500').trim(),
      bodyMargin: getComputedStyle(document.body).margin,
      lineHeight: root.lineHeight,
      buttonBackground: own.backgroundColor,
      buttonPadding: parseFloat(own.paddingLeft),
    };
  });
  expect(styles.blue500).toBe('#3b82f6');
  expect(styles.bodyMargin).toBe('0px');
  expect(styles.lineHeight).not.toBe('normal');
  expect(styles.buttonBackground).toBe('rgb(24, 24, 27)');
  expect(styles.buttonPadding).toBeGreaterThan(0);

  // Motion: the tests' browser asks for less of it (playwright.config.ts), and the app's components
  // then change at once; without that wish, the button's colour changes over the theme's duration.
  const transition = () => button.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration) * 1000);
  expect(await transition()).toBeLessThan(0.1);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transition()).toBeGreaterThanOrEqual(100);
});

test('a page whose code fails to load offers a reload instead of a blank screen', async ({ page }) => {
  await page.goto('/host/login/alogin');
  await page.getByTestId('dev-panel-open').click();
  await page.getByText('页面代码加载失败').click();
  await page.keyboard.press('Escape');
  // The login page is already loaded; the home page's code is not, and now fails.
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('host');
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('页面加载失败，可能是网络中断或版本已更新。')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
});

test('a page whose code takes too long shows a retry panel after the time-out', async ({ page }) => {
  await page.goto('/host/login/alogin');
  await page.evaluate(() => localStorage.setItem('expo.dev.chunkTimeoutMs', '1000'));
  await page.getByTestId('dev-panel-open').click();
  // Each chunk is held back this long: the home page's code, asked for once the back office's own
  // has arrived, is still on its way when the time-out runs out.
  await page.getByLabel('页面代码延迟加载（毫秒）').fill('4000');
  await page.keyboard.press('Escape');
  // Signed in on the page already loaded: only the home page's code is held back.
  await page.getByRole('textbox', { name: '用户名', exact: true }).fill('host');
  await page.getByLabel('密码', { exact: true }).and(page.locator('input')).fill('demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('页面加载时间过长，请检查网络后重试。')).toBeVisible();
  await expect(page.getByRole('button', { name: '重新加载' })).toBeVisible();
});

test('while the app starts, a branded splash shows instead of a white page (in English in the English area); the page replaces it', async ({ page }) => {
  // Hold the entry script back a little, as a slow network would.
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/exhibitionEn/login/alogin', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.boot-splash')).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveText('Huazhan Exhibition Platform');
  await expect(page.getByRole('textbox', { name: 'User name', exact: true })).toBeVisible();
  await expect(page.locator('.boot-splash')).toHaveCount(0);
});

test.describe('signed in as an exhibitor', () => {
  test.use({ user: 'exhibitor' });

  test('on a phone, the menu button opens the navigation in a drawer, whose link opens its page and closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/exhibition/index/home');
    // The side column is not drawn on a phone; the drawer is not there until asked for.
    await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '菜单' })).toHaveCount(0);
    await expect(page.locator('aside')).toHaveCount(0);
    await page.getByRole('button', { name: '菜单' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: '全部产品' }).click();
    await expect(page).toHaveURL(/\/exhibition\/index\/product\/allpro(\?|$)/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('table')).toBeVisible();
    // Asked for again, it opens at once with the page it is on marked.
    await page.getByRole('button', { name: '菜单' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: '全部产品' })).toHaveAttribute('aria-current', 'page');
    // Widened past a phone's size, the window shows the side column instead, and no menu button.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('complementary').getByRole('link', { name: '全部产品' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: '菜单' })).toHaveCount(0);
  });

  test('Ctrl+K: what is typed at once is kept, the highlighted entry stands out, Enter opens it', async ({ page }) => {
    await page.goto('/exhibition/index/home');
    await page.getByRole('main').click();
    // Typed straight after the shortcut, while the palette is still appearing.
    await page.keyboard.press('Control+k');
    await page.keyboard.type('pinpai');
    const palette = page.getByTestId('command-palette');
    await expect(palette.getByPlaceholder('输入页面名称或拼音首字母…')).toHaveValue('pinpai');

    const options = palette.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeGreaterThan(1);
    const selected = palette.locator('[cmdk-item][data-selected="true"]');
    const background = (el: Element) => getComputedStyle(el).backgroundColor;
    // ↓ moves the highlight, and the highlighted entry looks different from the others.
    const first = await selected.locator('span').first().textContent();
    await page.keyboard.press('ArrowDown');
    await expect(selected.locator('span').first()).not.toHaveText(first!);
    const target = (await selected.locator('span').first().textContent())!;
    expect(await selected.evaluate(background)).not.toBe(await options.first().evaluate(background));

    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(target);
  });

  test('developer panel: a 500 with a message shows it and the page offers a retry; a bare 500 opens /500; a 404 opens /404', async ({ page }) => {
    await page.goto('/exhibition/index/home');
    await expect(page.getByTestId('home-figures')).toBeVisible();
    await injectNext(page, '500');
    await page.reload();
    await expectToast(page, '服务器内部错误：数据库连接超时（演示注入）');
    await page.getByRole('button', { name: '重试' }).click();
    await expect(page.getByTestId('home-figures')).toBeVisible();

    await injectNext(page, '500-bare');
    await page.reload();
    await expect(page).toHaveURL(/\/500$/);

    await page.goto('/exhibition/index/home');
    await injectNext(page, '404');
    await page.reload();
    await expect(page).toHaveURL(/\/404$/);
  });

  test('a rejected token that cannot be refreshed: "authorization expired", then the login page', async ({ page }) => {
    await page.goto('/exhibition/index/home');
    await expect(page.getByTestId('home-figures')).toBeVisible();
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('expo.session') ?? '{}');
      s.authorization.refresh_token = 'revoked';
      localStorage.setItem('expo.session', JSON.stringify(s));
    });
    await injectNext(page, '401');
    await page.reload();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('授权已过期，请重新登录');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/\/exhibition\/login\/alogin/);
  });

  test('reset demo data restores the initial data', async ({ page }) => {
    await page.goto('/exhibition/index/home');
    await expect(page.getByTestId('home-figures')).toBeVisible();
    await page.getByTestId('dev-panel-open').click();
    // The app's own confirmation, not the browser's.
    let nativeDialog = false;
    page.on('dialog', (d) => {
      nativeDialog = true;
      void d.dismiss();
    });
    await page.getByTestId('dev-reset-data').click();
    const confirm = page.getByRole('alertdialog', { name: '重置演示数据？' });
    await expect(confirm).toContainText('恢复初始数据');
    await confirm.getByRole('button', { name: '重置演示数据' }).click();
    // Said by the reloaded page, which may take a while to come back.
    await expect(page.getByText('演示数据已重置为初始数据').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('home-figures')).toBeVisible();
    expect(nativeDialog).toBe(false);
  });
});
