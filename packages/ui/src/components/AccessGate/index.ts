export { AccessGate, type AccessGateMode, type AccessGateProps } from './AccessGate';
