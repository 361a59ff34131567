export {
  checkProjectForm,
  ProjectForm,
  type ProjectFormProject,
  type ProjectFormProps,
  type ProjectFormValues,
  projectFormValues,
} from './ProjectForm';
