import {
  API_TOKEN_SCOPE_LABELS,
  type ApiToken,
  type ApiTokenCreated,
  type ApiTokenCreatePayload,
  broadestScope,
  isApiTokenExpired,
  SCREEN_TEXTS,
  API_TOKEN_TEXTS as T,
} from '@app/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable, type DataTableColumn } from '../DataTable';
import { SectionCard } from '../SectionCard';
import { type ApiTokenOrganizationOption, CreateApiTokenDialog } from './CreateApiTokenDialog';

export interface ApiTokensCardProps {
  /** The user's tokens (the list never holds a secret). */
  tokens: readonly ApiToken[];
  /** The list is loading. */
  loading?: boolean;
  /** Why the list could not be loaded, with Retry. */
  loadError?: string;
  onRetry?: () => void;
  /** The organizations a token may be tied to (the user's own), by id: names the organization column too. */
  organizations?: readonly ApiTokenOrganizationOption[];
  /** A date as the page shows it; the browser's short date by default. */
  formatDate?: (iso: string) => string;
  /** The moment expiries are counted from (stories fix it); now by default. */
  now?: Date;
  /** Creates a token; reject with an Error carrying the server's message. */
  onCreate: (payload: ApiTokenCreatePayload) => Promise<ApiTokenCreated>;
  /** Revokes a token; reject with an Error carrying the server's message. */
  onRevoke: (token: ApiToken) => Promise<unknown>;
  /** Copies a new token's secret. */
  onCopy?: (secret: string) => Promise<unknown>;
}

const shortDate = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * Settings → API tokens (issue 41): the user's personal tokens (name and shown prefix, scope, organization,
 * created, expires, last used) each with Revoke (asked first), and Create token, whose dialog shows the new secret
 * once.
 */
export function ApiTokensCard({
  tokens,
  loading = false,
  loadError,
  onRetry,
  organizations = [],
  formatDate = shortDate,
  now,
  onCreate,
  onRevoke,
  onCopy,
}: ApiTokensCardProps) {
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken>();
  const [busy, setBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string>();
  const at = (now ?? new Date()).getTime();
  const organizationName = (id: string | null) =>
    id === null ? T.personal : (organizations.find((organization) => organization.id === id)?.name ?? id);

  const columns: DataTableColumn<ApiToken>[] = [
    {
      id: 'name',
      header: T.columns.name,
      rowHeader: true,
      render: (token) => (
        <Stack spacing={0.25}>
          <span>{token.name}</span>
          <Typography component="code" variant="caption" color="text.secondary">
            {token.prefix}
          </Typography>
        </Stack>
      ),
    },
    {
      id: 'scopes',
      header: T.columns.scopes,
      render: (token) => API_TOKEN_SCOPE_LABELS[broadestScope(token.scopes)],
    },
    {
      id: 'organization',
      header: T.columns.organization,
      render: (token) => organizationName(token.organizationId),
    },
    {
      id: 'created',
      header: T.columns.created,
      render: (token) => formatDate(token.createdAt),
      hideOnMobile: true,
    },
    {
      id: 'expires',
      header: T.columns.expires,
      render: (token) =>
        token.expiresAt === null ? (
          T.never
        ) : isApiTokenExpired(token, at) ? (
          <Chip size="small" color="warning" label={`${T.expired} ${formatDate(token.expiresAt)}`} />
        ) : (
          formatDate(token.expiresAt)
        ),
    },
    {
      id: 'lastUsed',
      header: T.columns.lastUsed,
      render: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt) : T.neverUsed),
    },
    {
      id: 'actions',
      header: T.revoke,
      headerHidden: true,
      align: 'right',
      stackedLabel: false,
      render: (token) => (
        <Button
          color="error"
          size="small"
          aria-label={`${T.revoke} ${token.name}`}
          onClick={() => {
            setRevokeError(undefined);
            setRevoking(token);
          }}
        >
          {T.revoke}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard
      title={T.title}
      subtitle={T.intro}
      action={
        <Button variant="contained" onClick={() => setCreating(true)}>
          {T.create}
        </Button>
      }
    >
      {loadError ? (
        <Alert
          severity="error"
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {SCREEN_TEXTS.retry}
              </Button>
            ) : undefined
          }
        >
          {loadError}
        </Alert>
      ) : !loading && tokens.length === 0 ? (
        // Said plainly, not inside the table (which scrolls sideways on a phone and would cut the sentence).
        <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
          {T.empty}
        </Typography>
      ) : (
        <DataTable
          label={T.title}
          columns={columns}
          rows={tokens}
          getRowId={(token) => token.id}
          loading={loading}
          loadingRows={2}
          emptyState={
            <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {T.empty}
            </Typography>
          }
          variant="plain"
          size="small"
        />
      )}
      <CreateApiTokenDialog
        open={creating}
        organizations={organizations}
        {...(now ? { now } : {})}
        onCreate={onCreate}
        {...(onCopy ? { onCopy } : {})}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={revoking !== undefined}
        title={T.revokeTitle}
        message={revoking ? T.revokeBody(revoking.name) : undefined}
        confirmLabel={T.revoke}
        destructive
        busy={busy}
        {...(revokeError ? { error: revokeError } : {})}
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => {
          if (!revoking) return;
          setBusy(true);
          onRevoke(revoking)
            .then(
              () => setRevoking(undefined),
              (failure: unknown) =>
                setRevokeError(
                  failure instanceof Error && failure.message ? failure.message : T.revokeFailed,
                ),
            )
            .finally(() => setBusy(false));
        }}
      />
    </SectionCard>
  );
}
