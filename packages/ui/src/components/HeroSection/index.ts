export { HeroSection, type HeroSectionProps, type LandingAction } from './HeroSection';
export { ProductPreview, type ProductPreviewProps } from './ProductPreview';
