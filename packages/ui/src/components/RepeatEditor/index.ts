export { RepeatEditor, type RepeatEditorProps } from './RepeatEditor';
