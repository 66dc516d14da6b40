/**
 * The forms of 活动直播, checked against the generated GraphQL input types (generated/graphql/types):
 * each schema's output `satisfies` the input it is sent as (minus the ids the page adds), so a
 * change of the contract shows here as a type error instead of a silent mismatch.
 */
import { z } from 'zod';
import type {
  BannerCreateInput, DepartmentCreateInput, LiveApplyInput, LiveProviderCreateMemberInput, LiveProviderUpdateMemberInput, LiveProviderUpdateTeacherInput,
  LiveUpdateInput, LiveUpdateLiveForbidTimeInput,
} from '@gen/graphql/types';
import { blank, endNotBeforeStart } from '@/components/kit';

const dateTime = blank(z.iso.datetime({ offset: true }).optional());
const optionalText = (max: number) => blank(z.string().trim().max(max).optional());
const phone = blank(z.string().trim().max(20).optional());
const url = (max = 500) => z.string().trim().max(max);
/** The provider's member password: 6–16 characters. */
const password = z.string().min(6).max(16);

export const applySchema = endNotBeforeStart(
  z.object({ liveStartTime: dateTime, liveEndTime: dateTime, liveLinkName: optionalText(50), livelinkTel: phone }) satisfies z.ZodType<Omit<LiveApplyInput, 'id'>>,
  'liveStartTime',
  'liveEndTime',
  'liveManage.validation.endBeforeStart',
);

/** The live page templates of the provider. */
export const LIVE_TEMPLATES = ['ppt', 'alone', 'portrait_alone'] as const;

export const settingsSchema = endNotBeforeStart(
  z.object({
    name: z.string().trim().min(1).max(100),
    nameEn: optionalText(200),
    liveTemplate: z.enum(LIVE_TEMPLATES),
    liveStartTime: dateTime,
    liveEndTime: dateTime,
    liveWheatNumber: z.number().int().min(0).max(16).optional(),
    liveLinkName: optionalText(50),
    livelinkTel: phone,
    isOpenLive: z.boolean(),
    isOpenBlackLive: z.boolean(),
    liveEnableNotDelay: z.boolean(),
  }) satisfies z.ZodType<Omit<LiveUpdateInput, 'id'>>,
  'liveStartTime',
  'liveEndTime',
  'liveManage.validation.endBeforeStart',
);

export const forbidSchema = endNotBeforeStart(
  z.object({ liveStartTime: dateTime, liveEndTime: dateTime }) satisfies z.ZodType<Omit<LiveUpdateLiveForbidTimeInput, 'id'>>,
  'liveStartTime',
  'liveEndTime',
  'liveManage.validation.endBeforeStart',
);

export const splashSchema = z.object({ splashImage: blank(url().optional()), splashEnabled: z.boolean() });

/** The WeChat settings (001 leaves their shape open): the share card and the WeChat sign-in. */
export const weChatSchema = z.object({
  shareTitle: optionalText(60),
  shareDescription: optionalText(200),
  shareImage: blank(url().optional()),
  authEnabled: z.boolean(),
});

/** The roles an added member may have (the teacher, the channel's one host, is edited apart). */
export const MEMBER_ROLES = ['assistant', 'guest'] as const;

const memberFields = {
  nickname: z.string().trim().min(1).max(50),
  role: z.enum(MEMBER_ROLES),
  actor: optionalText(20),
  avatar: blank(url().optional()),
  sort: z.number().int().min(0).max(9999).optional(),
  monitorEnabled: z.boolean(),
  pageTurnEnabled: z.boolean(),
  chatListEnabled: z.boolean(),
  chatAuditEnabled: z.boolean(),
};

export const memberCreateSchema = z.object({ ...memberFields, passwd: password }) satisfies z.ZodType<Omit<LiveProviderCreateMemberInput, 'channelId'>>;
/** Editing keeps the password when left empty. */
export const memberUpdateSchema = z.object({ ...memberFields, passwd: blank(password.optional()) }) satisfies z.ZodType<Omit<LiveProviderUpdateMemberInput, 'channelId' | 'account'>>;
export type MemberValues = z.input<typeof memberCreateSchema>;

export const teacherSchema = z.object({
  nickname: z.string().trim().min(1).max(50),
  actor: optionalText(20),
  avatar: blank(url().optional()),
  passwd: blank(password.optional()),
}) satisfies z.ZodType<Omit<LiveProviderUpdateTeacherInput, 'channelId'>>;

/** A department or a job of the registration form: Chinese and English name, order. */
export const entrySchema = z.object({
  name: z.string().trim().min(1).max(50),
  nameEn: optionalText(100),
  showIndex: z.number().int().min(0).max(9999).optional(),
}) satisfies z.ZodType<DepartmentCreateInput>;

export const bannerSchema = z.object({ url: url().min(1), showIndex: z.number().int().min(0).max(9999).optional() }) satisfies z.ZodType<Omit<BannerCreateInput, 'type'>>;
