import type { AssignableOrgRole, OrgRole } from '@app/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { roleLabel } from '../AccessCard';

export interface RoleSelectProps {
  /** The visible label, also the field's accessible name ('Role', 'Role of Ada Lovelace'). */
  label: string;
  /** The role chosen now; empty while none is. */
  value: OrgRole | '';
  /**
   * The roles the viewer may grant, in the order they are offered (the domain's policy decides). The current
   * role is shown even when it is not among them, but cannot be picked again.
   */
  grantable: readonly AssignableOrgRole[];
  /** Called with the chosen role when it differs from the current one. */
  onChange: (role: AssignableOrgRole) => void;
  disabled?: boolean;
  /** Marks the field as wrong; `helperText` says why. */
  error?: boolean;
  helperText?: string;
  /** A compact field for table rows. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** The form field name. */
  name?: string;
  /** The label names the field for assistive technology only (a table cell whose column header says 'Role'). */
  hideLabel?: boolean;
}

/**
 * A select of organization roles that offers only the roles the viewer may grant, each named as people read it
 * ('Department Manager'). Nobody grants a role above their own: the caller passes what the policy allows.
 */
export function RoleSelect({
  label,
  value,
  grantable,
  onChange,
  disabled = false,
  error = false,
  helperText,
  size = 'small',
  fullWidth = true,
  name,
  hideLabel = false,
}: RoleSelectProps) {
  const offered: readonly OrgRole[] = grantable;
  // A role the viewer may not grant still has to show as the current value.
  const current = value !== '' && !offered.includes(value) ? value : undefined;
  return (
    <TextField
      select
      label={hideLabel ? undefined : label}
      name={name}
      value={value}
      size={size}
      fullWidth={fullWidth}
      disabled={disabled || grantable.length === 0}
      error={error}
      helperText={helperText}
      slotProps={hideLabel ? { htmlInput: { 'aria-label': label } } : undefined}
      onChange={(event) => {
        const next = event.target.value as AssignableOrgRole;
        if (next !== value && grantable.includes(next)) onChange(next);
      }}
    >
      {current ? (
        <MenuItem value={current} disabled>
          {roleLabel(current)}
        </MenuItem>
      ) : null}
      {grantable.map((role) => (
        <MenuItem key={role} value={role}>
          {roleLabel(role)}
        </MenuItem>
      ))}
    </TextField>
  );
}
