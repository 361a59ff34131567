import { EXPENSE_STATUS_LABELS, EXPENSE_STATUSES, type ExpenseStatus, FINANCE_TEXTS } from '@app/domain';
import Box from '@mui/material/Box';
import { DateRangeFields } from '../DateRangeFields';
import { SelectField } from '../SelectField';

export interface ExpenseFilterValues {
  projectId: string;
  status: '' | ExpenseStatus;
  from: string;
  to: string;
}

export const NO_FILTERS: ExpenseFilterValues = { projectId: '', status: '', from: '', to: '' };

export interface ExpenseFiltersProps {
  value: ExpenseFilterValues;
  projects: readonly { projectId: string; projectTitle: string }[];
  onChange: (value: ExpenseFilterValues) => void;
}

/** The expense list's filters: project, status and a date range. */
export function ExpenseFilters({ value, projects, onChange }: ExpenseFiltersProps) {
  const set = (key: keyof ExpenseFilterValues) => (next: string) => onChange({ ...value, [key]: next });
  return (
    <Box
      role="group"
      aria-label="Expense filters"
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <SelectField
        label={FINANCE_TEXTS.project}
        value={value.projectId}
        options={[
          { value: '', label: 'All projects' },
          ...projects.map((project) => ({ value: project.projectId, label: project.projectTitle })),
        ]}
        onChange={set('projectId')}
      />
      <SelectField
        label={FINANCE_TEXTS.status}
        value={value.status}
        options={[
          { value: '', label: 'All statuses' },
          ...EXPENSE_STATUSES.map((status) => ({ value: status, label: EXPENSE_STATUS_LABELS[status] })),
        ]}
        onChange={set('status')}
      />
      <DateRangeFields from={value.from} to={value.to} onChange={(end, day) => set(end)(day)} />
    </Box>
  );
}
