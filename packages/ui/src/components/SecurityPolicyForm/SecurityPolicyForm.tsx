import {
  DOMAIN_JOIN_LABELS,
  DOMAIN_JOIN_MODES,
  type DomainJoinMode,
  type SecurityPolicy,
  SecurityPolicySchema,
  SIGN_IN_METHOD_LABELS,
  SIGN_IN_METHODS,
  type SignInMethod,
  SESSION_TEXTS as T,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type * as React from 'react';
import { useEffect, useState } from 'react';

export interface SecurityPolicyFormProps {
  /** The saved policy. */
  value: SecurityPolicy;
  /** Saves the policy (already checked by the same schema as the server's). A rejection's message is shown. */
  onSave: (policy: SecurityPolicy) => Promise<unknown>;
  /** The form's accessible name; 'Security policy' by default. */
  label?: string;
}

interface Draft {
  methods: SignInMethod[];
  domains: string;
  domainJoin: DomainJoinMode;
  idle: string;
}

const toDraft = (policy: SecurityPolicy): Draft => ({
  methods: [...policy.allowedSignInMethods],
  domains: policy.invitationDomains.join(', '),
  domainJoin: policy.domainJoin,
  idle: String(policy.idleTimeoutMinutes),
});

/**
 * An organization's security policy: allowed sign-in methods, the email domains invitations may go to, joining
 * by email domain (off, after verification, after verification and approval) and the session idle timeout.
 * Checked with the server's schema before saving; its first problem is shown.
 */
export function SecurityPolicyForm({ value, onSave, label = T.policyLabel }: SecurityPolicyFormProps) {
  const [draft, setDraft] = useState(() => toDraft(value));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => setDraft(toDraft(value)), [value]);

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(undefined);
  };
  const toggleMethod = (method: SignInMethod) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { checked } = event.target;
    change({
      methods: checked ? [...draft.methods, method] : draft.methods.filter((item) => item !== method),
    });
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SecurityPolicySchema.safeParse({
      allowedSignInMethods: draft.methods,
      invitationDomains: draft.domains.split(/[\s,;]+/).filter(Boolean),
      domainJoin: draft.domainJoin,
      idleTimeoutMinutes: draft.idle.trim() === '' ? Number.NaN : Number(draft.idle),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? T.saveFailed);
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await onSave(parsed.data);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : T.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label={label} onSubmit={submit}>
      <Stack spacing={3}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {T.methodsLegend}
          </FormLabel>
          <FormGroup>
            {SIGN_IN_METHODS.map((method) => (
              <FormControlLabel
                key={method}
                control={
                  <Checkbox
                    checked={draft.methods.includes(method)}
                    onChange={toggleMethod(method)}
                    disabled={saving}
                  />
                }
                label={SIGN_IN_METHOD_LABELS[method]}
              />
            ))}
          </FormGroup>
        </FormControl>
        <TextField
          label={T.domainsLabel}
          helperText={T.domainsHint}
          value={draft.domains}
          onChange={(event) => change({ domains: event.target.value })}
          disabled={saving}
          placeholder="example.com"
          fullWidth
        />
        <FormControl component="fieldset" variant="standard">
          <FormLabel component="legend" id="domain-join-legend" sx={{ mb: 1 }}>
            {T.domainJoinLegend}
          </FormLabel>
          <RadioGroup
            aria-labelledby="domain-join-legend"
            value={draft.domainJoin}
            onChange={(event) => change({ domainJoin: event.target.value as DomainJoinMode })}
          >
            {DOMAIN_JOIN_MODES.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                control={<Radio disabled={saving} />}
                label={DOMAIN_JOIN_LABELS[mode]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={T.idleLabel}
          helperText={T.idleHint}
          type="number"
          value={draft.idle}
          onChange={(event) => change({ idle: event.target.value })}
          disabled={saving}
          slotProps={{ htmlInput: { min: 0, max: 1440, inputMode: 'numeric' } }}
          sx={{ maxWidth: 320 }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={saving}>
            {T.save}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
