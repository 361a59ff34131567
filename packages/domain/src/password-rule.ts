import { z } from 'zod';
import { VALIDATION_MESSAGES } from './auth-messages';
import { MIN_PASSWORD_LENGTH } from './constants';

/**
 * The password rule of spec 5, defined here once: at least MIN_PASSWORD_LENGTH characters. The server's payloads
 * and the forms build their password fields with it; they differ only in the words (`tooShort`, and `required`
 * for a form that names an empty field before its length).
 */
export function passwordSchema({
  tooShort = VALIDATION_MESSAGES.passwordTooShort,
  required,
}: {
  tooShort?: string;
  required?: string;
} = {}) {
  const text = z.string();
  return (required === undefined ? text : text.min(1, { error: required })).min(MIN_PASSWORD_LENGTH, {
    error: tooShort,
  });
}
