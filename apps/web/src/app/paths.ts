// The app's paths are the domain's one table (the navigation lists and the design system's layouts link through
// it too); screens and the router import it from here.
export { type AppPath, WEB_PATHS as paths } from '@app/domain';
