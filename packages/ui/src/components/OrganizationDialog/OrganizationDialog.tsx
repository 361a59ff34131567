import {
  type Organization,
  OrganizationCreatePayloadSchema,
  PLAN_OPTIONS,
  PLATFORM_TEXTS,
  type SubscriptionTier,
} from '@app/domain';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';
import { SelectField } from '../SelectField';

const T = PLATFORM_TEXTS.form;

export interface OrganizationFormValues {
  name: string;
  domain: string;
  description: string;
  subscriptionTier: SubscriptionTier;
}

export interface OrganizationDialogProps {
  /** The organization edited; undefined to create one. */
  organization?: Organization;
  busy?: boolean;
  /** Why the server refused; shown above the fields. */
  error?: string;
  onSubmit: (values: OrganizationFormValues) => void;
  onCancel: () => void;
}

/**
 * The platform console's create and edit form: name, domain, description and plan (the plans of SUBSCRIPTION_TIERS),
 * checked by the domain's schema before it is sent.
 */
export function OrganizationDialog({
  organization,
  busy,
  error,
  onSubmit,
  onCancel,
}: OrganizationDialogProps) {
  const [values, setValues] = useState<OrganizationFormValues>({
    name: organization?.name ?? '',
    domain: organization?.domain ?? '',
    description: organization?.description ?? '',
    subscriptionTier: organization?.subscriptionTier ?? 'free',
  });
  const [problems, setProblems] = useState<Partial<Record<keyof OrganizationFormValues, string>>>({});
  const set =
    (key: keyof OrganizationFormValues) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues({ ...values, [key]: event.target.value });

  const submit = () => {
    const checked = OrganizationCreatePayloadSchema.safeParse({
      name: values.name,
      domain: values.domain,
      description: values.description,
      subscriptionTier: values.subscriptionTier,
    });
    if (!checked.success) {
      const found: Partial<Record<keyof OrganizationFormValues, string>> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof OrganizationFormValues;
        found[key] ??= issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onSubmit(values);
  };

  return (
    <FormDialog
      open
      title={organization ? T.editTitle : T.createTitle}
      submitLabel={organization ? T.save : T.create}
      onSubmit={submit}
      onCancel={onCancel}
      busy={busy}
      error={error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <InputField
          label={T.name}
          value={values.name}
          onChange={set('name')}
          required
          error={Boolean(problems.name)}
          helperText={problems.name}
        />
        <InputField
          label={T.domain}
          value={values.domain}
          onChange={set('domain')}
          required
          error={Boolean(problems.domain)}
          helperText={problems.domain}
        />
        <InputField
          label={T.description}
          value={values.description}
          onChange={set('description')}
          multiline
          minRows={2}
          error={Boolean(problems.description)}
          helperText={problems.description}
        />
        <SelectField
          label={T.plan}
          value={values.subscriptionTier}
          options={PLAN_OPTIONS}
          size="medium"
          onChange={(subscriptionTier) => setValues({ ...values, subscriptionTier })}
        />
      </Stack>
    </FormDialog>
  );
}
