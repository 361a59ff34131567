import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeInput } from './security';
import { SecurityReportSchema } from './security-report';

describe('sanitizeInput', () => {
  it('removes script elements with their content, in any case', () => {
    expect(sanitizeInput('Hello <script>alert(1)</script>world')).toBe('Hello world');
    expect(sanitizeInput('<SCRIPT type="text/javascript">steal()</SCRIPT >ok')).toBe('ok');
    expect(sanitizeInput('a<script>\nmulti\nline\n</script>b')).toBe('ab');
  });

  it('removes stray script tags', () => {
    expect(sanitizeInput('<script src="x.js">unclosed')).toBe('unclosed');
    expect(sanitizeInput('text</script>')).toBe('text');
  });

  it('removes javascript:, vbscript: and data: schemes', () => {
    expect(sanitizeInput('<a href="javascript:alert(1)">x</a>')).toBe('<a href="alert(1)">x</a>');
    expect(sanitizeInput('JavaScript :alert(1)')).toBe('alert(1)');
    expect(sanitizeInput('VBScript:MsgBox("hi")')).toBe('MsgBox("hi")');
    expect(sanitizeInput('<img src="data:text/html;base64,PHN">')).toBe('<img src="text/html;base64,PHN">');
  });

  it('removes inline on-event attributes, quoted or unquoted', () => {
    expect(sanitizeInput('<img src=x onerror="alert(1)">')).toBe('<img src=x>');
    expect(sanitizeInput("<div onclick='go()'>hi</div>")).toBe('<div>hi</div>');
    expect(sanitizeInput('<div onmouseover=alert(1)>hi</div>')).toBe('<div>hi</div>');
    expect(sanitizeInput('<body ONLOAD = "x()">')).toBe('<body>');
  });

  it('removes pieces that only join up after a first removal', () => {
    expect(sanitizeInput('javajavascript:script:alert(1)')).toBe('alert(1)');
    expect(sanitizeInput('<scr<script>x</script>ipt>alert(1)</script>')).toBe('alert(1)');
  });

  it('leaves ordinary text alone', () => {
    expect(sanitizeInput('Ship the Q3 report by Friday')).toBe('Ship the Q3 report by Friday');
    expect(sanitizeInput('Metadata: complete')).toBe('Metadata: complete');
    expect(sanitizeInput('')).toBe('');
  });
});

describe('isSafeUrl', () => {
  it('accepts http and https URLs only', () => {
    expect(isSafeUrl('https://example.com/path?q=1')).toBe(true);
    expect(isSafeUrl('http://localhost:3000')).toBe(true);
    expect(isSafeUrl('  HTTPS://EXAMPLE.COM  ')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.com',
    'mailto:someone@example.com',
    '/relative/path',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('SecurityReportSchema', () => {
  it('needs a category and a data object', () => {
    expect(SecurityReportSchema.parse({ category: 'xss', data: { field: 'name' } })).toEqual({
      category: 'xss',
      data: { field: 'name' },
    });
    expect(SecurityReportSchema.safeParse({ category: ' ', data: {} }).success).toBe(false);
    expect(SecurityReportSchema.safeParse({ category: 'xss' }).success).toBe(false);
  });
});

describe('security report rules', () => {
  it('lets platform admins read any organization and individuals, admins only their own', async () => {
    const { canViewSecurityReports, securityReportsDenial, SECURITY_REPORT_MESSAGES, INDIVIDUAL_REPORTS_ID } =
      await import('./security');
    const platform = { platformRole: 'super_admin' };
    const admin = { organizationId: 'org-a', isOrgAdmin: true };
    const member = { organizationId: 'org-a', orgRole: 'member' };
    expect(canViewSecurityReports(platform, 'org-b')).toBe(true);
    expect(canViewSecurityReports(platform, INDIVIDUAL_REPORTS_ID)).toBe(true);
    expect(canViewSecurityReports(admin, 'org-a')).toBe(true);
    expect(canViewSecurityReports(admin, 'org-b')).toBe(false);
    expect(canViewSecurityReports(member, 'org-a')).toBe(false);
    expect(canViewSecurityReports(admin, null)).toBe(false);
    expect(securityReportsDenial(admin, INDIVIDUAL_REPORTS_ID)).toBe(
      SECURITY_REPORT_MESSAGES.individualsDenied,
    );
    expect(securityReportsDenial(null, 'org-a')).toBe(SECURITY_REPORT_MESSAGES.denied);
  });

  it('sums a report up in one line and measures its data in UTF-8 bytes', async () => {
    const { securityReportSummary, securityReportDataBytes } = await import('./security');
    expect(securityReportSummary({ message: ' Boom ' })).toBe('Boom');
    expect(securityReportSummary({ blockedURI: 'inline', effectiveDirective: 'script-src-elem' })).toBe(
      'script-src-elem: inline',
    );
    expect(securityReportSummary({ code: 3, note: 'odd' })).toBe('odd');
    expect(securityReportSummary({})).toBe('No details');
    expect(securityReportDataBytes({ a: 'é' })).toBe(10);
    expect(SecurityReportSchema.safeParse({ category: 'x', data: { t: 'x'.repeat(9000) } }).success).toBe(
      false,
    );
  });
});
