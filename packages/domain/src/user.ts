import { z } from 'zod';
import { DateTimeStringSchema } from './dates';
import { EMAIL_PATTERN, isValidEmail } from './email';
import { IdSchema } from './ids';
import { VALIDATION_MESSAGES } from './messages';
import { passwordSchema } from './password-rule';
import { ACCOUNT_TYPES, ORG_ROLES, PLATFORM_ROLES, SYSTEM_ROLES } from './roles';
import { DEFAULT_AVATAR } from './user-display';

export {
  ACCOUNT_TYPES,
  type AccountType,
  ORG_ROLES,
  type OrgRole,
  PLATFORM_ROLES,
  type PlatformRole,
  SYSTEM_ROLES,
  type SystemRole,
} from './roles';

export const SystemRoleSchema = z.enum(SYSTEM_ROLES);
export const PlatformRoleSchema = z.enum(PLATFORM_ROLES);
export const OrgRoleSchema = z.enum(ORG_ROLES);
export const AccountTypeSchema = z.enum(ACCOUNT_TYPES);

/** Email with the spec's basic pattern and message, trimmed and lowercased. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, { error: VALIDATION_MESSAGES.invalidEmail });

// Display helpers without a schema live apart, so an avatar does not load zod.
export { DEFAULT_AVATAR, userAvatarUrl, userInitial } from './user-display';
export { isValidEmail };

export const UserDepartmentSchema = z.object({
  _id: IdSchema.optional(),
  name: z.string(),
});
export type UserDepartment = z.infer<typeof UserDepartmentSchema>;

/** Which events a user wants to hear about (in-app and, when allowed, as browser notifications). */
export const NotificationPreferencesSchema = z.object({
  taskAssigned: z.boolean(),
  taskCommented: z.boolean(),
  taskCompleted: z.boolean(),
  memberJoined: z.boolean(),
  /** Also show them as browser notifications. */
  browser: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  taskAssigned: true,
  taskCommented: true,
  taskCompleted: true,
  memberJoined: true,
  browser: false,
};

/** How mail of the kinds that go by mail is sent: batched per task as it happens, or one message a day. */
export const EMAIL_DIGESTS = ['off', 'daily'] as const;
export type EmailDigest = (typeof EMAIL_DIGESTS)[number];

/** The kinds of notification that can also go by mail (issue 38), each with its own switch. */
export const EMAIL_KINDS = ['mentions', 'assignments', 'dueSoon', 'comments', 'updates'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Which notifications also go by mail, and whether as one daily digest. */
export const EmailPreferencesSchema = z.object({
  /** Someone mentions me. */
  mentions: z.boolean(),
  /** A task is assigned to me. */
  assignments: z.boolean(),
  /** A task of mine is due soon. */
  dueSoon: z.boolean(),
  /** Someone comments on a task I follow. */
  comments: z.boolean(),
  /** A task I follow changes state, assignee or due date. */
  updates: z.boolean(),
  digest: z.enum(EMAIL_DIGESTS),
});
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>;

export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  mentions: true,
  assignments: true,
  dueSoon: true,
  comments: true,
  updates: true,
  digest: 'off',
};

/** The labels of the settings screen's mail switches (none repeats an in-app switch's words). */
export const EMAIL_PREFERENCE_LABELS: Record<EmailKind, string> = {
  mentions: 'Mentions of me',
  assignments: 'Tasks assigned to me',
  dueSoon: 'Tasks of mine due soon',
  comments: 'Comments on tasks I follow',
  updates: 'Changes to tasks I follow',
};

/**
 * The labels of the settings screen's in-app switches beyond the spec's four (@app/ui's NotificationPreferencesForm
 * has those), each saved at once.
 */
export const REMINDER_PREFERENCE_LABELS = {
  dueSoon: 'Remind me of my tasks due today or tomorrow',
} as const;

/**
 * Every preference of a user: the in-app switches above, being mentioned and changes of followed tasks, and the
 * mail settings. Stored preferences from before a key existed read as its default (a backward-compatible parse).
 */
export const UserNotificationPreferencesSchema = NotificationPreferencesSchema.extend({
  /** Someone mentions me (in-app). */
  mentioned: z.boolean().default(true),
  /** A task I follow changes (in-app). */
  taskUpdated: z.boolean().default(true),
  /** A task assigned to me is due today or tomorrow (in-app). */
  dueSoon: z.boolean().default(true),
  email: z
    .object({
      mentions: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.mentions),
      assignments: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.assignments),
      dueSoon: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.dueSoon),
      comments: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.comments),
      updates: z.boolean().default(DEFAULT_EMAIL_PREFERENCES.updates),
      digest: z.enum(EMAIL_DIGESTS).catch(DEFAULT_EMAIL_PREFERENCES.digest),
    })
    .default(DEFAULT_EMAIL_PREFERENCES),
});
export type UserNotificationPreferences = z.infer<typeof UserNotificationPreferencesSchema>;

