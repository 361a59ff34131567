import {
  type DomainAvailability,
  isSafeUrl,
  isValidSubdomain,
  ORG_FIELD_MESSAGES,
  ORG_SETTINGS_TEXTS,
  VALIDATION_MESSAGES,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { DomainAvailabilityAdornment, DomainAvailabilityStatus } from '../DomainAvailabilityStatus';
import { InputField } from '../InputField';

/** The profile fields of an organization, as saved (blank optional fields are null). */
export interface OrganizationProfile {
  name: string;
  description: string | null;
  subdomain: string | null;
  logo: string | null;
}

export type OrganizationProfileField = keyof OrganizationProfile;

export interface OrganizationProfileFormProps {
  /** The saved profile; the form starts from it and starts again when it changes. */
  value: { name: string; description?: string | null; subdomain?: string | null; logo?: string | null };
  /** The organization's domain, shown read-only (it is set at registration). */
  domain?: string;
  /** What the live check says about the subdomain in the field (idle while it is the saved one). */
  subdomainAvailability: DomainAvailability;
  /** Reports the subdomain as it is typed, for the live check. */
  onSubdomainChange: (subdomain: string) => void;
  /** Saves the profile; the caller shows busy, errors and success. */
  onSave: (profile: OrganizationProfile) => unknown;
  /** A save is running. */
  busy?: boolean;
  /** Why the last save failed, above the form. */
  error?: string;
  /** The server's messages by field; each goes once that field is edited. */
  fieldErrors?: Partial<Record<OrganizationProfileField, string>>;
  /** The form's accessible name. */
  label?: string;
}

type Draft = Record<OrganizationProfileField, string>;

const NO_FIELD_ERRORS: Partial<Record<OrganizationProfileField, string>> = {};

function draftOf(value: OrganizationProfileFormProps['value']): Draft {
  return {
    name: value.name,
    description: value.description ?? '',
    subdomain: value.subdomain ?? '',
    logo: value.logo ?? '',
  };
}

function profileOf(draft: Draft): OrganizationProfile {
  const optional = (text: string) => text.trim() || null;
  return {
    name: draft.name.trim(),
    description: optional(draft.description),
    subdomain: optional(draft.subdomain)?.toLowerCase() ?? null,
    logo: optional(draft.logo),
  };
}

/** The messages of the fields that cannot be saved as they are. */
function problems(draft: Draft): Partial<Record<OrganizationProfileField, string>> {
  const found: Partial<Record<OrganizationProfileField, string>> = {};
  if (!draft.name.trim()) found.name = VALIDATION_MESSAGES.organizationNameRequired;
  if (draft.subdomain.trim() && !isValidSubdomain(draft.subdomain)) {
    found.subdomain = ORG_SETTINGS_TEXTS.subdomainInvalid;
  }
  // Addresses people enter are accepted only for http and https (spec 5).
  if (draft.logo.trim() && !isSafeUrl(draft.logo)) found.logo = ORG_FIELD_MESSAGES.urlScheme;
  return found;
}

/**
 * An organization's profile (spec 3): name, description, subdomain with its live availability check (and free
 * alternatives one click away), and a logo address accepted only for http and https. The domain shows
 * read-only. Save is held back while the subdomain is being checked or is taken; the server's refusals show at
 * their fields.
 */
export function OrganizationProfileForm({
  value,
  domain,
  subdomainAvailability,
  onSubdomainChange,
  onSave,
  busy = false,
  error,
  fieldErrors = NO_FIELD_ERRORS,
  label = 'Organization profile',
}: OrganizationProfileFormProps) {
  const statusId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const [submitted, setSubmitted] = useState(false);
  // Server messages stay until their field is edited; a new failure brings them back.
  const [edited, setEdited] = useState<ReadonlySet<OrganizationProfileField>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new failure brings its messages back
  useEffect(() => setEdited(new Set()), [fieldErrors]);
  const { name, description, subdomain, logo } = value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a newly saved profile restarts the form
  useEffect(() => {
    setDraft(draftOf({ name, description, subdomain, logo }));
    onSubdomainChange(subdomain ?? '');
  }, [name, description, subdomain, logo]);

  const found = problems(draft);
  const errorOf = (field: OrganizationProfileField): string | undefined => {
    const local = found[field];
    // A required field's message waits for a first save; a malformed value shows at once.
    if (local && (submitted || field !== 'name')) return local;
    return edited.has(field) ? undefined : fieldErrors[field];
  };
  const subdomainBlocked =
    subdomainAvailability.kind === 'checking' || subdomainAvailability.kind === 'taken';
  const set = (field: OrganizationProfileField, next: string) => {
    setDraft((current) => ({ ...current, [field]: next }));
    setEdited((current) => new Set(current).add(field));
    if (field === 'subdomain') onSubdomainChange(next);
  };
  const bind = (field: OrganizationProfileField) => ({
    value: draft[field],
    error: Boolean(errorOf(field)),
    disabled: busy,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, event.target.value),
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      spacing={2.5}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        setSubmitted(true);
        if (Object.keys(found).length > 0 || subdomainBlocked || busy) return;
        void Promise.resolve(onSave(profileOf(draft))).catch(() => {});
      }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <InputField label="Name" required fullWidth helperText={errorOf('name')} {...bind('name')} />
        {domain ? (
          <InputField
            label="Domain"
            fullWidth
            value={domain}
            helperText="Set when the organization registered"
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ) : null}
      </Box>
      <InputField
        label="Description"
        multiline
        minRows={2}
        maxRows={6}
        fullWidth
        helperText={errorOf('description')}
        {...bind('description')}
      />
      <Box>
        <InputField
          label="Subdomain"
          fullWidth
          // The live check's line takes the hint's place.
          helperText={
            errorOf('subdomain') ??
            (subdomainAvailability.kind === 'idle' ? 'Letters, digits and hyphens, e.g. acme' : undefined)
          }
          {...bind('subdomain')}
          slotProps={{
            htmlInput: { autoCapitalize: 'none', spellCheck: false },
            input: { endAdornment: <DomainAvailabilityAdornment availability={subdomainAvailability} /> },
          }}
        />
        <DomainAvailabilityStatus
          id={statusId}
          availability={subdomainAvailability}
          onSuggestion={(suggestion) => set('subdomain', suggestion)}
        />
      </Box>
      <InputField
        label="Logo address"
        type="url"
        fullWidth
        placeholder="https://"
        helperText={
          errorOf('logo') ?? 'A web address starting with http:// or https://, or upload a file below'
        }
        {...bind('logo')}
        slotProps={{ htmlInput: { spellCheck: false, inputMode: 'url' } }}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={busy} disabled={subdomainBlocked}>
          Save profile
        </Button>
      </Stack>
    </Stack>
  );
}
