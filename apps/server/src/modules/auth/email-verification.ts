import {
  EMAIL_VERIFICATION_MESSAGES,
  type EmailVerificationPending,
  emailDomain,
  securityPolicyOf,
} from '@app/domain';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { emailVerificationTokens, organizations, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { escapeHtml } from '../../lib/mail';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { AuthDeps } from './auth.deps';
import { findActiveOrganizationByDomain } from './auth.queries';

// An address on an organization's domain proves itself before the account joins (spec 2.5): registering with
// it makes an individual account and mails a link; following the link makes the account a member.

/** A verification link is valid for 24 hours (and only once). */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link the mail carries: always on APP_ORIGIN, never on whatever Host the request named. */
export function verificationLink(config: AppConfig, token: string): string {
  return `${config.appOrigin}/auth/verify-email/${encodeURIComponent(token)}`;
}

function verificationMail(name: string, organizationName: string, link: string) {
  const text = [
    `Hello ${name},`,
    '',
    `You registered a TaskFlow account with an address of ${organizationName}.`,
    `Follow this link to confirm the address and join ${organizationName}. It works once, within 24 hours:`,
    '',
    link,
    '',
    'If you did not register, ignore this mail: nobody joins the organization without this link.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>You registered a TaskFlow account with an address of ${escapeHtml(organizationName)}.</p>`,
    `<p>Follow this link to confirm the address and join ${escapeHtml(organizationName)}. It works once, within 24 hours:</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my address</a></p>`,
    `<p style="color:#64748b;font-size:12px">${escapeHtml(link)}</p>`,
    '<p>If you did not register, ignore this mail: nobody joins the organization without this link.</p>',
  ].join('\n');
  return { subject: `Confirm your address to join ${organizationName} on TaskFlow`, text, html };
}

export interface VerificationRequest {
  userId: string;
  name: string;
  email: string;
  organization: { id: string; name: string };
}

/**
 * Makes a verification link for a new account on an organization's domain and mails it through the same path
 * as the password reset (in the background, after the answer). Returns what the register answer tells the user.
 */
export function sendEmailVerification(
  deps: AuthDeps,
  request: VerificationRequest,
): EmailVerificationPending {
  deps.mailer.queue(async () => {
    const token = randomToken(32);
    const now = new Date();
    await deps.db.transaction(async (tx) => {
      // Spent and expired links are of no use to anyone: drop them while we are here.
      await tx
        .delete(emailVerificationTokens)
        .where(
          and(eq(emailVerificationTokens.userId, request.userId), lt(emailVerificationTokens.expiresAt, now)),
        );
      await tx.insert(emailVerificationTokens).values({
        userId: request.userId,
        organizationId: request.organization.id,
        email: request.email,
        tokenHash: sha256Hex(token),
        expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
      });
    });
    return {
      to: request.email,
      ...verificationMail(request.name, request.organization.name, verificationLink(deps.config, token)),
    };
  });
  return {
    organizationName: request.organization.name,
    email: request.email,
    message: EMAIL_VERIFICATION_MESSAGES.checkEmail(request.organization.name, request.email),
  };
}

/**
 * POST /auth/verify-email/resend: a new link for a signed-in account still waiting to join the organization it
 * registered on the domain of (its earlier link expired or was lost). Only an account that was sent a link and
 * never followed one: an account that joined and was removed since does not get back in this way.
 */
export async function resendEmailVerification(
  deps: AuthDeps,
  userId: string,
): Promise<EmailVerificationPending> {
  const refuse = () => new AppError(400, EMAIL_VERIFICATION_MESSAGES.nothingToResend);
  const [user] = await deps.db
    .select({ name: users.name, email: users.email, organizationId: users.organizationId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.organizationId) throw refuse();
  const links = await deps.db
    .select({
      organizationId: emailVerificationTokens.organizationId,
      usedAt: emailVerificationTokens.usedAt,
    })
    .from(emailVerificationTokens)
    .where(eq(emailVerificationTokens.userId, userId));
  if (links.length === 0 || links.some((link) => link.usedAt !== null)) throw refuse();
  const organization = await findActiveOrganizationByDomain(deps.db, emailDomain(user.email));
  // The address must still be on the domain of the organization the first link was for.
  if (!organization || !links.some((link) => link.organizationId === organization.id)) throw refuse();
  return sendEmailVerification(deps, { userId, name: user.name, email: user.email, organization });
}

/**
 * POST /auth/verify-email: spends the link and makes its account a member of the organization (account type
 * organization, the organization's id, role member). Nothing else about the account changes: its sessions go
 * on, and the next request sees the membership (the cache drops the user on `user.changed`). A link that is
 * unknown, spent or expired, or whose account has since changed its address, joined another organization, or
 * whose organization is no longer active, answers 400.
 */
export async function verifyEmail(
  deps: AuthDeps,
  token: string,
): Promise<{ organizationName: string; awaitingApproval?: boolean }> {
  const invalid = () => new AppError(400, EMAIL_VERIFICATION_MESSAGES.invalidLink);
  if (!TOKEN_PATTERN.test(token)) throw invalid();
  const now = new Date();
  const joined = await deps.db.transaction(async (tx) => {
    // The link is spent by the statement that checks it: two requests racing with one link cannot both pass.
    const [link] = await tx
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.tokenHash, sha256Hex(token)),
          isNull(emailVerificationTokens.usedAt),
          gt(emailVerificationTokens.expiresAt, now),
        ),
      )
      .returning({
        userId: emailVerificationTokens.userId,
        organizationId: emailVerificationTokens.organizationId,
        email: emailVerificationTokens.email,
      });
    if (!link) return undefined;
    const [organization] = await tx
      .select({ name: organizations.name, securityPolicy: organizations.securityPolicy })
      .from(organizations)
      .where(and(eq(organizations.id, link.organizationId), eq(organizations.isActive, true)))
      .limit(1);
    if (!organization) return undefined;
    const { domainJoin } = securityPolicyOf(organization.securityPolicy);
    // The policy no longer lets the domain join, or wants an administrator's approval first: the address is
    // proven (the link is spent), the account stays individual, and the administrators are asked.
    if (domainJoin !== 'verified') {
      return {
        userId: link.userId,
        organizationName: organization.name,
        awaiting: domainJoin === 'approved',
        organizationId: link.organizationId,
        email: link.email,
      };
    }
    const [member] = await tx
      .update(users)
      .set({ accountType: 'organization', organizationId: link.organizationId, orgRole: 'member' })
      .where(
        and(
          eq(users.id, link.userId),
          isNull(users.organizationId),
          eq(sql`lower(${users.email})`, link.email.toLowerCase()),
        ),
      )
      .returning({ id: users.id });
    return member ? { userId: member.id, organizationName: organization.name } : undefined;
  });
  if (!joined) throw invalid();
  if ('awaiting' in joined) {
    if (joined.awaiting)
      await askForApproval(deps, joined.organizationId, joined.organizationName, joined.email);
    return { organizationName: joined.organizationName, awaitingApproval: joined.awaiting };
  }
  deps.events.publish({ type: 'user.changed', userId: joined.userId });
  deps.log.info({ userId: joined.userId }, 'Address verified: joined the organization');
  return { organizationName: joined.organizationName };
}

