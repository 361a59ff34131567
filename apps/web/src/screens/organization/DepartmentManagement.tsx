import { DepartmentsScreen } from './DepartmentsScreen';

/** /organization/departments (the alternative organization layout): the same departments screen as /org. */
export function DepartmentManagement() {
  return <DepartmentsScreen />;
}
