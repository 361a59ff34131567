import { type AuditEntry, auditActionLabel, auditChanges, auditTimeText, auditValueText } from '@app/domain';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId, useState } from 'react';
import { DataTable, type DataTableColumn } from '../DataTable';

export interface AuditLogTableProps {
  /** The entries of the current page, newest first, as the server returned them. */
  entries: readonly AuditEntry[];
  /** The number of entries over every page. */
  total: number;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange?: (limit: number) => void;
  loading?: boolean;
  /** The accessible name of the table. */
  label?: string;
}

/** An entry's before and after, field by field, behind a 'Show changes' button. */
function ChangesCell({ entry }: { entry: AuditEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  }
  const what = `${auditActionLabel(entry.action)}, ${auditTimeText(entry.createdAt)}`;
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${open ? 'Hide' : 'Show'} changes: ${what}`}
        endIcon={open ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {open ? 'Hide changes' : 'Show changes'}
      </Button>
      {open ? (
        <Box
          component="dl"
          id={panelId}
          sx={{ m: 0, mt: 1, display: 'grid', gap: 0.75, fontSize: '0.85rem', minWidth: 200 }}
        >
          {changes.map((change) => (
            <Box key={change.field}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {change.field}
              </Box>
              <Box component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
                <Box component="del" sx={{ color: 'error.dark', textDecoration: 'line-through' }}>
                  <Box component="span" sx={visuallyHidden}>
                    Before:{' '}
                  </Box>
                  {auditValueText(change.before)}
                </Box>
                {' → '}
                <Box component="ins" sx={{ color: 'success.dark', textDecoration: 'none', fontWeight: 600 }}>
                  <Box component="span" sx={visuallyHidden}>
                    After:{' '}
                  </Box>
                  {auditValueText(change.after)}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

const COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  {
    id: 'createdAt',
    header: 'Time',
    render: (entry) => (
      <Box component="time" dateTime={entry.createdAt} sx={{ whiteSpace: 'nowrap' }}>
        {auditTimeText(entry.createdAt)}
      </Box>
    ),
  },
  {
    id: 'actor',
    header: 'Actor',
    render: (entry) => (
      <Box sx={{ wordBreak: 'break-word' }}>
        {entry.actorEmail ?? (entry.actorId ? entry.actorId : 'System')}
      </Box>
    ),
  },
  {
    id: 'action',
    header: 'Action',
    render: (entry) => <Box sx={{ fontWeight: 600 }}>{auditActionLabel(entry.action)}</Box>,
  },
  {
    id: 'target',
    header: 'Target',
    hideOnMobile: true,
    render: (entry) => (
      <Box sx={{ wordBreak: 'break-word' }}>
        {entry.targetLabel ?? entry.targetId ?? entry.targetType ?? '—'}
      </Box>
    ),
  },
  {
    id: 'ip',
    header: 'Address',
    hideOnMobile: true,
    render: (entry) => (
      <Box>
        <Box>{entry.ip ?? '—'}</Box>
        {entry.userAgent ? (
          <Typography
            variant="caption"
            color="text.secondary"
            title={entry.userAgent}
            sx={{
              display: 'block',
              maxWidth: 220,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {entry.userAgent}
          </Typography>
        ) : null}
      </Box>
    ),
  },
  { id: 'changes', header: 'Changes', render: (entry) => <ChangesCell entry={entry} /> },
];

/**
 * The audit log of an organization, one page: time, actor, action (by its label), target, address and user
 * agent, and each entry's values before and after behind 'Show changes'. Paged on the server.
 */
export function AuditLogTable({
  entries,
  total,
  page,
  limit,
  onPageChange,
  onLimitChange,
  loading = false,
  label = 'Audit log',
}: AuditLogTableProps) {
  return (
    <DataTable
      label={label}
      columns={COLUMNS}
      rows={entries}
      getRowId={(entry) => entry._id}
      total={total}
      page={page}
      limit={limit}
      onPageChange={onPageChange}
      {...(onLimitChange ? { onLimitChange } : {})}
      loading={loading}
      emptyState="No audit entries match these filters"
    />
  );
}