/**
 * Joining by domain 'after verification and approval': the organization's admins are mailed that a proven
 * address of their domain asks to join. They approve by inviting it from Organization users (the invitation
 * is the approval; accepting it joins the account).
 */
async function askForApproval(
  deps: AuthDeps,
  organizationId: string,
  organizationName: string,
  email: string,
): Promise<void> {
  const admins = await deps.db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.isOrgAdmin, true), isNull(users.disabledAt)),
    );
  const link = `${deps.config.appOrigin}/org/users`;
  for (const admin of admins) {
    deps.mailer.queue(async () => ({
      to: admin.email,
      subject: `${email} asks to join ${organizationName} on TaskFlow`,
      text: [
        `Hello ${admin.name},`,
        '',
        `${email} registered with an address of ${organizationName} and has verified it.`,
        `Your security policy asks an administrator to approve new members from the domain.`,
        `To approve, invite ${email} from Organization users: ${link}`,
        'To decline, do nothing: the account stays an individual one.',
      ].join('\n'),
      html: [
        `<p>Hello ${escapeHtml(admin.name)},</p>`,
        `<p>${escapeHtml(email)} registered with an address of ${escapeHtml(organizationName)} and has verified it.</p>`,
        '<p>Your security policy asks an administrator to approve new members from the domain.</p>',
        `<p>To approve, invite ${escapeHtml(email)} from <a href="${escapeHtml(link)}">Organization users</a>.</p>`,
        '<p>To decline, do nothing: the account stays an individual one.</p>',
      ].join('\n'),
    }));
  }
  deps.log.info({ organizationId }, 'Verified address awaits an administrator approval');
}
