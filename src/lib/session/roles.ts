/** Role numbers (000 §6): 1 host; 2 English exhibitor; any other value Chinese exhibitor. */
export const Role = {
  Exhibitor: 0,
  Host: 1,
  ExhibitorEn: 2,
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export function toRole(value: unknown): Role {
  return value === 1 ? Role.Host : value === 2 ? Role.ExhibitorEn : Role.Exhibitor;
}

export type Area = 'host' | 'exhibition' | 'exhibitionEn' | 'mobile' | 'open';

/** The login page for a role, used after logout and after a 401 (000 §6). */
export function loginPathForRole(role: number): string {
  if (role === Role.Host) return '/host/login/alogin';
  if (role === Role.ExhibitorEn) return '/exhibitionEn/login/alogin';
  return '/exhibition/login/alogin';
}

export function homeForRole(role: number): string {
  if (role === Role.Host) return '/host/index/home';
  if (role === Role.ExhibitorEn) return '/exhibitionEn/index/home';
  return '/exhibition/index/home';
}

/**
 * The guard's login page for a path a signed-out user asked for (000 §2): checked in the
 * document's order, exhibitionEn first, then host, else the Chinese exhibitor login. The
 * mobile back office has its own login.
 */
export function loginPathForPath(path: string): string {
  if (path.includes('exhibitionEn')) return '/exhibitionEn/login/alogin';
  if (path.startsWith('/mobile-backend')) return '/mobile-backend/login/alogin';
  if (path.includes('host')) return '/host/login/alogin';
  return '/exhibition/login/alogin';
}

export function areaOfPath(path: string): Area {
  if (path === '/host' || path.startsWith('/host/')) return 'host';
  if (path === '/exhibitionEn' || path.startsWith('/exhibitionEn/')) return 'exhibitionEn';
  if (path === '/exhibition' || path.startsWith('/exhibition/')) return 'exhibition';
  if (path.startsWith('/mobile-backend')) return 'mobile';
  return 'open';
}

/**
 * Which back offices a role may open. Both exhibitor roles use the exhibitor pages in either
 * language (the language switch moves between /exhibition and /exhibitionEn); only the host
 * opens /host. The mobile back office is the organiser's tool on site (it lists every exhibiting
 * company with its contact details), so it is for the host only as well.
 */
export function canOpenArea(role: number, area: Area): boolean {
  if (area === 'host' || area === 'mobile') return role === Role.Host;
  if (area === 'exhibition' || area === 'exhibitionEn') return role !== Role.Host;
  return true;
}

/** The i18n key of a back office's name (app.*Office), for messages about where a page belongs. */
export function officeOfArea(area: Area): 'app.hostOffice' | 'app.exhibitorOffice' | 'app.mobileOffice' | undefined {
  if (area === 'host') return 'app.hostOffice';
  if (area === 'exhibition' || area === 'exhibitionEn') return 'app.exhibitorOffice';
  if (area === 'mobile') return 'app.mobileOffice';
  return undefined;
}
