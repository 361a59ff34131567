import { DepartmentsScreen } from './org/DepartmentsScreen';

/** /organization/departments (the alternative organization layout): the same departments screen as /org. */
export function DepartmentManagement() {
  return <DepartmentsScreen />;
}
