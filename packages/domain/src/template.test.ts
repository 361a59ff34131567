import { describe, expect, it } from 'vitest';
import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('replaces every placeholder, dotted names and spaces inside the braces included', () => {
    expect(
      fillTemplate('{{appName}} keeps `{{storageKeys.token}}` for {{ hours }} hours; {{appName}}.', {
        appName: 'TaskFlow',
        'storageKeys.token': 'token',
        hours: 12,
      }),
    ).toBe('TaskFlow keeps `token` for 12 hours; TaskFlow.');
  });

  it('throws on a name without a value, and leaves text without placeholders alone', () => {
    expect(() => fillTemplate('Hello {{nmae}}', { name: 'x' })).toThrow(
      'The template names {{nmae}}, which has no value',
    );
    expect(fillTemplate('No {braces} here', {})).toBe('No {braces} here');
  });
});
