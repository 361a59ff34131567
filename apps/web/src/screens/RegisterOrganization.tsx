import {
  DOMAIN_CHECK_DEBOUNCE_MS,
  isValidDomain,
  ORG_MESSAGES,
  SUGGESTION_TOAST_SPACING_MS,
  shouldCheckDomain,
  suggestAdminEmail,
  VALIDATION_MESSAGES,
} from '@app/domain';
import { errorSuggestions } from '@app/sdk';
import { useDomainCheck, useRegisterOrganization } from '@app/sdk/react';
import { FormikTextField, PasswordStrengthBar, useToast } from '@app/ui';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { api } from '../app/api';
import { useAuthFlow } from '../app/layouts/AuthPageLayout';
import { paths } from '../app/paths';
import { AuthHeading } from './auth/AuthHeading';
import { organizationRegistrationFailureText } from './auth/authErrors';
import { lazySchema, usePreloadedValidation } from './auth/lazyValidation';
import { useDebouncedValue } from './auth/useDebouncedValue';

const validateDetails = lazySchema((schemas) => schemas.organizationDetailsSchema);

interface DetailsValues {
  organizationName: string;
  domain: string;
  description: string;
}

interface AdminValues {
  adminName: string;
  adminEmail: string;
  adminJobTitle: string;
  password: string;
  confirmPassword: string;
}

const STEPS = ['Organization details', 'Admin account'] as const;

type DomainState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'available'; message: string }
  | { kind: 'unavailable'; error: string; suggestions: string[] }
  | { kind: 'failed' };

/** The live domain check of step 1 (spec 4.4): debounced 500 ms, only for domains longer than 3 characters. */
function useDomainState(domain: string): DomainState {
  const normalized = domain.trim().toLowerCase();
  const worthChecking = isValidDomain(normalized) && shouldCheckDomain(normalized);
  const settled = useDebouncedValue(worthChecking ? normalized : '', DOMAIN_CHECK_DEBOUNCE_MS);
  const check = useDomainCheck(api, settled);
  if (!worthChecking) return { kind: 'idle' };
  // The answer must be for what is in the field now, not for what was typed half a second ago.
  if (settled !== normalized || check.isPending) return { kind: 'checking' };
  if (check.isError) return { kind: 'failed' };
  const result = check.data;
  if (result.available) return { kind: 'available', message: result.message };
  return {
    kind: 'unavailable',
    error: result.error ?? VALIDATION_MESSAGES.domainUnavailable,
    suggestions: result.suggestions,
  };
}

function DomainStatus({ state, id }: { state: DomainState; id: string }) {
  const { setFieldValue } = useFormikContext<DetailsValues>();
  return (
    <Box id={id} role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
      {state.kind === 'checking' ? (
        <Typography variant="body2" color="text.secondary">
          Checking availability...
        </Typography>
      ) : null}
      {state.kind === 'available' ? (
        <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 500 }}>
          {state.message}
        </Typography>
      ) : null}
      {state.kind === 'failed' ? (
        <Typography variant="body2" color="error">
          {ORG_MESSAGES.checkDomainFailed}
        </Typography>
      ) : null}
      {state.kind === 'unavailable' ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="error">
            {state.error}
          </Typography>
          {state.suggestions.length > 0 ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                Available instead:
              </Typography>
              {state.suggestions.map((suggestion) => (
                <Chip
                  key={suggestion}
                  label={suggestion}
                  variant="outlined"
                  color="primary"
                  size="small"
                  onClick={() => void setFieldValue('domain', suggestion)}
                  aria-label={`Use ${suggestion}`}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

function DomainAdornment({ state }: { state: DomainState }) {
  if (state.kind === 'checking') return <CircularProgress size={18} aria-hidden />;
  if (state.kind === 'available') return <CheckCircleRoundedIcon color="success" aria-hidden />;
  if (state.kind === 'unavailable' || state.kind === 'failed')
    return <ErrorRoundedIcon color="error" aria-hidden />;
  return null;
}

/** Step 1: company name, domain with its live check, optional description. */
function DetailsStep() {
  const { values } = useFormikContext<DetailsValues>();
  const state = useDomainState(values.domain);
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
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <DomainAdornment state={state} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <DomainStatus state={state} id={statusId} />
        </Box>
        <FormikTextField name="description" label="Description (optional)" multiline minRows={2} fullWidth />
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          {/* Continue only once the domain check says available (spec 4.4). */}
          <Button type="submit" variant="contained" size="large" disabled={state.kind !== 'available'}>
            Continue
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}

/** Fills the admin email from the admin name until the user writes their own (spec 2.5). */
function AdminEmailSuggestion({ domain }: { domain: string }) {
  const { values, setFieldValue } = useFormikContext<AdminValues>();
  const lastSuggestion = useRef(values.adminEmail);
  const suggestion = suggestAdminEmail(values.adminName, domain);
  // Once the user has written something else (or cleared it), the field is theirs.
  const untouched = values.adminEmail === lastSuggestion.current;
  useEffect(() => {
    if (!untouched || suggestion === values.adminEmail) return;
    lastSuggestion.current = suggestion;
    void setFieldValue('adminEmail', suggestion, false);
  }, [suggestion, untouched, values.adminEmail, setFieldValue]);
  return null;
}

function AdminPasswordStrength() {
  const { values } = useFormikContext<AdminValues>();
  return <PasswordStrengthBar password={values.password} />;
}

/** Step 2: the first administrator. */
function AdminStep({
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
    <Form noValidate aria-label={STEPS[1]}>
      <AdminEmailSuggestion domain={domain} />
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

/**
 * Organization registration, the two-step wizard of spec 4.4: the organization (Continue only once its domain
 * is available), then its admin. Success signs the admin in and opens /organization; a failure shows the
 * server's message, then each suggested domain as an info toast 2 seconds apart (spec 7.7).
 */
export function RegisterOrganization() {
  usePreloadedValidation();
  const { completeSignIn } = useAuthFlow();
  const { showToast } = useToast();
  const registerOrganization = useRegisterOrganization(api);
  const [step, setStep] = useState<0 | 1>(0);
  const [details, setDetails] = useState<DetailsValues>({
    organizationName: '',
    domain: '',
    description: '',
  });
  const [admin, setAdmin] = useState<AdminValues>({
    adminName: '',
    adminEmail: '',
    adminJobTitle: '',
    password: '',
    confirmPassword: '',
  });
  const [failure, setFailure] = useState<string>();
  const domain = details.domain.trim().toLowerCase();
  const validateAdmin = useMemo(
    () => lazySchema((schemas) => schemas.organizationAdminSchema(domain)),
    [domain],
  );

  // Pending suggestion toasts stop with the screen.
  const toastTimers = useRef<number[]>([]);
  useEffect(
    () => () => {
      for (const timer of toastTimers.current) window.clearTimeout(timer);
    },
    [],
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
      for (const timer of toastTimers.current) window.clearTimeout(timer);
      toastTimers.current = errorSuggestions(error).map((suggestion, index) =>
        window.setTimeout(
          () => showToast(`Suggested domain: ${suggestion}`, { variant: 'info' }),
          (index + 1) * SUGGESTION_TOAST_SPACING_MS,
        ),
      );
    }
  };

  return (
    <>
      <AuthHeading
        title="Register your organization"
        subtitle="Set up your organization and its first administrator in two steps."
      />
      <Stepper activeStep={step} sx={{ mb: 4 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {`Step ${step + 1} of ${STEPS.length}: ${STEPS[step]}`}
      </Typography>
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
          <AdminStep
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
