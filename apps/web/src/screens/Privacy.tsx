import { LegalDocument } from '@app/ui';
import { APP_NAME } from '../app/config';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { privacySections } from './legal/privacySections';

const UPDATED = 'November 1, 2026';

/** The Privacy Policy (/privacy). */
export function Privacy() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={UPDATED}
      intro={`Your work is yours. This policy explains, in plain words, what ${APP_NAME} collects, why, and the control you have over it.`}
      sections={privacySections}
    />
  );
}
