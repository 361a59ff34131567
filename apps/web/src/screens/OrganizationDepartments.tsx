import { ScreenPlaceholder } from '../app/ScreenPlaceholder';

/** Departments: built in a later release. */
export function OrganizationDepartments() {
  return (
    <ScreenPlaceholder title="Departments" description="The organization's departments and their managers." />
  );
}
