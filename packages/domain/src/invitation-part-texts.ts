import { ORG_TEXTS } from './org-texts';

/** Texts of the @app/ui invitation parts that INVITATION_SCREEN_TEXTS does not have. */
export const INVITATION_PART_TEXTS = {
  /** Names the switch between signing in and creating an account on the acceptance screen. */
  authModeLabel: 'How do you want to continue?',
  /** The invite form's empty email: the same words as the organization's invite dialog. */
  inviteEmailRequired: ORG_TEXTS.inviteEmailRequired,
  /** Names the welcome screen's countdown bar. */
  countdownLabel: 'Time until the project opens',
} as const;
