import { describe, expect, it } from 'vitest';
import { areaOfPath, canOpenArea, homeForRole, loginPathForPath, loginPathForRole, toRole } from '@/lib/session/roles';

describe('roles (000 §6)', () => {
  it('sends each role to its own login page after logout or a 401', () => {
    expect(loginPathForRole(1)).toBe('/host/login/alogin');
    expect(loginPathForRole(2)).toBe('/exhibitionEn/login/alogin');
    expect(loginPathForRole(0)).toBe('/exhibition/login/alogin');
    expect(loginPathForRole(7)).toBe('/exhibition/login/alogin');
  });

  it('treats any role number other than 1 and 2 as a Chinese exhibitor', () => {
    expect(toRole(5)).toBe(0);
    expect(toRole(undefined)).toBe(0);
    expect(toRole(1)).toBe(1);
  });

  it('picks the guard login page from the path, exhibitionEn first, then host (000 §2)', () => {
    expect(loginPathForPath('/exhibitionEn/index/product/allpro')).toBe('/exhibitionEn/login/alogin');
    expect(loginPathForPath('/host/index/ex/list')).toBe('/host/login/alogin');
    expect(loginPathForPath('/exhibition/index/home')).toBe('/exhibition/login/alogin');
    expect(loginPathForPath('/mobile-backend/ex-list')).toBe('/mobile-backend/login/alogin');
  });

  it('keeps each role in its own back office', () => {
    expect(canOpenArea(1, areaOfPath('/host/index/home'))).toBe(true);
    expect(canOpenArea(1, areaOfPath('/exhibition/index/home'))).toBe(false);
    expect(canOpenArea(0, areaOfPath('/host/index/home'))).toBe(false);
    expect(canOpenArea(0, areaOfPath('/exhibitionEn/index/home'))).toBe(true);
    expect(canOpenArea(2, areaOfPath('/exhibition/index/home'))).toBe(true);
    expect(homeForRole(2)).toBe('/exhibitionEn/index/home');
  });

  it('opens the mobile back office (the organiser\'s on-site tool) to the host only', () => {
    expect(canOpenArea(1, areaOfPath('/mobile-backend/ex-list'))).toBe(true);
    expect(canOpenArea(0, areaOfPath('/mobile-backend/ex-list'))).toBe(false);
    expect(canOpenArea(2, areaOfPath('/mobile-backend/ex-company-details'))).toBe(false);
    expect(canOpenArea(0, areaOfPath('/live-auth'))).toBe(true);
  });
});
