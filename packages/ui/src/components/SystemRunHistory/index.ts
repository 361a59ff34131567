export { SystemRunHistory, type SystemRunHistoryProps } from './SystemRunHistory';
