import {
  type Branding,
  isSafeUrl,
  ORG_FIELD_MESSAGES,
  ORG_MESSAGES,
  ORG_SETTINGS_TEXTS,
  type Organization,
} from '@app/domain';
import { formFailure } from '@app/sdk';
import {
  useCurrentOrganization,
  useRemoveOrganizationLogo,
  useSubdomainAvailability,
  useUpdateOrganization,
  useUploadOrganizationLogo,
} from '@app/sdk/react';
import {
  BrandingEditor,
  ImageUpload,
  type OrganizationProfile,
  type OrganizationProfileField,
  OrganizationProfileForm,
  PageHeader,
  QueryState,
  SectionCard,
  useToast,
} from '@app/ui';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Access } from '../../app/Access';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { WebhooksSection } from './WebhooksSection';

// Custom branding (its tokens and the logo) needs a plan that opens it (the subscription gate).
const BRANDING = { feature: 'branding' } as const;

type ProfileErrors = Partial<Record<OrganizationProfileField, string>>;

const PROFILE_FIELDS: readonly OrganizationProfileField[] = ['name', 'description', 'subdomain', 'logo'];

/** A logo address typed by people (http or https); an uploaded logo is the app's own path and is not shown. */
function logoAddress(organization: Organization): string | null {
  return organization.logo && isSafeUrl(organization.logo) ? organization.logo : null;
}

/** The failure of a profile save: the server's field messages at their fields, the rest above the form. */
function profileFailure(error: unknown): { message: string; fields: ProfileErrors } {
  const failure = formFailure(error, ORG_MESSAGES.updateFailed);
  const fields: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) if (failure.fields[field]) fields[field] = failure.fields[field];
  // A subdomain taken meanwhile is refused with a 409 of its own.
  if (failure.message === ORG_FIELD_MESSAGES.subdomainTaken) {
    return { message: ORG_MESSAGES.updateFailed, fields: { ...fields, subdomain: failure.message } };
  }
  return { message: failure.message, fields };
}

/** The message of a refused branding: the server's word on a field (custom CSS, a colour) when it names one. */
function brandingFailure(error: unknown): string {
  const failure = formFailure(error, ORG_MESSAGES.updateFailed);
  return Object.values(failure.fields)[0] ?? failure.message;
}

function Settings({ organization }: { organization: Organization }) {
  const { showToast } = useToast();
  const updateProfile = useUpdateOrganization(api);
  const updateBranding = useUpdateOrganization(api);
  const uploadLogo = useUploadOrganizationLogo(api, organization._id);
  const removeLogo = useRemoveOrganizationLogo(api, organization._id);
  const [subdomain, setSubdomain] = useState(organization.subdomain ?? '');
  const availability = useSubdomainAvailability(api, subdomain, organization.subdomain);
  const [profileError, setProfileError] = useState<{ message: string; fields: ProfileErrors }>();
  const shownLogo = logoAddress(organization);
  const logoError = uploadLogo.error ?? removeLogo.error;

  const saveProfile = ({ logo, ...profile }: OrganizationProfile) => {
    setProfileError(undefined);
    updateProfile.mutate(
      // The logo goes only when its address changed: an uploaded logo stays while the field is blank.
      { id: organization._id, payload: { ...profile, ...(logo !== shownLogo ? { logo } : {}) } },
      {
        onSuccess: () => showToast(ORG_SETTINGS_TEXTS.profileSaved, { variant: 'success' }),
        onError: (error) => setProfileError(profileFailure(error)),
      },
    );
  };
  const saveBranding = (branding: Branding, done: string) =>
    updateBranding.mutateAsync(
      { id: organization._id, payload: { branding } },
      { onSuccess: () => showToast(done, { variant: 'success' }) },
    );

  return (
    <Stack spacing={3}>
      <SectionCard title="Profile" subtitle="How the organization is named and reached." headingLevel="h2">
        <OrganizationProfileForm
          value={{ ...organization, logo: shownLogo }}
          domain={organization.domain}
          subdomainAvailability={availability}
          onSubdomainChange={setSubdomain}
          onSave={saveProfile}
          busy={updateProfile.isPending}
          error={profileError?.message}
          fieldErrors={profileError?.fields}
        />
      </SectionCard>
      <SectionCard
        title="Logo"
        subtitle="The organization's picture, uploaded as an image file."
        headingLevel="h2"
      >
        <Access requirement={BRANDING} mode="disable">
          <ImageUpload
            kind="logo"
            name={organization.name}
            imageUrl={organization.logo}
            onUpload={(file) =>
              uploadLogo.mutateAsync(file, {
                onSuccess: () => showToast(ORG_SETTINGS_TEXTS.logoUploaded, { variant: 'success' }),
              })
            }
            onRemove={() =>
              removeLogo.mutateAsync(undefined, {
                onSuccess: () => showToast(ORG_SETTINGS_TEXTS.logoRemoved, { variant: 'success' }),
              })
            }
            busy={uploadLogo.isPending || removeLogo.isPending}
            error={logoError ? formFailure(logoError, ORG_MESSAGES.updateFailed).message : undefined}
          />
        </Access>
      </SectionCard>
      <SectionCard
        title="Branding"
        subtitle="Colours, fonts and custom CSS: every member's screens take them at once."
        headingLevel="h2"
      >
        <Access requirement={BRANDING} mode="disable">
          <BrandingEditor
            value={organization.branding}
            organizationName={organization.name}
            logoUrl={organization.logo}
            onSave={(branding) => saveBranding(branding, ORG_SETTINGS_TEXTS.brandingSaved)}
            onReset={() => saveBranding({}, ORG_SETTINGS_TEXTS.brandingReset)}
            busy={updateBranding.isPending}
            error={updateBranding.error ? brandingFailure(updateBranding.error) : undefined}
          />
        </Access>
      </SectionCard>
      <WebhooksSection />
    </Stack>
  );
}

/**
 * Organization Settings (/org/settings and /organization/settings, organization admins): the profile with the
 * live subdomain check, the logo, and the branding with its live preview. A save shows at once in the app's
 * colours, for every member.
 */
export function OrganizationSettings() {
  const { user } = useSession();
  const organization = useCurrentOrganization(api, user?.organizationId ? user._id : undefined);
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Organization Settings"
        subtitle={
          organization.data ? organization.data.name : "Your organization's profile, logo and branding."
        }
      />
      {organization.data ? (
        <Settings organization={organization.data} />
      ) : organization.isError ? (
        <QueryState
          status="error"
          title={ORG_MESSAGES.fetchCurrentFailed}
          message={formFailure(organization.error, ORG_MESSAGES.fetchCurrentFailed).message}
          onRetry={() => void organization.refetch()}
        />
      ) : (
        <QueryState status="loading" label="Loading organization..." />
      )}
    </Stack>
  );
}
