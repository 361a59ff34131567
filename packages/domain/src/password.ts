import { PASSWORD_STRENGTH_PERCENTS, PASSWORD_STRENGTH_THRESHOLDS } from './constants';

export type PasswordStrengthPercent = (typeof PASSWORD_STRENGTH_PERCENTS)[number];
export type PasswordStrengthLevel = 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  percent: PasswordStrengthPercent;
  level: PasswordStrengthLevel;
  label: string;
}

const LEVELS: readonly { level: PasswordStrengthLevel; label: string }[] = [
  { level: 'weak', label: 'Weak' },
  { level: 'fair', label: 'Fair' },
  { level: 'good', label: 'Good' },
  { level: 'strong', label: 'Strong' },
];

/** Spec 5 strength bar, by length only: under 6 = 25%, 6-9 = 50%, 10-13 = 75%, 14 or more = 100%. */
export function passwordStrength(password: string): PasswordStrength {
  // The number of thresholds reached picks the step: 0..3.
  const step = PASSWORD_STRENGTH_THRESHOLDS.filter((min) => password.length >= min).length;
  const { level, label } = LEVELS[step]!;
  return { percent: PASSWORD_STRENGTH_PERCENTS[step]!, level, label };
}
