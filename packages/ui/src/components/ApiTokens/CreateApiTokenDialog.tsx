import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_EXPIRY_LABELS,
  API_TOKEN_SCOPE_DESCRIPTIONS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  type ApiTokenCreated,
  type ApiTokenCreatePayload,
  ApiTokenCreatePayloadSchema,
  type ApiTokenExpiryChoice,
  type ApiTokenScope,
  apiTokenExpiryFrom,
  API_TOKEN_TEXTS as T,
} from '@app/domain';
import ContentCopyRoundedIcon from '@mui/icons-material/ContentCopyRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { FormDialog } from '../FormDialog';
import { InputField } from '../InputField';
import { SelectField } from '../SelectField';

/** An organization the token may be tied to. */
export interface ApiTokenOrganizationOption {
  id: string;
  name: string;
}

export interface CreateApiTokenDialogProps {
  open: boolean;
  /** The organizations the user may tie a token to (their own); the select shows only when there is one. */
  organizations?: readonly ApiTokenOrganizationOption[];
  /** The moment expiries are counted from (stories fix it); now by default. */
  now?: Date;
  /** Creates the token; reject with an Error carrying the server's message. */
  onCreate: (payload: ApiTokenCreatePayload) => Promise<ApiTokenCreated>;
  /** Copies the secret (the clipboard). */
  onCopy?: (secret: string) => Promise<unknown>;
  /** Cancel, or Done once the secret was shown. */
  onClose: () => void;
}

interface Draft {
  name: string;
  scope: ApiTokenScope;
  organizationId: string;
  expiry: ApiTokenExpiryChoice;
  customDay: string;
}

type Problems = Partial<Record<'name' | 'expiresAt', string>>;

const PERSONAL = '';

const fresh = (organizations: readonly ApiTokenOrganizationOption[]): Draft => ({
  name: '',
  scope: 'read',
  organizationId: organizations[0]?.id ?? PERSONAL,
  expiry: '90d',
  customDay: '',
});

/**
 * Settings → API tokens → Create token: a name, the scope (read, write or admin), the organization the token is
 * tied to (when the user has one) and its expiry (30 days, 90 days, a year, never or a chosen day). Checked with
 * the domain's payload schema, the server's own. Once created, the secret shows this once, with Copy.
 */
export function CreateApiTokenDialog({
  open,
  organizations = [],
  now,
  onCreate,
  onCopy,
  onClose,
}: CreateApiTokenDialogProps) {
  const [draft, setDraft] = useState<Draft>(() => fresh(organizations));
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [secret, setSecret] = useState<string>();
  const [copied, setCopied] = useState(false);
  const scopeLabelId = useId();
  const expiryLabelId = useId();
  const createdTitleId = useId();

  const wasOpen = useRef(open);
  useEffect(() => {
    const opened = open && !wasOpen.current;
    wasOpen.current = open;
    if (!opened) return;
    setDraft(fresh(organizations));
    setProblems({});
    setError(undefined);
    setSecret(undefined);
    setCopied(false);
  }, [open, organizations]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const expiresAt = apiTokenExpiryFrom(draft.expiry, now ?? new Date(), draft.customDay);
    if (expiresAt === undefined) {
      setProblems({ expiresAt: T.customDateInvalid });
      return;
    }
    const parsed = ApiTokenCreatePayloadSchema.safeParse({
      name: draft.name,
      scopes: [draft.scope],
      expiresAt,
      organizationId: draft.organizationId || null,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'expiresAt') && !found[field]) found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    setBusy(true);
    setError(undefined);
    try {
      const created = await onCreate(parsed.data);
      setSecret(created.token);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : T.createFailed);
    } finally {
      setBusy(false);
    }
  };

  if (secret) {
    return (
      <Dialog open={open} onClose={onClose} aria-labelledby={createdTitleId} fullWidth maxWidth="sm">
        <DialogTitle id={createdTitleId}>{T.createdTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{T.createdOnce}</Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                label={T.createdTitle}
                value={secret}
                size="small"
                fullWidth
                slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
              />
              {onCopy ? (
                <Button
                  variant="outlined"
                  startIcon={<ContentCopyRoundedIcon aria-hidden />}
                  onClick={() => void onCopy(secret).then(() => setCopied(true))}
                  sx={{ flexShrink: 0 }}
                >
                  {T.copy}
                </Button>
              ) : null}
            </Stack>
            <Typography role="status" variant="body2" color="success.main">
              {copied ? T.copied : ''}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="contained" onClick={onClose}>
            {T.done}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <FormDialog
      open={open}
      title={T.dialogTitle}
      submitLabel={T.submit}
      onSubmit={() => void submit()}
      onCancel={onClose}
      busy={busy}
      error={error}
    >
      <InputField
        label={T.nameLabel}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={Boolean(problems.name)}
        helperText={problems.name ?? T.nameHelp}
        required
        fullWidth
      />
      <FormControl>
        <FormLabel id={scopeLabelId}>{T.scopeLabel}</FormLabel>
        <RadioGroup
          aria-labelledby={scopeLabelId}
          value={draft.scope}
          onChange={(event) => set('scope', event.target.value as ApiTokenScope)}
        >
          {API_TOKEN_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              value={scope}
              control={<Radio />}
              label={
                <span>
                  {API_TOKEN_SCOPE_LABELS[scope]}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {API_TOKEN_SCOPE_DESCRIPTIONS[scope]}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      </FormControl>
      {organizations.length > 0 ? (
        <SelectField
          label={T.organizationLabel}
          value={draft.organizationId}
          options={[
            ...organizations.map((organization) => ({ value: organization.id, label: organization.name })),
            { value: PERSONAL, label: T.personal },
          ]}
          onChange={(value) => set('organizationId', value)}
          fullWidth
        />
      ) : null}
      <FormControl>
        <FormLabel id={expiryLabelId}>{T.expiryLabel}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={expiryLabelId}
          value={draft.expiry}
          onChange={(event) => set('expiry', event.target.value as ApiTokenExpiryChoice)}
        >
          {API_TOKEN_EXPIRY_CHOICES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={API_TOKEN_EXPIRY_LABELS[choice]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.expiry === 'custom' ? (
        <InputField
          label={T.customDateLabel}
          type="date"
          value={draft.customDay}
          onChange={(event) => set('customDay', event.target.value)}
          error={Boolean(problems.expiresAt)}
          helperText={problems.expiresAt}
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : problems.expiresAt ? (
        <Alert severity="error">{problems.expiresAt}</Alert>
      ) : null}
    </FormDialog>
  );
}
