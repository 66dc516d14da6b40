/**
 * Who the signed-in user is and what they work on (000 §4, §7): the user, the exhibition
 * settings and, for exhibitors, their company, default join and its exhibition. Loaded by the
 * sign-in (./signIn.ts) once the token is there, and again where the default join changes.
 */
import { accountGetInfo } from '@gen/api/account/account';
import { companyGetByUserId } from '@gen/api/company/company';
import { exhibitionGet } from '@gen/api/host-exhibition/host-exhibition';
import { joinDefaultJoin } from '@gen/api/join/join';
import { exhibitionGetAllConfiSettle } from '@gen/api/settings/settings';
import { Role, toRole } from './roles';
import { session } from './store';

/** Loads who the signed-in user is and what they work on; marks the session as logged in. */
export async function loadProfile(): Promise<void> {
  const user = (await accountGetInfo()).data;
  const role = toRole(user.role);
  const settle = await exhibitionGetAllConfiSettle({ type: 1 });
  const exhibitionIds = settle.data[0]?.exhibitionIds ?? [];
  let company = null;
  let join = null;
  let exhibition = null;
  if (role !== Role.Host) {
    company = (await companyGetByUserId({ userId: user.id })).data ?? null;
    if (company?.id) join = (await joinDefaultJoin({ compId: company.id })).data ?? null;
    if (join?.exhibitionId) exhibition = (await exhibitionGet({ id: join.exhibitionId })).data ?? null;
  }
  session.set({ isLogin: true, user, role, exhibitionIds, company, join, exhibition });
}
