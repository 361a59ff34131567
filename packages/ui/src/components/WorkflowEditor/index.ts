export { WorkflowEditor, type WorkflowEditorProps } from './WorkflowEditor';
