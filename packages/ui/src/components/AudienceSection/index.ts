export { type AudienceItem, AudienceSection, type AudienceSectionProps } from './AudienceSection';
