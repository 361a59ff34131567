import type { TodoVisibility } from '@app/domain';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** Who a to-do is shared with: nobody, a project's members, or the owner's organization. */
export interface TodoSharing {
  visibility: TodoVisibility;
  /** The project, when `visibility` is 'project'. */
  projectId: string | null;
}

/** A project a to-do can be shared with. */
export interface TodoProjectOption {
  id: string;
  title: string;
}

const PROJECT_PREFIX = 'project:';

export function sharingValue(sharing: TodoSharing): string {
  if (sharing.visibility === 'project' && sharing.projectId) return `${PROJECT_PREFIX}${sharing.projectId}`;
  return sharing.visibility === 'organization' ? 'organization' : 'personal';
}

export function sharingFromValue(value: string): TodoSharing {
  if (value.startsWith(PROJECT_PREFIX)) {
    return { visibility: 'project', projectId: value.slice(PROJECT_PREFIX.length) };
  }
  return { visibility: value === 'organization' ? 'organization' : 'personal', projectId: null };
}

export type SharingSelectProps = Omit<TextFieldProps, 'value' | 'onChange' | 'select' | 'children'> & {
  value: TodoSharing;
  onChange: (sharing: TodoSharing) => void;
  projects: readonly TodoProjectOption[];
  /** Offer 'Organization' (members of an organization only). */
  allowOrganization: boolean;
  /** The project of the current value, when it is not among `projects` (e.g. no longer listed). */
  currentProject?: TodoProjectOption | null;
};

/** A native select of Personal / each project / Organization: short, and easy on phones and screen readers. */
export function SharingSelect({
  value,
  onChange,
  projects,
  allowOrganization,
  currentProject,
  label = 'Share with',
  ...props
}: SharingSelectProps) {
  const options =
    currentProject && !projects.some((project) => project.id === currentProject.id)
      ? [...projects, currentProject]
      : projects;
  return (
    <TextField
      {...props}
      select
      label={label}
      value={sharingValue(value)}
      onChange={(event) => onChange(sharingFromValue(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="personal">Personal</option>
      {options.length > 0 ? (
        <optgroup label="Project">
          {options.map((project) => (
            <option key={project.id} value={`${PROJECT_PREFIX}${project.id}`}>
              {project.title}
            </option>
          ))}
        </optgroup>
      ) : null}
      {allowOrganization || value.visibility === 'organization' ? (
        <option value="organization">Organization</option>
      ) : null}
    </TextField>
  );
}
