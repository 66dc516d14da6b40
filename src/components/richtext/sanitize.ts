/**
 * HTML from the API or the editor, made safe to show: DOMPurify with the HTML profile — no
 * scripts, no event handlers (onerror …), no javascript: URLs, no frames or form controls.
 */
import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | undefined;

/** A private DOMPurify instance (its hooks do not touch other users of the library). */
function instance(): Purifier {
  if (!purifier) {
    purifier = DOMPurify(window);
    purifier.addHook('afterSanitizeAttributes', (node) => {
      // Links open safely; the page never hands its window to the target.
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
  }
  return purifier;
}

const FORBID_TAGS = ['style', 'script', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base'];

/**
 * Safe HTML text (see the module comment). Empty input gives ''.
 * @example sanitizeHtml('<p onclick="x()">hi</p><script>x()</script>') // '<p>hi</p>'
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['srcdoc', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}

/** The visible text of HTML (for counting or "is it empty?"). */
export function htmlText(html: string | null | undefined): string {
  if (!html) return '';
  const div = document.createElement('div');
  div.innerHTML = sanitizeHtml(html);
  return (div.textContent ?? '').replace(/\u00a0/g, ' ').trim();
}
