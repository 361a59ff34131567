export {
  DomainAvailabilityAdornment,
  type DomainAvailabilityAdornmentProps,
  DomainAvailabilityStatus,
  type DomainAvailabilityStatusProps,
} from './DomainAvailabilityStatus';
