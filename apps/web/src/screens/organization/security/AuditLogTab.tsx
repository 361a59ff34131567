import { type AuditFilterValues, AuditScreenQuerySchema } from '@app/domain';
import { failureText, REFUSALS_ONLY } from '@app/sdk';
import { useAuditEntries, useExportAuditEntries, useVerifyAuditChain } from '@app/sdk/react';
import { AuditFilters, AuditLogTable, ChainVerification, QueryState, useToast } from '@app/ui';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';
import { useSearchParamsState } from '../../../app/useSearchParamsState';

const LOAD_FAILED = 'Failed to load the audit log';

/**
 * The audit log of one organization: filters and page in the URL, the entries newest first, 'Export CSV' of the
 * filtered entries, and 'Verify', which walks the hash chain on the server and names the first altered entry.
 */
export function AuditLogTab({ organizationId }: { organizationId: string }) {
  const { showToast } = useToast();
  const [query, setQuery] = useSearchParamsState(AuditScreenQuerySchema);
  const { tab, organization, actor, action, from, to, page, limit } = query;
  const filters: AuditFilterValues = { actor, action, from, to };
  const entries = useAuditEntries(api, organizationId, { ...filters, page, limit });
  const verify = useVerifyAuditChain(api, organizationId);
  const exportCsv = useExportAuditEntries(api, organizationId);
  const keep = { tab, organization };

  const data = entries.data;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          disabled={exportCsv.isPending}
          onClick={() =>
            exportCsv.mutate(filters, {
              onError: (error) =>
                showToast(failureText(error, 'The export failed', REFUSALS_ONLY), { variant: 'error' }),
            })
          }
        >
          Export CSV
        </Button>
        <Button
          variant="contained"
          startIcon={<VerifiedUserOutlinedIcon />}
          disabled={verify.isPending}
          onClick={() =>
            verify.mutate(undefined, {
              onError: (error) =>
                showToast(failureText(error, 'The verification failed', REFUSALS_ONLY), { variant: 'error' }),
            })
          }
        >
          {verify.isPending ? 'Verifying…' : 'Verify'}
        </Button>
      </Stack>
      {verify.data ? <ChainVerification result={verify.data} /> : null}
      <AuditFilters
        value={filters}
        onChange={(next) => setQuery({ ...keep, ...next, page: 1, limit }, { replace: true })}
      />
      {entries.isError && !data ? (
        <QueryState
          status="error"
          title={LOAD_FAILED}
          message={failureText(entries.error, LOAD_FAILED, REFUSALS_ONLY)}
          onRetry={() => void entries.refetch()}
        />
      ) : (
        <AuditLogTable
          entries={data?.data ?? []}
          total={data?.pagination.total ?? 0}
          page={page}
          limit={limit}
          onPageChange={(next) => setQuery({ ...query, page: next })}
          onLimitChange={(next) => setQuery({ ...query, limit: next, page: 1 })}
          loading={!data}
        />
      )}
    </Stack>
  );
}
