import {
  EmailSchema,
  formErrors,
  type ProjectInvitationRole,
  ProjectInviteFormSchema,
  INVITATION_SCREEN_TEXTS as T,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikErrors, useField, useFormikContext } from 'formik';
import { useId, useRef } from 'react';
import { FormikTextField } from '../FormikTextField';
import { useFieldError } from '../FormikTextField/useFieldError';
import { InvitationRolePicker } from '../InvitationRolePicker';

/** What the invite form sends: a checked, lower-cased address and the role offered. */
export interface ProjectInviteValues {
  email: string;
  role: ProjectInvitationRole;
}

export interface ProjectInviteFormProps {
  /** The roles the viewer may offer (`invitableProjectRoles` of their project role); at least one. */
  roles: readonly ProjectInvitationRole[];
  /**
   * Sends the invitation. While the returned promise is pending the form is busy; once it resolves the email is
   * cleared (the role stays) and focus returns to it for the next address; when it rejects the form keeps what
   * was typed and shows `error`.
   */
  onSubmit: (values: ProjectInviteValues) => Promise<unknown> | unknown;
  /** Why the last invitation was refused (the server's text, or INVITATION_MESSAGES.sendFailed). */
  error?: string;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The heading, which also names the form ('Invite by email'). */
  title?: string;
}

interface Values {
  email: string;
  role: ProjectInvitationRole | '';
}

function validate(values: Values): FormikErrors<Values> {
  return formErrors(ProjectInviteFormSchema, values);
}

function RoleField({ roles }: { roles: readonly ProjectInvitationRole[] }) {
  const [field, meta, helpers] = useField<Values['role']>('role');
  const { isSubmitting } = useFormikContext<Values>();
  const error = useFieldError(meta);
  return (
    <InvitationRolePicker
      roles={roles}
      name="role"
      value={field.value}
      onChange={(role) => void helpers.setValue(role)}
      disabled={isSubmitting}
      error={error}
    />
  );
}

/** The role chosen first: 'team-member' when offered, else the first one. */
function firstRole(roles: readonly ProjectInvitationRole[]): ProjectInvitationRole | '' {
  return roles.includes('team-member') ? 'team-member' : (roles[0] ?? '');
}

/**
 * 'Invite by email' on a project's Members tab: an address and the role it is offered (each role with its
 * meaning), checked with the domain's email rule before anything is sent. Sending is busy until the caller's
 * promise settles; a sent invitation clears the address for the next one.
 */
export function ProjectInviteForm({
  roles,
  onSubmit,
  error,
  headingLevel = 'h2',
  title = T.inviteTitle,
}: ProjectInviteFormProps) {
  const headingId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const initialValues: Values = { email: '', role: firstRole(roles) };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Formik
        initialValues={initialValues}
        // Messages appear once the person sends, then follow their typing.
        validateOnBlur={false}
        validate={validate}
        onSubmit={async (values, { resetForm }) => {
          const email = EmailSchema.parse(values.email);
          const role = values.role || firstRole(roles);
          if (!role) return;
          try {
            await onSubmit({ email, role });
          } catch {
            // The caller shows why through `error`; what was typed stays.
            return;
          }
          resetForm({ values: { email: '', role } });
          // After the re-render that enables the field again.
          setTimeout(() => emailRef.current?.focus(), 0);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={headingId}>
            <Stack spacing={2.5}>
              <Box>
                <Typography id={headingId} variant="h6" component={headingLevel} sx={{ fontWeight: 700 }}>
                  {title}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                  {T.inviteIntro}
                </Typography>
              </Box>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <FormikTextField
                name="email"
                type="email"
                label={T.emailLabel}
                autoComplete="off"
                required
                fullWidth
                disabled={isSubmitting}
                inputRef={emailRef}
              />
              <RoleField roles={roles} />
              <Box>
                <Button
                  type="submit"
                  variant="contained"
                  loading={isSubmitting}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {T.send}
                </Button>
              </Box>
            </Stack>
          </Form>
        )}
      </Formik>
    </Paper>
  );
}
