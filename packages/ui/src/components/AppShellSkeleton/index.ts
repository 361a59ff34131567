export { AppShellSkeleton, type AppShellSkeletonProps } from './AppShellSkeleton';
