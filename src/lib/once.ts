/**
 * Something asynchronous (a chunk of code, mostly) loaded once and shared by every caller; after
 * a failure (offline then, or a release replaced the file) the next caller asks again.
 * @example const loadProfile = once(() => import('./profile'));
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
