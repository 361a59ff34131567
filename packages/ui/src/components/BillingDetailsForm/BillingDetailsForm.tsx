import { type BillingDetails, isValidEmail } from '@app/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { InputField } from '../InputField';

export interface BillingDetailsFormProps {
  /** The saved details; the form starts from them and starts again when they change. */
  value: BillingDetails;
  /** Saves the details (blank fields as empty strings: they clear the saved value). */
  onSave: (details: { billingEmail: string; address: string; taxId: string }) => unknown;
  busy?: boolean;
  /** Why the last save failed, above the form. */
  error?: string;
  /** The form's accessible name. */
  label?: string;
}

type Draft = { billingEmail: string; address: string; taxId: string };

const draftOf = (value: BillingDetails): Draft => ({
  billingEmail: value.billingEmail ?? '',
  address: value.address ?? '',
  taxId: value.taxId ?? '',
});

const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 .\-/]*$/;

/** Where invoices go: billing email, postal address and tax id, each optional. */
export function BillingDetailsForm({
  value,
  onSave,
  busy = false,
  error,
  label = 'Billing details',
}: BillingDetailsFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const { billingEmail, address, taxId } = value;
  useEffect(() => setDraft(draftOf({ billingEmail, address, taxId })), [billingEmail, address, taxId]);
  const trimmed: Draft = {
    billingEmail: draft.billingEmail.trim(),
    address: draft.address.trim(),
    taxId: draft.taxId.trim(),
  };
  const emailProblem =
    trimmed.billingEmail && !isValidEmail(trimmed.billingEmail) ? 'Enter a valid email address' : undefined;
  const taxProblem =
    trimmed.taxId && !TAX_ID.test(trimmed.taxId)
      ? 'Use letters, digits, spaces, dots, hyphens and slashes'
      : undefined;
  const bind = (field: keyof Draft) => ({
    value: draft[field],
    disabled: busy,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft((current) => ({ ...current, [field]: event.target.value })),
  });

  return (
    <Stack
      component="form"
      noValidate
      aria-label={label}
      spacing={2.5}
      onSubmit={(event: React.FormEvent) => {
        event.preventDefault();
        if (emailProblem || taxProblem || busy) return;
        void Promise.resolve(onSave(trimmed)).catch(() => {});
      }}
    >
      {error ? <Alert severity="error">{error}</Alert> : null}
      <InputField
        label="Billing email"
        type="email"
        fullWidth
        autoComplete="email"
        error={Boolean(emailProblem)}
        helperText={emailProblem ?? 'Invoices are sent here'}
        {...bind('billingEmail')}
      />
      <InputField
        label="Billing address"
        multiline
        minRows={2}
        maxRows={5}
        fullWidth
        autoComplete="street-address"
        {...bind('address')}
      />
      <InputField
        label="Tax id"
        fullWidth
        error={Boolean(taxProblem)}
        helperText={taxProblem ?? 'VAT, GST or EIN number, shown on invoices'}
        {...bind('taxId')}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={busy}>
          Save billing details
        </Button>
      </Stack>
    </Stack>
  );
}
