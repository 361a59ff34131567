export { AccessCard, type AccessCardProps, type AccessCardVariant, roleLabel } from './AccessCard';
