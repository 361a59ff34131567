export { StatCardGrid, type StatCardGridItem, type StatCardGridProps } from './StatCardGrid';
