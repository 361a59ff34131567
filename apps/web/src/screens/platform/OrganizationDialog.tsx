import {
  type Organization,
  OrganizationCreatePayloadSchema,
  PLAN_OPTIONS,
  PLATFORM_TEXTS,
  type SubscriptionTier,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { FormDialog } from '@app/ui';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

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
  busy: boolean;
  error: unknown;
  onSubmit: (values: OrganizationFormValues) => void;
  onCancel: () => void;
}

/** The platform console's create and edit form: name, domain, description and plan, checked by the domain schema. */
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
  const set = (key: keyof OrganizationFormValues) => (event: React.ChangeEvent<HTMLInputElement>) =>
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
      error={error ? failureText(error, PLATFORM_TEXTS.actionFailed) : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={T.name}
          value={values.name}
          onChange={set('name')}
          required
          error={Boolean(problems.name)}
          helperText={problems.name}
        />
        <TextField
          label={T.domain}
          value={values.domain}
          onChange={set('domain')}
          required
          error={Boolean(problems.domain)}
          helperText={problems.domain}
        />
        <TextField
          label={T.description}
          value={values.description}
          onChange={set('description')}
          multiline
          minRows={2}
          error={Boolean(problems.description)}
          helperText={problems.description}
        />
        <TextField select label={T.plan} value={values.subscriptionTier} onChange={set('subscriptionTier')}>
          {PLAN_OPTIONS.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
