/** The product's name, as the app shows it in titles, the app bar and legal texts. */
export const APP_NAME = 'TaskFlow';

/** Where people write to about privacy and the terms. */
export const CONTACT = {
  privacyEmail: 'privacy@taskflow.app',
  legalEmail: 'legal@taskflow.app',
  supportEmail: 'support@taskflow.app',
} as const;
