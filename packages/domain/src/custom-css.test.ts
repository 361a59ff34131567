import { describe, expect, it } from 'vitest';
import { customCssProblem } from './custom-css';
import { ORG_FIELD_MESSAGES } from './messages';
import { OrganizationUpdatePayloadSchema } from './organization';

describe('customCssProblem', () => {
  it('accepts plain rules, child combinators and same-site images', () => {
    expect(customCssProblem('.card > .title { color: #123; background: url("/img/a.png") }')).toBeUndefined();
  });

  it.each([
    ['</style><script>alert(1)</script>', ORG_FIELD_MESSAGES.customCssMarkup],
    ['@import url(/x.css);', ORG_FIELD_MESSAGES.customCssImport],
    ['a { width: expression(alert(1)) }', ORG_FIELD_MESSAGES.customCssScript],
    ['a { background: url(javascript:alert(1)) }', ORG_FIELD_MESSAGES.customCssScript],
    ['a { background: url(https://evil.example/t.png) }', ORG_FIELD_MESSAGES.customCssExternalUrl],
    ['a { background: url(//evil.example/t.png) }', ORG_FIELD_MESSAGES.customCssExternalUrl],
    ['x'.repeat(50_001), ORG_FIELD_MESSAGES.customCssTooLong],
  ])('refuses %j', (css, message) => {
    expect(customCssProblem(css)).toBe(message);
  });
});

describe('OrganizationUpdatePayloadSchema', () => {
  it('takes a logo address only over http or https', () => {
    expect(OrganizationUpdatePayloadSchema.safeParse({ logo: 'https://acme.example/logo.png' }).success).toBe(
      true,
    );
    const refused = OrganizationUpdatePayloadSchema.safeParse({ logo: 'javascript:alert(1)' });
    expect(refused.error?.issues[0]?.message).toBe(ORG_FIELD_MESSAGES.urlScheme);
  });

  it('checks branding colours and custom CSS, and refuses unknown fields', () => {
    expect(OrganizationUpdatePayloadSchema.safeParse({ branding: { primaryColor: '#0F0' } }).success).toBe(
      true,
    );
    expect(OrganizationUpdatePayloadSchema.safeParse({ branding: { primaryColor: 'red' } }).success).toBe(
      false,
    );
    expect(
      OrganizationUpdatePayloadSchema.safeParse({ branding: { customCSS: '@import "x";' } }).success,
    ).toBe(false);
    expect(OrganizationUpdatePayloadSchema.safeParse({ billing: {} }).success).toBe(false);
  });
});
