export { describeError, ErrorScreen, type ErrorScreenProps } from './ErrorScreen';
