import {
  INDIVIDUAL_REPORTS_ID,
  isPlatformAdmin,
  SECURITY_REPORT_CATEGORY_LABELS,
  SecurityReportsScreenQuerySchema,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useSecurityReports } from '@app/sdk/react';
import { QueryState, SecurityReportList, SelectField } from '@app/ui';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { api } from '../../../app/api';
import { useSession } from '../../../app/session';
import { useSearchParamsState } from '../../../app/useSearchParamsState';

const PAGE_SIZE = 20;
const ALL = '';
const FAILED = 'Could not load the security reports';
const CATEGORY_OPTIONS = [
  { value: ALL, label: 'All categories' },
  ...Object.entries(SECURITY_REPORT_CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The Reports tab of /org/security: the CSP violations and unexpected browser errors the
 * organization's people sent (POST /security/report), newest first, by category, paged. A platform admin reads
 * the organization named by `?organization=`, or without one the reports of individual accounts.
 */
export function ReportsTab() {
  const { user } = useSession();
  const [query, setQuery] = useSearchParamsState(SecurityReportsScreenQuerySchema);
  const platform = isPlatformAdmin(user);
  const organizationId =
    (platform && query.organization) ||
    user?.organizationId ||
    (platform ? INDIVIDUAL_REPORTS_ID : undefined);
  const reports = useSecurityReports(api, organizationId, {
    page: query.page,
    limit: PAGE_SIZE,
    ...(query.category ? { category: query.category } : {}),
  });
  const page = reports.data;

  return (
    <Stack spacing={2}>
      <Box sx={{ maxWidth: 280 }}>
        <SelectField
          label="Category"
          value={query.category}
          options={CATEGORY_OPTIONS}
          onChange={(category) => setQuery({ ...query, category, page: 1 }, { replace: true })}
        />
      </Box>
      {reports.isError && !page ? (
        <QueryState
          status="error"
          title={FAILED}
          message={failureText(reports.error, FAILED)}
          onRetry={() => void reports.refetch()}
        />
      ) : (
        <SecurityReportList
          reports={page?.data ?? []}
          loading={!page}
          total={page?.pagination.total ?? 0}
          page={query.page}
          limit={PAGE_SIZE}
          onPageChange={(next) => setQuery({ ...query, page: next })}
        />
      )}
    </Stack>
  );
}
