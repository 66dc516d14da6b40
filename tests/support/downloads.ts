import { vi } from 'vitest';

/**
 * The names of the files the page saves (file-saver clicks a download link; jsdom has no blob
 * URLs). Call before the click; the spies are restored with the test's mocks.
 * @example const saved = captureDownloads(); await user.click(exportButton); await waitFor(() => expect(saved).toEqual(['新品发布.xlsx']));
 */
export function captureDownloads(): string[] {
  const saved: string[] = [];
  if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(HTMLAnchorElement.prototype, 'dispatchEvent').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
    return true;
  });
  return saved;
}
