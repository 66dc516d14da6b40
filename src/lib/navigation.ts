/**
 * Navigation from outside React (the HTTP client's 404/500 and logout redirects).
 * The app registers the router's navigate at start; before that, the browser location is used.
 */
type Navigate = (href: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (href, options) => {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

export function registerNavigate(fn: Navigate) {
  navigateImpl = fn;
}

export function navigateTo(href: string, options?: { replace?: boolean }) {
  navigateImpl(href, options);
}
