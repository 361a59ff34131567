export { CommentThread, type CommentThreadProps } from './CommentThread';
