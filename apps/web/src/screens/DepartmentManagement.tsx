import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Department Management: built in a later release. */
export function DepartmentManagement() {
  return (
    <ScreenPlaceholder
      title="Department Management"
      description="Create, rename and remove departments and assign their managers."
    />
  );
}
