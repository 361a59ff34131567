import { fillTemplate } from '@app/domain';
import { LegalDocument } from '@app/ui';
import { APP_NAME } from '../../app/config';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import privacyMarkdown from '../../content/legal/privacy.md?raw';
import { LEGAL_VALUES } from '../../content/legal/values';

const PRIVACY = fillTemplate(privacyMarkdown, LEGAL_VALUES);
const UPDATED = 'November 1, 2026';

/** The Privacy Policy (/privacy). */
export function Privacy() {
  useDocumentTitle('Privacy Policy');
  return (
    <LegalDocument
      title="Privacy Policy"
      updated={UPDATED}
      intro={`Your work is yours. This policy explains, in plain words, what ${APP_NAME} collects, why, and the control you have over it.`}
      markdown={PRIVACY}
    />
  );
}
