import {
  type AssignableOrgRole,
  formErrors,
  ORG_TEXTS,
  type OrganizationInvitePayload,
  OrganizationInvitePayloadSchema,
} from '@app/domain';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Formik, type FormikErrors, useField } from 'formik';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { FormikSelect } from '../FormikSelect';
import { FormikTextField } from '../FormikTextField';
import { useFieldError } from '../FormikTextField/useFieldError';
import { RoleSelect } from '../RoleSelect';

/** An organization a platform admin may invite into. */
export interface InviteDialogOrganization {
  _id: string;
  name: string;
}

/** A department the invited person may join. */
export interface InviteDialogDepartment {
  _id: string;
  name: string;
}

export interface InviteDialogProps {
  open: boolean;
  /** The roles the inviter may grant (never above their own); 'member' is chosen first when offered. */
  grantable: readonly AssignableOrgRole[];
  /** The departments to choose from; without any, the department field is left out. */
  departments?: readonly InviteDialogDepartment[];
  /** The department chosen first (a department manager's own). */
  defaultDepartmentId?: string;
  /**
   * The organizations to choose from (platform admins only): an 'Organization' field, required, comes first and
   * the payload carries its `organizationId`. Without it the invitation goes into the inviter's own organization.
   */
  organizations?: readonly InviteDialogOrganization[];
  /** The organization chosen, so that the caller can offer its departments (the department is cleared). */
  onOrganizationChange?: (organizationId: string) => void;
  /** The organization chosen when the dialog opens (a platform admin's organization in view), if any. */
  defaultOrganizationId?: string;
  /** Sends the invitation with the checked payload; the dialog stays open until the caller closes it. */
  onSubmit: (payload: OrganizationInvitePayload) => unknown;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
  /** The invitation is being sent: fields and buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Why the server refused, e.g. 'Failed to send invitation'; shown above the fields. */
  error?: string;
  /** The dialog's title. */
  title?: string;
}

interface Values {
  email: string;
  role: AssignableOrgRole | '';
  departmentId: string;
  organizationId: string;
}

function RoleField({ grantable, disabled }: { grantable: readonly AssignableOrgRole[]; disabled: boolean }) {
  const [field, meta, helpers] = useField<Values['role']>('role');
  const error = useFieldError(meta);
  return (
    <RoleSelect
      label="Role"
      name="role"
      value={field.value}
      grantable={grantable}
      onChange={(role) => void helpers.setValue(role)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      size="medium"
    />
  );
}

function OrganizationField({
  organizations,
  disabled,
  onChange,
}: {
  organizations: readonly InviteDialogOrganization[];
  disabled: boolean;
  onChange?: (organizationId: string) => void;
}) {
  const [field, meta, helpers] = useField<string>('organizationId');
  const departmentField = useField<string>('departmentId')[2];
  const error = useFieldError(meta);
  return (
    <TextField
      select
      name={field.name}
      label={ORG_TEXTS.inviteOrganization}
      value={field.value}
      required
      fullWidth
      disabled={disabled}
      onChange={(event) => {
        const organizationId = event.target.value;
        if (organizationId === field.value) return;
        void helpers.setValue(organizationId);
        // Another organization's departments: the one chosen no longer applies.
        void departmentField.setValue('');
        onChange?.(organizationId);
      }}
      onBlur={() => void helpers.setTouched(true)}
      error={Boolean(error)}
      helperText={error}
    >
      {organizations.map((organization) => (
        <MenuItem key={organization._id} value={organization._id}>
          {organization.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The invitation payload of the values, or the message of each field that is wrong. */
function parseInvite(
  values: Values,
  choosesOrganization: boolean,
): { payload: OrganizationInvitePayload } | { errors: FormikErrors<Values> } {
  if (choosesOrganization && !values.organizationId) {
    return { errors: { organizationId: ORG_TEXTS.inviteOrganizationRequired } };
  }
  if (!values.email.trim()) return { errors: { email: ORG_TEXTS.inviteEmailRequired } };
  if (!values.role) return { errors: { role: ORG_TEXTS.inviteRoleRequired } };
  const input = {
    email: values.email,
    role: values.role,
    departmentId: values.departmentId || undefined,
    ...(choosesOrganization ? { organizationId: values.organizationId } : {}),
  };
  const parsed = OrganizationInvitePayloadSchema.safeParse(input);
  if (parsed.success) return { payload: parsed.data };
  // The payload keeps the form's field names, so its errors land on the form's fields.
  return { errors: formErrors(OrganizationInvitePayloadSchema, input) as FormikErrors<Values> };
}

/**
 * Invites a person into the organization by email, with a role the inviter may grant and, optionally, a
 * department. The email is checked with the domain's rule before anything is sent; while the invitation is
 * sent the dialog is busy, and the server's refusal shows above the fields.
 */
export function InviteDialog({
  open,
  grantable,
  departments,
  defaultDepartmentId,
  organizations,
  onOrganizationChange,
  defaultOrganizationId,
  onSubmit,
  onCancel,
  busy = false,
  error,
  title = ORG_TEXTS.inviteTitle,
}: InviteDialogProps) {
  const choosesOrganization = organizations !== undefined;
  const initialValues: Values = {
    email: '',
    role: grantable.includes('member') ? 'member' : (grantable[0] ?? ''),
    departmentId: defaultDepartmentId ?? '',
    organizationId: choosesOrganization ? (defaultOrganizationId ?? '') : '',
  };
  // A fresh form each time the dialog opens (the form outlives the dialog, which keeps it while it fades out).
  const [opened, setOpened] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened(opened + 1);
  }
  return (
    <Formik
      key={opened}
      initialValues={initialValues}
      // Messages appear once the person sends, then follow their typing; leaving a field empty is not an error yet.
      validateOnBlur={false}
      validate={(values) => {
        const result = parseInvite(values, choosesOrganization);
        return 'errors' in result ? result.errors : {};
      }}
      onSubmit={async (values) => {
        const result = parseInvite(values, choosesOrganization);
        if ('payload' in result) await onSubmit(result.payload);
      }}
    >
      {(formik) => (
        <FormDialog
          open={open}
          title={title}
          description={ORG_TEXTS.inviteIntro}
          submitLabel={ORG_TEXTS.inviteSubmit}
          onSubmit={() => void formik.submitForm()}
          onCancel={onCancel}
          busy={busy}
          error={error}
        >
          {organizations ? (
            <OrganizationField
              organizations={organizations}
              disabled={busy}
              onChange={onOrganizationChange}
            />
          ) : null}
          <FormikTextField
            name="email"
            type="email"
            label="Email address"
            autoComplete="off"
            autoFocus={!choosesOrganization}
            required
            fullWidth
            disabled={busy}
          />
          <RoleField grantable={grantable} disabled={busy} />
          {departments && departments.length > 0 ? (
            <FormikSelect
              name="departmentId"
              label="Department"
              fullWidth
              disabled={busy}
              // 'No department' shows as a value rather than an empty field.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              options={[
                { value: '', label: ORG_TEXTS.noDepartment },
                ...departments.map((department) => ({ value: department._id, label: department.name })),
              ]}
            />
          ) : null}
        </FormDialog>
      )}
    </Formik>
  );
}
