import { suggestAdminEmail } from '@app/domain';
import { FormikSuggestion, FormikTextField, PasswordStrengthBar } from '@app/ui';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Form, useFormikContext } from 'formik';

export const ADMIN_STEP = 'Admin account';

export interface AdminValues {
  adminName: string;
  adminEmail: string;
  adminJobTitle: string;
  password: string;
  confirmPassword: string;
}

function AdminPasswordStrength() {
  const { values } = useFormikContext<AdminValues>();
  return <PasswordStrengthBar password={values.password} />;
}

/** Organization registration, step 2: the first administrator, on the domain of step 1. */
export function OrganizationAdminStep({
  domain,
  onBack,
  failure,
}: {
  domain: string;
  onBack: (values: AdminValues) => void;
  failure?: string;
}) {
  const { values, isSubmitting } = useFormikContext<AdminValues>();
  return (
    <Form noValidate aria-label={ADMIN_STEP}>
      {/* The admin email follows the admin name until the user writes their own (spec 2.5). */}
      <FormikSuggestion name="adminEmail" suggestion={suggestAdminEmail(values.adminName, domain)} />
      <Stack spacing={2.5}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <FormikTextField
          name="adminName"
          label="Admin name"
          autoComplete="name"
          required
          fullWidth
          autoFocus
        />
        <FormikTextField
          name="adminEmail"
          type="email"
          label="Admin work email"
          autoComplete="email"
          helperText={`An address at ${domain}`}
          required
          fullWidth
        />
        <FormikTextField
          name="adminJobTitle"
          label="Job title (optional)"
          autoComplete="organization-title"
          fullWidth
        />
        <Box>
          <FormikTextField
            name="password"
            type="password"
            label="Password"
            autoComplete="new-password"
            helperText="At least 6 characters"
            required
            fullWidth
          />
          <AdminPasswordStrength />
        </Box>
        <FormikTextField
          name="confirmPassword"
          type="password"
          label="Confirm password"
          autoComplete="new-password"
          required
          fullWidth
        />
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Button variant="outlined" size="large" onClick={() => onBack(values)} disabled={isSubmitting}>
            Back
          </Button>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            Create organization
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
