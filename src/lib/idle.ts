/**
 * Runs `run` once the page has loaded and the browser has nothing else to do (a timer where it
 * cannot tell, as in Safari): for code a page will want soon but does not need to paint, so that it
 * does not download beside the first page's code and data. Returns a cancel function.
 */
export function whenIdle(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: 3000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(run, 1500);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') idle();
  else {
    window.addEventListener('load', idle, { once: true });
    cancel = () => window.removeEventListener('load', idle);
  }
  return () => cancel();
}
