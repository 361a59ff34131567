export { type DueState, DueText, type DueTextProps, dueState } from './DueText';
