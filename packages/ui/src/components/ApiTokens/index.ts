export { ApiTokensCard, type ApiTokensCardProps } from './ApiTokensCard';
export {
  type ApiTokenOrganizationOption,
  CreateApiTokenDialog,
  type CreateApiTokenDialogProps,
} from './CreateApiTokenDialog';
