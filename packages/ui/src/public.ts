// Public pages: marketing sections, legal documents and the layouts around them.
export * from './components/AudienceSection';
export * from './components/AuthLayout';
export * from './components/CallToAction';
export * from './components/ChoiceCard';
export * from './components/FeatureGrid';
export * from './components/HeroSection';
export * from './components/LegalDocument';
export * from './components/PublicLayout';
export * from './components/SectionHeading';
