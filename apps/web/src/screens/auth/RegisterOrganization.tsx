import { SUGGESTION_TOAST_SPACING_MS } from '@app/domain';
import { errorSuggestions } from '@app/sdk';
import { useDomainAvailability, useRegisterOrganization } from '@app/sdk/react';
import {
  DomainAvailabilityAdornment,
  DomainAvailabilityStatus,
  FormikTextField,
  FormSteps,
  useToast,
  useToastSequence,
} from '@app/ui';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { api } from '../../app/api';
import { useAuthFlow } from '../../app/layouts/AuthPageLayout';
import { paths } from '../../app/paths';
import { AuthHeading } from './AuthHeading';
import { organizationRegistrationFailureText } from './authErrors';
import { lazySchema, usePreloadedValidation } from './lazyValidation';
import { ADMIN_STEP, type AdminValues, OrganizationAdminStep } from './OrganizationAdminStep';

const validateDetails = lazySchema((schemas) => schemas.OrganizationDetailsFormSchema);

interface DetailsValues {
  organizationName: string;
  domain: string;
  description: string;
}

const STEPS = ['Organization details', ADMIN_STEP] as const;
const EMPTY_DETAILS: DetailsValues = { organizationName: '', domain: '', description: '' };
const EMPTY_ADMIN: AdminValues = {
  adminName: '',
  adminEmail: '',
  adminJobTitle: '',
  password: '',
  confirmPassword: '',
};

/** Step 1: company name, domain with its live check (debounced, spec 4.4), optional description. */
function DetailsStep() {
  const { values, setFieldValue } = useFormikContext<DetailsValues>();
  const availability = useDomainAvailability(api, values.domain);
  const statusId = useId();
  return (
    <Form noValidate aria-label={STEPS[0]}>
      <Stack spacing={2.5}>
        <FormikTextField
          name="organizationName"
          label="Company name"
          autoComplete="organization"
          required
          fullWidth
          autoFocus
        />
        <Box>
          <FormikTextField
            name="domain"
            label="Company domain"
            placeholder="acme.com"
            autoComplete="off"
            required
            fullWidth
            helperText="The domain of your work email addresses, e.g. acme.com"
            slotProps={{
              htmlInput: { autoCapitalize: 'none', spellCheck: false },
              input: { endAdornment: <DomainAvailabilityAdornment availability={availability} /> },
            }}
          />
          <DomainAvailabilityStatus
            id={statusId}
            availability={availability}
            onSuggestion={(domain) => void setFieldValue('domain', domain)}
          />
        </Box>
        <FormikTextField name="description" label="Description (optional)" multiline minRows={2} fullWidth />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {/* Continue only once the domain check says available (spec 4.4). */}
          <Button type="submit" variant="contained" size="large" disabled={availability.kind !== 'available'}>
            Continue
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

/**
 * Organization registration, the two-step wizard of spec 4.4: the organization (Continue only once its domain
 * is available), then its admin. Success signs the admin in and opens /organization; a failure shows the
 * server's message, then each suggested domain as an info toast 2 seconds apart (spec 7.7).
 */
export function RegisterOrganization() {
  usePreloadedValidation();
  const { completeSignIn } = useAuthFlow();
  const { showToast } = useToast();
  const showSuggestions = useToastSequence();
  const registerOrganization = useRegisterOrganization(api);
  const [step, setStep] = useState<0 | 1>(0);
  const [details, setDetails] = useState(EMPTY_DETAILS);
  const [admin, setAdmin] = useState(EMPTY_ADMIN);
  const [failure, setFailure] = useState<string>();
  const domain = details.domain.trim().toLowerCase();
  const validateAdmin = useMemo(
    () => lazySchema((schemas) => schemas.organizationAdminFormSchema(domain)),
    [domain],
  );

  const submit = async (values: AdminValues) => {
    setFailure(undefined);
    const description = details.description.trim();
    const jobTitle = values.adminJobTitle.trim();
    try {
      const answer = await registerOrganization.mutateAsync({
        organizationName: details.organizationName.trim(),
        domain,
        adminName: values.adminName.trim(),
        adminEmail: values.adminEmail.trim(),
        adminPassword: values.password,
        ...(description ? { description } : {}),
        ...(jobTitle ? { adminJobTitle: jobTitle } : {}),
      });
      completeSignIn({ token: answer.token, user: answer.user }, paths.organization.root.href());
    } catch (error) {
      const message = organizationRegistrationFailureText(error);
      setFailure(message);
      showToast(message, { variant: 'error' });
      showSuggestions(
        errorSuggestions(error).map((suggestion) => `Suggested domain: ${suggestion}`),
        { variant: 'info', spacingMs: SUGGESTION_TOAST_SPACING_MS },
      );
    }
  };

  return (
    <>
      <AuthHeading
        title="Register your organization"
        subtitle="Set up your organization and its first administrator in two steps."
      />
      <FormSteps steps={STEPS} active={step} />
      {step === 0 ? (
        // Keys: each step is its own form, not the previous one with new props.
        <Formik
          key="details"
          initialValues={details}
          validate={validateDetails}
          onSubmit={(values) => {
            setDetails(values);
            setStep(1);
          }}
        >
          <DetailsStep />
        </Formik>
      ) : (
        <Formik key="admin" initialValues={admin} validate={validateAdmin} onSubmit={submit}>
          <OrganizationAdminStep
            domain={domain}
            failure={failure}
            onBack={(values) => {
              setAdmin(values);
              setFailure(undefined);
              setStep(0);
            }}
          />
        </Formik>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link href={paths.auth.login.href()} sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
        {' · '}
        <Link href={paths.auth.register.href()} sx={{ fontWeight: 600 }}>
          Create an individual account
        </Link>
      </Typography>
    </>
  );
}
