export { BrandingProvider, type BrandingProviderProps } from './BrandingProvider';
