export { Checklist, type ChecklistEntry, type ChecklistMode, type ChecklistProps } from './Checklist';
