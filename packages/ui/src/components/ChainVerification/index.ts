export { ChainVerification, type ChainVerificationProps } from './ChainVerification';
