export { CountBreakdown, type CountBreakdownItem, type CountBreakdownProps } from './CountBreakdown';
