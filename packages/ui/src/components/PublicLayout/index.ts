export { type PublicAction, PublicLayout, type PublicLayoutProps, type PublicNavLink } from './PublicLayout';
