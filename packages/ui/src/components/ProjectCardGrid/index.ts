export { ProjectCardGrid, type ProjectCardGridProject, type ProjectCardGridProps } from './ProjectCardGrid';
