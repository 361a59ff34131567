export { ProjectCard, type ProjectCardProject, type ProjectCardProps } from './ProjectCard';
