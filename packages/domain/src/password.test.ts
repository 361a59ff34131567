import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password';

describe('passwordStrength', () => {
  it.each([
    [0, 25, 'Weak'],
    [5, 25, 'Weak'],
    [6, 50, 'Fair'],
    [9, 50, 'Fair'],
    [10, 75, 'Good'],
    [13, 75, 'Good'],
    [14, 100, 'Strong'],
    [40, 100, 'Strong'],
  ])('a %i-character password is %i%% (%s)', (length, percent, label) => {
    const result = passwordStrength('x'.repeat(length));
    expect(result.percent).toBe(percent);
    expect(result.label).toBe(label);
    expect(result.level).toBe(label.toLowerCase());
  });
});
