export { type CommentRichPayload, CommentThread, type CommentThreadProps } from './CommentThread';
