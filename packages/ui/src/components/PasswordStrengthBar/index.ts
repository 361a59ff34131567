export { PasswordStrengthBar, type PasswordStrengthBarProps } from './PasswordStrengthBar';
