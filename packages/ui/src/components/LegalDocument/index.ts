export { LegalDocument, type LegalDocumentProps, type LegalSection, slugify } from './LegalDocument';
