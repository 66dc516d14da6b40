/** The organiser's member accounts (UserInfo/MemberList): block list and password reset. */
import { getUserInfoMemberListQueryOptions, userInfoSetPassword, userInfoUpUserBlackList } from '@gen/api/account/account';
import { Role, type Member } from '@gen/api/model';
import { defineResource, defineStatusMap, ensureAccepted } from '@/components/kit';
import { memberPages } from './routes';

export const member = defineResource(memberPages, {
  list: (request) => getUserInfoMemberListQueryOptions(request),
  nameOf: (row: Member) => row.userName,
});

export const memberCalls = {
  /** The call toggles the block; asked for a state, it only calls when the member is not in it yet. */
  setBlocked: async (row: Member, isBlack: boolean) => (row.isBlack === isBlack ? true : ensureAccepted(await userInfoUpUserBlackList({ memId: row.id }))),
  setPassword: (userId: string, password: string) => userInfoSetPassword({ userId, password }),
};

export const roleStatus = defineStatusMap({
  [Role.Exhibitor]: { label: 'host.members.roles.exhibitor', color: 'blue' },
  [Role.Host]: { label: 'host.members.roles.host', color: 'purple' },
  [Role.ExhibitorEn]: { label: 'host.members.roles.exhibitorEn', color: 'teal' },
});
