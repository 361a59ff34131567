export {
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
  legalSections,
  slugify,
} from './LegalDocument';
