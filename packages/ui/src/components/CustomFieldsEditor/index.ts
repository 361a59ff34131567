export {
  type CustomFieldCreate,
  CustomFieldsEditor,
  type CustomFieldsEditorProps,
  type CustomFieldUpdate,
} from './CustomFieldsEditor';
