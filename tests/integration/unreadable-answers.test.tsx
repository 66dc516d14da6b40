/**
 * A 200 whose body is not valid JSON or has the wrong shape (a proxy's HTML error page, a
 * truncated body, a missing `data`), issue 13.2: pages say so in the user's language with a
 * retry, like a failed load, never with a JavaScript message and never with an endless spinner;
 * the retry loads the page once the server answers properly again.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { signInAs } from '../support/session';
import { renderApp } from '../support/app';

const FIRST_LOAD = { timeout: 10_000 };
const BAD_ANSWER = '服务器返回的数据无法识别，请稍后重试';
const RAW_MESSAGES = /Cannot read|undefined|is not a function|Unexpected token|JSON/;

/** Answers `method url` with `answer` until `repair()` is called; then the mocks answer again. */
function breakCall(method: 'get' | 'post', url: string, answer: () => Response) {
  let broken = true;
  server.use(http[method](url, () => (broken ? answer() : undefined)));
  return { repair: () => (broken = false) };
}

beforeEach(() => {
  session.clear();
  applyLanguage('zh');
  // The client logs the technical reasons for developers.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  session.clear();
});

describe('unreadable answers on pages', () => {
  it('the mobile exhibition list: an HTML error page says so with a retry instead of spinning, and the retry loads the list', async () => {
    await signInAs('host');
    const call = breakCall('post', '*/api/exhibition/GetAll', () => HttpResponse.html('<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>'));
    await renderApp('/mobile-backend/ex-list');

    expect(await screen.findByText(BAD_ANSWER, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_MESSAGES);

    call.repair();
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('2027 深圳国际智能制造博览会')).toBeInTheDocument();
    expect(screen.queryByText(BAD_ANSWER)).not.toBeInTheDocument();
  });

  it('company info: a truncated body and an answer without data are reported in place, never as a JavaScript error', async () => {
    await signInAs('exhibitor');
    const call = breakCall('get', '*/api/company', () => new HttpResponse('{"status":200,"data":{"id":"3f6c2a8e-9b1d', { headers: { 'Content-Type': 'application/json' } }));
    await renderApp('/exhibition/index/companyInfo');
    expect(await screen.findByText(BAD_ANSWER, undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(RAW_MESSAGES);

    // Now a well-formed envelope without its data.
    server.use(http.get('*/api/company', () => HttpResponse.json({ status: 200 })));
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText(BAD_ANSWER)).toBeInTheDocument());
    expect(document.body.textContent).not.toMatch(RAW_MESSAGES);

    server.resetHandlers();
    call.repair();
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: '企业名称' })).toHaveValue(session.get().company!.name));
  });
});
