import { fillTemplate } from '@app/domain';
import { LegalDocument } from '@app/ui';
import { APP_NAME } from '../../app/config';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import termsMarkdown from '../../content/legal/terms.md?raw';
import { LEGAL_VALUES } from '../../content/legal/values';

const TERMS = fillTemplate(termsMarkdown, LEGAL_VALUES);
const UPDATED = 'November 1, 2026';

/** The Terms of Service (/terms). */
export function Terms() {
  useDocumentTitle('Terms of Service');
  return (
    <LegalDocument
      title="Terms of Service"
      updated={UPDATED}
      intro={`Please read these terms carefully. They are the rules for using ${APP_NAME}, and they explain your rights and ours.`}
      markdown={TERMS}
    />
  );
}