export const DEFAULT_USER_NOTIFICATION_PREFERENCES: UserNotificationPreferences = {
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  mentioned: true,
  taskUpdated: true,
  dueSoon: true,
  email: DEFAULT_EMAIL_PREFERENCES,
};

/**
 * A stored value read as every preference: what is missing or not understood reads as its default (a key added
 * later is at its default until the user changes it).
 */
export function userNotificationPreferencesOf(stored: unknown): UserNotificationPreferences {
  const record = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const email =
    record.email && typeof record.email === 'object' ? (record.email as Record<string, unknown>) : {};
  const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
  const d = DEFAULT_USER_NOTIFICATION_PREFERENCES;
  return {
    taskAssigned: bool(record.taskAssigned, d.taskAssigned),
    taskCommented: bool(record.taskCommented, d.taskCommented),
    taskCompleted: bool(record.taskCompleted, d.taskCompleted),
    memberJoined: bool(record.memberJoined, d.memberJoined),
    browser: bool(record.browser, d.browser),
    mentioned: bool(record.mentioned, d.mentioned),
    taskUpdated: bool(record.taskUpdated, d.taskUpdated),
    dueSoon: bool(record.dueSoon, d.dueSoon),
    email: {
      mentions: bool(email.mentions, d.email.mentions),
      assignments: bool(email.assignments, d.email.assignments),
      dueSoon: bool(email.dueSoon, d.email.dueSoon),
      comments: bool(email.comments, d.email.comments),
      updates: bool(email.updates, d.email.updates),
      digest: email.digest === 'daily' ? 'daily' : 'off',
    },
  };
}

/** The in-app preference a notification answers to, and the mail kind it goes by (none: it is not mailed). */
export type NotificationPreferenceKey = Exclude<keyof UserNotificationPreferences, 'browser' | 'email'>;

export const EMAIL_KIND_OF_PREFERENCE: Record<NotificationPreferenceKey, EmailKind | null> = {
  mentioned: 'mentions',
  taskAssigned: 'assignments',
  taskCommented: 'comments',
  taskCompleted: 'updates',
  taskUpdated: 'updates',
  dueSoon: 'dueSoon',
  memberJoined: null,
};

/** The current user (spec section 3). `id` mirrors `_id` for clients that read either. */
export const UserSchema = z.object({
  _id: IdSchema,
  id: IdSchema.optional(),
  name: z.string(),
  email: z.string(),
  profileImage: z.string().optional(),
  role: SystemRoleSchema.optional(),
  systemRole: SystemRoleSchema.optional(),
  platformRole: PlatformRoleSchema.nullable().optional(),
  orgRole: OrgRoleSchema.nullable().optional(),
  accountType: AccountTypeSchema,
  organizationId: IdSchema.nullable().optional(),
  departmentId: IdSchema.nullable().optional(),
  departments: z.array(UserDepartmentSchema).optional(),
  isOrgAdmin: z.boolean().optional(),
  isDeptManager: z.boolean().optional(),
  jobTitle: z.string().optional(),
  notificationPreferences: UserNotificationPreferencesSchema.optional(),
  createdAt: DateTimeStringSchema,
});
export type User = z.infer<typeof UserSchema>;

/** A new password: the password rule (password-rule.ts). */
export const PasswordSchema = passwordSchema();

/** POST /auth/login. */
export const LoginPayloadSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: VALIDATION_MESSAGES.passwordRequired }),
});
export type LoginPayload = z.infer<typeof LoginPayloadSchema>;

/** How long a person's own texts may be: checked by the profile form and by the server alike. */
export const USER_LIMITS = { nameMax: 200, jobTitleMax: 200, profileImageMax: 2048 } as const;

/** A person's name: required (spaces alone count as empty) and at most `USER_LIMITS.nameMax` characters. */
export const UserNameSchema = z
  .string()
  .trim()
  .min(1, { error: VALIDATION_MESSAGES.nameRequired })
  .max(USER_LIMITS.nameMax, { error: `Name must be at most ${USER_LIMITS.nameMax} characters` });

/** A job title: may be empty, at most `USER_LIMITS.jobTitleMax` characters. */
export const JobTitleSchema = z
  .string()
  .trim()
  .max(USER_LIMITS.jobTitleMax, { error: `Job title must be at most ${USER_LIMITS.jobTitleMax} characters` });

/** The profile form's details (what the person typed): the same rules as the profile update. */
export const ProfileDetailsFormSchema = z.object({ name: UserNameSchema, jobTitle: JobTitleSchema });

