import PersonRemoveRoundedIcon from '@mui/icons-material/PersonRemoveRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { DataTable } from '../DataTable';
import { LazyTooltip } from '../LazyTooltip';
import { SelectField } from '../SelectField';

export type FinanceMemberRole = 'viewer' | 'manager';

/** Someone with a finance grant. */
export interface FinanceMemberRow {
  userId: string;
  name: string;
  email: string;
  role: FinanceMemberRole;
}

/** A member of the organization who may be granted finance access. */
export interface FinanceMemberCandidate {
  userId: string;
  name: string;
  email: string;
}

export interface FinanceMemberTableProps {
  members: readonly FinanceMemberRow[];
  /** The organization's members without a grant (admins see finance anyway). */
  candidates: readonly FinanceMemberCandidate[];
  /** 'Viewer' (reads finance) and 'Manager' (also edits and approves). */
  roleLabels: Record<FinanceMemberRole, string>;
  /** Grants a role, or changes someone's. */
  onGrant: (userId: string, role: FinanceMemberRole) => void;
  onRevoke: (userId: string) => void;
  /** A change is running. */
  busy?: boolean;
  /** The table's accessible name. */
  label?: string;
}

/**
 * Finance access (`/finance/members`): who may see finance (viewer) and who may also edit and approve (manager);
 * admins grant a role to a member of the organization, change it, or revoke it after a confirmation.
 */
export function FinanceMemberTable({
  members,
  candidates,
  roleLabels,
  onGrant,
  onRevoke,
  busy = false,
  label = 'Finance access',
}: FinanceMemberTableProps) {
  const [person, setPerson] = useState('');
  const [role, setRole] = useState<FinanceMemberRole>('viewer');
  const [revoking, setRevoking] = useState<FinanceMemberRow | null>(null);
  const roleOptions = (['viewer', 'manager'] as const).map((value) => ({ value, label: roleLabels[value] }));
  const chosen = candidates.some((candidate) => candidate.userId === person) ? person : '';

  return (
    <Stack spacing={3}>
      <Stack
        component="form"
        aria-label="Grant finance access"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          onGrant(chosen, role);
          setPerson('');
        }}
      >
        <Box sx={{ flex: 2, minWidth: 0 }}>
          <SelectField
            label="Member"
            value={chosen}
            options={candidates.map((candidate) => ({
              value: candidate.userId,
              label: `${candidate.name} (${candidate.email})`,
            }))}
            onChange={setPerson}
            disabled={busy || candidates.length === 0}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 140 }}>
          <SelectField label="Finance role" value={role} options={roleOptions} onChange={setRole} />
        </Box>
        <Button type="submit" variant="contained" disabled={!chosen || busy} sx={{ whiteSpace: 'nowrap' }}>
          Grant access
        </Button>
      </Stack>
      {members.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nobody besides the organization's admins has finance access yet.
        </Typography>
      ) : (
        <DataTable
          label={label}
          rows={members}
          getRowId={(member) => member.userId}
          size="small"
          variant="plain"
          columns={[
            {
              id: 'member',
              header: 'Member',
              rowHeader: true,
              render: (member) => (
                <>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {member.name}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    {member.email}
                  </Typography>
                </>
              ),
            },
            {
              id: 'role',
              header: 'Finance role',
              headerSx: { width: { xs: 128, sm: 180 } },
              render: (member) => (
                // The column names the field: no visible label, an accessible name with the person's.
                <Select
                  size="small"
                  fullWidth
                  value={member.role}
                  onChange={(event) => {
                    const next = event.target.value as FinanceMemberRole;
                    if (next !== member.role) onGrant(member.userId, next);
                  }}
                  disabled={busy}
                  SelectDisplayProps={{ 'aria-label': `Finance role of ${member.name}` } as object}
                >
                  {roleOptions.map((option) => (
                    <MenuItem key={option.value} value={option.value}>
                      {option.label}
                    </MenuItem>
                  ))}
                </Select>
              ),
            },
            {
              id: 'revoke',
              header: 'Revoke',
              align: 'right',
              width: 72,
              render: (member) => (
                <LazyTooltip title="Revoke access">
                  <IconButton
                    aria-label={`Revoke finance access of ${member.name}`}
                    onClick={() => setRevoking(member)}
                    disabled={busy}
                  >
                    <PersonRemoveRoundedIcon />
                  </IconButton>
                </LazyTooltip>
              ),
            },
          ]}
        />
      )}
      <ConfirmDialog
        open={revoking !== null}
        title={`Revoke finance access of ${revoking?.name ?? ''}?`}
        message="They will no longer see budgets, expenses or rates."
        confirmLabel="Revoke"
        destructive
        busy={busy}
        onConfirm={() => {
          if (revoking) onRevoke(revoking.userId);
          setRevoking(null);
        }}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}
