/**
 * One journey per declared resource, driven by its declaration (tests/support/resources.ts):
 * open the list from its URL, create a record through the form, find it in the list, edit it
 * from its row (the form opens with the stored values), hide it with the row's switch when the
 * resource has one, and delete it. Page-specific behaviour has its own tests.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session/store';
import { server } from '../setup';
import { deleteRow, findHeading, FIRST_LOAD, renderApp, rowAction, rowOf, type User } from '../support/app';
import { resourceCases, type ResourceCase } from '../support/resources';

const FLOW = 90_000;
const t = (key: string) => i18n.t(key as never) as string;

/** jsdom's FormData is not undici's: the upload answer is made here (as the kit's upload tests do). */
function serveUploads() {
  let n = 0;
  server.use(
    http.post(/\/api\/upload\/images$/i, async ({ request }) => {
      const name = /name="file"; filename="([^"]+)"/.exec(await request.text())?.[1] ?? 'image.png';
      n += 1;
      return HttpResponse.json({ status: 200, data: { url: `http://localhost/mock-media/uploads/${n}-${name}`, key: `k${n}`, name, size: 1, contentType: 'image/png' } });
    }),
  );
}

async function fillForm(user: User, c: ResourceCase) {
  for (const [label, option] of Object.entries(c.selects ?? {})) {
    const select = screen.getByRole('combobox', { name: label });
    await waitFor(() => expect(within(select).getByRole('option', { name: option })).toBeInTheDocument(), FIRST_LOAD);
    await user.selectOptions(select, option);
  }
  // Pasted, not typed key by key: the journey is about the resource, and typing each field's text a
  // key at a time took a tenth of this file's time (the other page tests type key by key).
  for (const [label, value] of Object.entries(c.fields)) {
    await user.click(screen.getByRole('textbox', { name: label }));
    await user.paste(value);
  }
  for (const [label, value] of Object.entries(c.dates ?? {})) fireEvent.change(screen.getByLabelText(label, { selector: 'input' }), { target: { value } });
  for (const [label, html] of Object.entries(c.html ?? {})) {
    const editor = screen.getByRole('textbox', { name: label });
    editor.innerHTML = html;
    fireEvent.input(editor);
  }
  for (const label of c.images ?? []) {
    await user.upload(screen.getByLabelText(label, { selector: 'input' }), new File(['x'], 'picture.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByRole('list', { name: label })).toBeInTheDocument());
  }
}

beforeEach(() => serveUploads());
afterEach(() => session.clear());

describe.each(resourceCases.map((c) => [c.resource.paths.list, c] as const))('%s', (_path, c) => {
  const { resource } = c;
  const url = resource.paths.list.replace('{-$lang}', '');
  const [nameLabel, name] = Object.entries(c.fields)[0];
  const renamed = `${name}（已更新）`;

  it('creates, lists, edits, hides and deletes (where the API can) a record from its declaration', async () => {
    const { router, user } = await renderApp(url, { as: c.as });
    await findHeading(t(resource.titles.list));

    // Create.
    await user.click((await screen.findAllByRole('button', { name: t(resource.titles.create!) }, FIRST_LOAD))[0]);
    await findHeading(t(resource.titles.create!));
    expect(router.state.location.pathname).toBe(resource.paths.create!.replace('{-$lang}', ''));
    await fillForm(user, c);
    await user.click(screen.getByRole('button', { name: '保存' }));

    // Back on the list, with the new record.
    const row = await rowOf(name);
    expect(router.state.location.pathname).toBe(url);

    // Edit from its row: the form opens with what was saved.
    await rowAction(user, row, '编辑');
    await findHeading(t(resource.titles.edit!));
    expect(router.state.location.search).toEqual({ id: expect.any(String) });
    const nameInput = screen.getByRole('textbox', { name: nameLabel });
    expect(nameInput).toHaveValue(name);
    await user.clear(nameInput);
    await user.paste(renamed);
    await user.click(screen.getByRole('button', { name: '保存' }));
    const edited = await rowOf(renamed);
    expect(screen.queryByText(name)).not.toBeInTheDocument();

    // Hide it with the row's switch.
    if (resource.setShow) {
      const label = c.showLabel ?? '显示';
      const shown = within(edited).getByRole('checkbox', { name: label });
      expect(shown).toBeChecked();
      await user.click(shown);
      await waitFor(() => expect(within(edited).getByRole('checkbox', { name: label })).not.toBeChecked());
    }

    // Delete it (a resource the API cannot delete is switched off instead, above).
    if (resource.remove) await deleteRow(user, renamed);
    else expect(resource.setShow).toBeDefined();
  }, FLOW);

  if (resource.paths.edit) {
    it('says so when the edit page is opened without a record', async () => {
      const { user, router } = await renderApp(resource.paths.edit!.replace('{-$lang}', ''), { as: c.as });
      await findHeading(t(resource.titles.edit!));
      expect(await screen.findByText('没有指定要编辑的记录')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: '返回列表' }));
      await findHeading(t(resource.titles.list));
      expect(router.state.location.pathname).toBe(url);
    }, FLOW);
  }
});
