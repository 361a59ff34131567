import {
  PAGING_DEFAULT_LIMIT,
  type SecurityReportEntry,
  securityReportCategoryLabel,
  securityReportSummary,
} from '@app/domain';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useState } from 'react';
import { EmptyState } from '../EmptyState';
import { PagedListFooter } from '../ListPagination';

const reportTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

export interface SecurityReportListProps {
  /** The reports of the current page, newest first. */
  reports: readonly SecurityReportEntry[];
  /** Reports over every page; defaults to the number given. */
  total?: number;
  /** The current page, from 1. */
  page?: number;
  /** Reports per page. */
  limit?: number;
  /** Goes to another page; without it the list is not paged. */
  onPageChange?: (page: number) => void;
  /** Placeholder rows while a page loads. */
  loading?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** The empty state's heading. */
  emptyTitle?: string;
  /** The empty state's line. */
  emptyHint?: string;
  /** Formats a report's time; the browser's medium date and time by default (tests and stories pin it). */
  formatTime?: (iso: string) => string;
}

function defaultTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : reportTime.format(date);
}

function ReportRow({
  report,
  formatTime,
}: {
  report: SecurityReportEntry;
  formatTime: (iso: string) => string;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const summary = securityReportSummary(report.data);
  const who = report.userName ?? report.userEmail ?? 'Unknown user';
  return (
    <Box component="li" sx={{ p: 2, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
          <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={securityReportCategoryLabel(report.category)} />
            <Typography variant="body2" color="textSecondary" component="span">
              <time dateTime={report.createdAt}>{formatTime(report.createdAt)}</time>
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.75, overflowWrap: 'anywhere' }}>
            {summary}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {who}
            {report.userName && report.userEmail ? ` · ${report.userEmail}` : ''}
            {report.ip ? ` · ${report.ip}` : ''}
          </Typography>
        </Box>
        <Button
          size="small"
          sx={{ ml: 'auto', flexShrink: 0 }}
          endIcon={open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
          aria-expanded={open}
          aria-controls={detailsId}
          aria-label={`${open ? 'Hide data' : 'Show data'} of the report from ${formatTime(report.createdAt)}`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide data' : 'Show data'}
        </Button>
      </Stack>
      <Box id={detailsId} hidden={!open} sx={{ mt: 1.5 }}>
        {open ? (
          <>
            {report.userAgent ? (
              <Typography variant="body2" color="textSecondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                {report.userAgent}
              </Typography>
            ) : null}
            <Box
              component="pre"
              tabIndex={0}
              aria-label="Report data"
              sx={{
                m: 0,
                p: 1.5,
                borderRadius: 1,
                bgcolor: 'action.hover',
                fontSize: '0.8125rem',
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                maxHeight: 320,
                overflow: 'auto',
              }}
            >
              {JSON.stringify(report.data, null, 2)}
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}

/**
 * The security reports of an organization: when, which category, who sent it and what it says in one
 * line, with the data it carried (and the browser) behind 'Show data'. Paged when `onPageChange` is given.
 */
export function SecurityReportList({
  reports,
  total = reports.length,
  page = 1,
  limit = PAGING_DEFAULT_LIMIT,
  onPageChange,
  loading = false,
  label = 'Security reports',
  emptyTitle = 'No security reports',
  emptyHint = 'Content Security Policy violations and unexpected errors in the browser appear here.',
  formatTime = defaultTime,
}: SecurityReportListProps) {
  let rows: React.ReactNode;
  if (loading) {
    rows = Array.from({ length: 3 }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows are interchangeable
      <Box key={index} component="li" sx={{ p: 2 }} aria-hidden>
        <Skeleton width="30%" />
        <Skeleton width="70%" />
        <Skeleton width="45%" />
      </Box>
    ));
  } else if (reports.length === 0) {
    rows = (
      <Box component="li" sx={{ p: 2 }}>
        <EmptyState
          compact
          headingLevel="h3"
          icon={<GppMaybeOutlinedIcon />}
          title={emptyTitle}
          description={emptyHint}
        />
      </Box>
    );
  } else {
    rows = reports.map((report) => <ReportRow key={report._id} report={report} formatTime={formatTime} />);
  }
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', minWidth: 0 }}>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={loading || undefined}
        sx={{ m: 0, p: 0, listStyle: 'none' }}
      >
        {rows}
      </Box>
      {onPageChange && total > 0 && !loading ? (
        <PagedListFooter
          page={page}
          total={total}
          limit={limit}
          onChange={onPageChange}
          label={label}
          noun={['report', 'reports']}
        />
      ) : null}
    </Paper>
  );
}
