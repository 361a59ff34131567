import { INVITATION_MESSAGES } from '@app/domain';
import { describe, expect, it, vi } from 'vitest';
import { projectInvitations } from '../db/schema';
import { AppError } from '../http/errors';
import { sha256Hex } from '../lib/tokens';
import { invitationLifecycle } from './lifecycle';

// What the lifecycle decides without a database. Its writes (create, renew, withdraw, spend) are proven through
// the routes of both kinds, in org-invitations.test.ts and project-invitations.test.ts.

const DAY_MS = 24 * 60 * 60 * 1000;
const lifecycle = invitationLifecycle({
  table: projectInvitations,
  scope: projectInvitations.projectId,
  ttlMs: 7 * DAY_MS,
  messages: INVITATION_MESSAGES,
});
const TOKEN = 'a'.repeat(43);

describe('the invitation lifecycle', () => {
  it('asks for a link only by its secret’s hash, and lets through only a row whose stored hash matches', async () => {
    const load = vi.fn(async (tokenHash: string) => ({ tokenHash, id: 'x' }));
    await expect(lifecycle.findByToken(TOKEN, load)).resolves.toEqual({
      tokenHash: sha256Hex(TOKEN),
      id: 'x',
    });
    expect(load).toHaveBeenCalledWith(sha256Hex(TOKEN));

    const other = async () => ({ tokenHash: sha256Hex('b'.repeat(43)) });
    await expect(lifecycle.findByToken(TOKEN, other)).resolves.toBeUndefined();
    await expect(lifecycle.findByToken(TOKEN, async () => undefined)).resolves.toBeUndefined();
  });

  it('refuses a malformed secret without asking the database', async () => {
    const load = vi.fn(async (tokenHash: string) => ({ tokenHash }));
    for (const token of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`]) {
      await expect(lifecycle.findByToken(token, load)).resolves.toBeUndefined();
    }
    expect(load).not.toHaveBeenCalled();
  });

  it('lists a pending invitation past its expiry as expired, and any other status as it is', () => {
    const now = new Date('2026-12-06T10:00:00Z');
    const before = new Date(now.getTime() - 1);
    const after = new Date(now.getTime() + 1);
    expect(lifecycle.shownStatus({ status: 'pending', expiresAt: after }, now)).toBe('pending');
    expect(lifecycle.shownStatus({ status: 'pending', expiresAt: now }, now)).toBe('expired');
    expect(lifecycle.shownStatus({ status: 'pending', expiresAt: before }, now)).toBe('expired');
    expect(lifecycle.shownStatus({ status: 'declined', expiresAt: before }, now)).toBe('declined');
    expect(lifecycle.shownStatus({ status: 'accepted', expiresAt: before }, now)).toBe('accepted');
  });

  it('lets only the invited address answer, whatever its case and surrounding spaces', () => {
    const invitation = { email: 'ada@example.com' };
    expect(lifecycle.isInvitee({ email: ' Ada@Example.COM ' }, invitation)).toBe(true);
    expect(() => lifecycle.requireInvitee({ email: 'ADA@example.com' }, invitation)).not.toThrow();
    const refusal = (() => {
      try {
        lifecycle.requireInvitee({ email: 'bob@example.com' }, invitation);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      statusCode: 403,
      message: INVITATION_MESSAGES.wrongAccount('ada@example.com', 'bob@example.com'),
    });
  });

  it('mails the link with the kind’s validity, every value escaped in the HTML part', () => {
    const mail = lifecycle.mail({
      subject: 'Ada invited you',
      inviter: 'Ada <admin>',
      joining: 'the project "R&D"',
      as: 'a team lead',
      answer: 'accept or decline',
      linkLabel: 'Open the invitation',
      link: 'https://app.example/invite?token=abc&x=1',
    });
    expect(mail.subject).toBe('Ada invited you');
    expect(mail.text).toContain(
      'Ada <admin> invited you to join the project "R&D" on TaskFlow as a team lead.',
    );
    expect(mail.text).toContain(
      'Follow this link to accept or decline. It works once, within 7 days, for this email address only:',
    );
    expect(mail.text).toContain('\nhttps://app.example/invite?token=abc&x=1\n');
    expect(mail.html).toContain(
      'Ada &lt;admin&gt; invited you to join the project &quot;R&amp;D&quot; on TaskFlow as a team lead.',
    );
    expect(mail.html).toContain(
      '<a href="https://app.example/invite?token=abc&amp;x=1">Open the invitation</a>',
    );
    expect(mail.html).not.toContain('<admin>');
  });
});
