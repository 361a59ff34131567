import { LegalDocument } from '@app/ui';
import { APP_NAME } from '../app/config';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { termsSections } from './legal/termsSections';

const UPDATED = 'November 1, 2026';

/** The Terms of Service (/terms). */
export function Terms() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      updated={UPDATED}
      intro={`Please read these terms carefully. They are the rules for using ${APP_NAME}, and they explain your rights and ours.`}
      sections={termsSections}
    />
  );
}
