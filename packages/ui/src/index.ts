// @app/ui: the design system. Presentational only: data and callbacks come in through props.
export * from './components/AudienceSection';
export * from './components/AuthLayout';
export * from './components/CallToAction';
export * from './components/FeatureGrid';
export * from './components/HeroSection';
export * from './components/LegalDocument';
export * from './components/LoadingScreen';
export * from './components/PublicLayout';
export * from './components/SectionHeading';
export * from './components/UnderConstruction';
export * from './theme';
