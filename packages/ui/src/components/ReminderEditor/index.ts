export { ReminderEditor, type ReminderEditorProps } from './ReminderEditor';
