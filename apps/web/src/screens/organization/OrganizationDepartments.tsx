import { DepartmentsScreen } from './DepartmentsScreen';

/** /org/departments: the department tree and what the viewer may do to it. */
export function OrganizationDepartments() {
  return <DepartmentsScreen />;
}
