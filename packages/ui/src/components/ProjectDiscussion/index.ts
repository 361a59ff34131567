export { ProjectDiscussion, type ProjectDiscussionProps } from './ProjectDiscussion';