/** POST /auth/register: name, email, password. */
export const RegisterPayloadSchema = z.object({
  name: UserNameSchema,
  email: EmailSchema,
  password: passwordSchema({ tooShort: VALIDATION_MESSAGES.passwordTooShortLong }),
});
export type RegisterPayload = z.infer<typeof RegisterPayloadSchema>;

/** Answer of login and register: `{ token, user }`. */
export const AuthResponseSchema = z.object({
  token: z.string().min(1),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** The whole answer of login and register (spec 7.1): `{ success, token, user }` at the top level. */
export const AuthAnswerSchema = AuthResponseSchema.extend({ success: z.literal(true) });
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

/** An account registered on an organization's domain, waiting for its address to be proven (spec 2.5). */
export const EmailVerificationPendingSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  message: z.string(),
});
export type EmailVerificationPending = z.infer<typeof EmailVerificationPendingSchema>;

/** Answer of register: signed in, and when the address is on an organization's domain, the link to follow. */
export const RegisterAnswerSchema = AuthAnswerSchema.extend({
  verification: EmailVerificationPendingSchema.optional(),
});
export type RegisterAnswer = z.infer<typeof RegisterAnswerSchema>;

/** POST /auth/verify-email: the token of the link mailed at registration. */
export const VerifyEmailPayloadSchema = z.object({ token: z.string().min(1).max(200) });
export type VerifyEmailPayload = z.infer<typeof VerifyEmailPayloadSchema>;

/** GET /auth/session (the periodic fingerprint check): the session is valid until `expiresAt`. */
export const SessionInfoSchema = z.object({ expiresAt: DateTimeStringSchema });
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

/** Profile pictures: uploaded through PUT /auth/profile/avatar as the raw image body. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/** A picture a profile may point at: none ('default-avatar.jpg'), an uploaded avatar, or an http(s) URL. */
const ProfileImageSchema = z
  .string()
  .trim()
  .max(USER_LIMITS.profileImageMax, {
    error: `Profile image must be at most ${USER_LIMITS.profileImageMax} characters`,
  })
  .refine(
    (value) =>
      value === DEFAULT_AVATAR || value.startsWith('/api/v1/users/') || /^https?:\/\/\S+$/i.test(value),
    { error: 'Profile image must be an http or https address' },
  );

/** PUT /auth/profile: the fields a user may change about themselves. */
export const ProfileUpdatePayloadSchema = z
  .object({
    name: UserNameSchema,
    email: EmailSchema,
    profileImage: ProfileImageSchema,
    jobTitle: JobTitleSchema,
    notificationPreferences: NotificationPreferencesSchema.extend({
      mentioned: z.boolean(),
      taskUpdated: z.boolean(),
      dueSoon: z.boolean(),
      // The mail settings are saved whole.
      email: EmailPreferencesSchema,
    }).partial(),
  })
  .partial();

/** PUT /auth/password: the current password proves it is the user; every other session is signed out. */
export const ChangePasswordPayloadSchema = z.object({
  currentPassword: z.string().min(1, { error: 'Current password is required' }),
  newPassword: PasswordSchema,
});
export type ChangePasswordPayload = z.infer<typeof ChangePasswordPayloadSchema>;
export type ProfileUpdatePayload = z.infer<typeof ProfileUpdatePayloadSchema>;

/** DELETE /auth/account: body { password }. */
export const DeleteAccountPayloadSchema = z.object({
  password: z.string().min(1, { error: VALIDATION_MESSAGES.passwordRequired }),
});
export type DeleteAccountPayload = z.infer<typeof DeleteAccountPayloadSchema>;

/** POST /auth/forgotpassword: { email }. */
export const ForgotPasswordPayloadSchema = z.object({
  email: z.string().trim().min(1, { error: VALIDATION_MESSAGES.emailRequired }).pipe(EmailSchema),
});
export type ForgotPasswordPayload = z.infer<typeof ForgotPasswordPayloadSchema>;

/** PUT /auth/resetpassword/{token}: { password }. */
export const ResetPasswordPayloadSchema = z.object({ password: PasswordSchema });
export type ResetPasswordPayload = z.infer<typeof ResetPasswordPayloadSchema>;

/** GET /auth/google answer: the provider URL the browser redirects to. */
export const GoogleAuthUrlSchema = z.object({ url: z.url() });
export type GoogleAuthUrl = z.infer<typeof GoogleAuthUrlSchema>;

/** Query of /auth/callback: token on success, error on failure, type names the provider flow. */
export const AuthCallbackQuerySchema = z.object({
  token: z.string().min(1).optional(),
  error: z.string().optional(),
  type: z.string().optional(),
});
export type AuthCallbackQuery = z.infer<typeof AuthCallbackQuerySchema>;
