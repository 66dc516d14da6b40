/**
 * The chunks a login page needs before it can render, as the router plugin names their modules:
 * the page's split code, and the split code of the layout routes above it (the root, the back
 * office's route, its /login). Shared by the build's login preloads (vite.config.ts) and the
 * bundle budget's one-wave check (scripts/bundle-budget.ts).
 */

/** A login page's split code: office (exhibition, host, mobile-backend) and page (alogin, …). */
export const LOGIN_PAGE_MODULE = /routes\/(exhibition|host|mobile-backend)\/login\/(\w+)\.tsx\?tsr-split/;

/** Split code of a layout route above the login pages of `office`. */
export const loginLayoutModule = (office: string) => new RegExp(`routes/(?:__root|${office}(?:/route)?|${office}/login(?:/route)?)\\.tsx\\?tsr-split`);
