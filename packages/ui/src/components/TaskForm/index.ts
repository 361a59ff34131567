export {
  TaskForm,
  type TaskFormOption,
  type TaskFormPayload,
  type TaskFormProps,
  type TaskFormValues,
  taskFormPayload,
  taskFormValues,
} from './TaskForm';
