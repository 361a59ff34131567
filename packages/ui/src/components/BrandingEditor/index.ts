export { BrandingEditor, type BrandingEditorProps, brandingContrastWarnings } from './BrandingEditor';
export { BrandingPreview, type BrandingPreviewProps } from './BrandingPreview';
export { customCssProblems } from './customCssProblems';
