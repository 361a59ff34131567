import {
  ChangePasswordFormSchema,
  type ChangePasswordPayload,
  formErrors,
  MIN_PASSWORD_LENGTH,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, Formik, type FormikErrors, useFormikContext } from 'formik';
import { useState } from 'react';
import { FormikTextField } from '../FormikTextField';
import { PasswordStrengthBar } from '../PasswordStrengthBar';

export interface ChangePasswordFormProps {
  /**
   * Changes the password. Resolve to clear the form; reject with an Error whose message (the server's, e.g.
   * 'Current password is incorrect') shows above the fields.
   */
  onSubmit: (payload: ChangePasswordPayload) => Promise<unknown>;
  /** The submit button's label. */
  submitLabel?: string;
  /** The form's accessible name. */
  label?: string;
}

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The domain's rules: the current password, the password rule, and the confirmation. */
function validate(values: Values): FormikErrors<Values> {
  return formErrors(ChangePasswordFormSchema, values);
}

function NewPasswordStrength() {
  const { values } = useFormikContext<Values>();
  return <PasswordStrengthBar password={values.newPassword} />;
}

/** Change password: the current one, a new one with its strength bar, and its confirmation (spec 5). */
export function ChangePasswordForm({
  onSubmit,
  submitLabel = 'Change password',
  label = 'Change password',
}: ChangePasswordFormProps) {
  const [failure, setFailure] = useState<string>();
  return (
    <Formik
      initialValues={EMPTY}
      validate={validate}
      onSubmit={async (values, { resetForm }) => {
        setFailure(undefined);
        try {
          await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword });
          resetForm();
        } catch (error) {
          setFailure(
            error instanceof Error && error.message ? error.message : 'The password could not be changed',
          );
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={label}>
          <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <FormikTextField
              name="currentPassword"
              type="password"
              label="Current password"
              autoComplete="current-password"
              required
              fullWidth
            />
            <Box>
              <FormikTextField
                name="newPassword"
                type="password"
                label="New password"
                autoComplete="new-password"
                helperText={`At least ${MIN_PASSWORD_LENGTH} characters`}
                required
                fullWidth
              />
              <NewPasswordStrength />
            </Box>
            <FormikTextField
              name="confirmPassword"
              type="password"
              label="Confirm new password"
              autoComplete="new-password"
              required
              fullWidth
            />
            <Box>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
