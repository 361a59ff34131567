import { describe, expect, it } from 'vitest';
import { emailDomain, sameEmail, shouldCheckDomain, suggestAdminEmail } from './email';

describe('suggestAdminEmail', () => {
  it('joins the lowercased name with dots, then @ and the domain', () => {
    expect(suggestAdminEmail('Jane Doe', 'acme.com')).toBe('jane.doe@acme.com');
    expect(suggestAdminEmail('  Jane   Q  DOE ', ' Acme.COM ')).toBe('jane.q.doe@acme.com');
    expect(suggestAdminEmail('Cher', 'music.io')).toBe('cher@music.io');
  });

  it('is empty when the name or the domain is empty', () => {
    expect(suggestAdminEmail('', 'acme.com')).toBe('');
    expect(suggestAdminEmail('   ', 'acme.com')).toBe('');
    expect(suggestAdminEmail('Jane Doe', '')).toBe('');
    expect(suggestAdminEmail('Jane Doe', '  ')).toBe('');
  });
});

describe('emailDomain', () => {
  it('takes the part after the last @, lowercased', () => {
    expect(emailDomain('jane@Acme.com')).toBe('acme.com');
    expect(emailDomain('"a@b"@corp.io')).toBe('corp.io');
    expect(emailDomain('no-at-sign')).toBe('');
    expect(emailDomain('jane@')).toBe('');
  });
});

describe('shouldCheckDomain', () => {
  it('checks only domains longer than 3 characters', () => {
    expect(shouldCheckDomain('')).toBe(false);
    expect(shouldCheckDomain('a.b')).toBe(false);
    expect(shouldCheckDomain('a.io')).toBe(true);
    expect(shouldCheckDomain('  a.b  ')).toBe(false);
  });
});

describe('sameEmail', () => {
  it('ignores case and surrounding spaces', () => {
    expect(sameEmail('Jane@Acme.com', 'jane@acme.COM')).toBe(true);
    expect(sameEmail('  jane@acme.com ', 'JANE@acme.com')).toBe(true);
  });

  it('tells different mailboxes apart', () => {
    expect(sameEmail('jane@acme.com', 'john@acme.com')).toBe(false);
    expect(sameEmail('jane@acme.com', 'jane@acme.co')).toBe(false);
  });
});
