import { DepartmentsScreen } from './org/DepartmentsScreen';

/** /org/departments: the department tree and what the viewer may do to it. */
export function OrganizationDepartments() {
  return <DepartmentsScreen />;
}
