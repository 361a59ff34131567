export { PlatformStats, type PlatformStatsProps } from './PlatformStats';
