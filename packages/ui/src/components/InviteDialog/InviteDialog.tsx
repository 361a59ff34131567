import {
  type AssignableOrgRole,
  ORG_TEXTS,
  type OrganizationInvitePayload,
  OrganizationInvitePayloadSchema,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors, useField } from 'formik';
import { useId } from 'react';
import { FormikSelect } from '../FormikSelect';
import { FormikTextField } from '../FormikTextField';
import { useFieldError } from '../FormikTextField/useFieldError';
import { RoleSelect } from '../RoleSelect';

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

/** The invitation payload of the values, or the message of each field that is wrong. */
function parseInvite(
  values: Values,
): { payload: OrganizationInvitePayload } | { errors: FormikErrors<Values> } {
  if (!values.email.trim()) return { errors: { email: ORG_TEXTS.inviteEmailRequired } };
  if (!values.role) return { errors: { role: ORG_TEXTS.inviteRoleRequired } };
  const parsed = OrganizationInvitePayloadSchema.safeParse({
    email: values.email,
    role: values.role,
    departmentId: values.departmentId || undefined,
  });
  if (parsed.success) return { payload: parsed.data };
  const errors: FormikErrors<Values> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if ((key === 'email' || key === 'role' || key === 'departmentId') && !errors[key]) {
      errors[key] = issue.message;
    }
  }
  return { errors };
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
  onSubmit,
  onCancel,
  busy = false,
  error,
  title = ORG_TEXTS.inviteTitle,
}: InviteDialogProps) {
  const titleId = useId();
  const introId = useId();
  const initialValues: Values = {
    email: '',
    role: grantable.includes('member') ? 'member' : (grantable[0] ?? ''),
    departmentId: defaultDepartmentId ?? '',
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={introId}
      fullWidth
      maxWidth="xs"
    >
      <Formik
        initialValues={initialValues}
        // Messages appear once the person sends, then follow their typing; leaving a field empty is not an error yet.
        validateOnBlur={false}
        validate={(values) => {
          const result = parseInvite(values);
          return 'errors' in result ? result.errors : {};
        }}
        onSubmit={async (values) => {
          const result = parseInvite(values);
          if ('payload' in result) await onSubmit(result.payload);
        }}
      >
        <Form noValidate aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <DialogContentText id={introId} variant="body2" sx={{ mb: 2 }}>
              {ORG_TEXTS.inviteIntro}
            </DialogContentText>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <FormikTextField
                name="email"
                type="email"
                label="Email address"
                autoComplete="off"
                autoFocus
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
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onCancel} disabled={busy} color="inherit">
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              {ORG_TEXTS.inviteSubmit}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
