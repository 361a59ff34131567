import {
  type CustomField,
  DEFAULT_WORKFLOW_STATES,
  formatDay,
  formatEstimate,
  hasOptions,
  PRIORITIES,
  PRIORITY_LABELS,
  type Priority,
  type Task,
  taskStateName,
  type WorkflowState,
} from '@app/domain';
import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId, useState } from 'react';
import { CustomFieldInput, type CustomFieldMember } from '../CustomFieldInput';
import { DateInput } from '../CustomFieldInput/DateInput';
import { SortHeaderLabel } from '../DataTable/SortHeaderLabel';
import { DueText } from '../DueText';
import { LabelChips } from '../LabelChips';
import {
  allTaskTableColumns,
  fieldCellText,
  groupTasks,
  moveColumn,
  shownTaskTableColumns,
  type TaskTableColumnInfo,
  toggleColumn,
} from './columns';

/** The sort a table asks for: a column key and a direction. */
export interface TaskTableSort {
  key: string;
  direction: 'asc' | 'desc';
}

/** One cell's change: a task field, or custom values by field id (null clears one). */
export interface TaskTableCellChange {
  /** A state id of the project's workflow. */
  status?: string;
  priority?: Priority;
  assignedTo?: string | null;
  dueDate?: string | null;
  startDate?: string | null;
  customFields?: Record<string, unknown>;
}

export interface TaskTableProps {
  tasks: readonly Task[];
  /** The project's custom fields, in their order. */
  fields: readonly CustomField[];
  /**
   * The shown columns, in order: 'title', 'status', 'priority', 'assignee', 'dueDate', 'labels', 'progress' and
   * 'field:<id>' for a custom field. Keys of fields that no longer exist are skipped.
   */
  columns: readonly string[];
  /** Called from the 'Columns' menu with the columns to show, in order. */
  onColumnsChange: (columns: string[]) => void;
  sort?: TaskTableSort;
  /** Called when a sortable header is pressed (ascending first); the table sorts nothing itself. */
  onSortChange?: (sort: TaskTableSort) => void;
  /** What rows are grouped by: 'status', 'priority' or a select field's id; null for no groups. */
  groupBy?: string | null;
  /** Called from the 'Group by' select; without it the select is not shown. */
  onGroupByChange?: (groupBy: string | null) => void;
  /** The ids of the selected tasks. */
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  /** Makes cells editable in place (for the tasks `canEdit` allows); each change is sent as it is made. */
  onCellChange?: (taskId: string, change: TaskTableCellChange) => void;
  /** Whether the person may change a task; every task by default. */
  canEdit?: (task: Task) => boolean;
  /** The project's members: assignees and person fields. */
  members?: readonly CustomFieldMember[];
  /** Where a task's title leads. */
  hrefFor: (id: string) => string;
  /** The accessible name of the table and its scroll region, e.g. 'Tasks of Website'. */
  label: string;
  /** The moment due dates are compared with; now by default. */
  now?: Date;
  /** The project's states: the status column's choices and groups, in their order. */
  states?: readonly WorkflowState[] | undefined;
}

/** A small select of a cell, named for its task ('Status of “Design”'). */
function CellSelect({
  name,
  value,
  choices,
  onChange,
}: {
  name: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, htmlInput: { 'aria-label': name } }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const PRIORITY_CHOICES = PRIORITIES.map((priority) => ({
  value: priority,
  label: PRIORITY_LABELS[priority],
}));

/** The least width of a column, so that its editors stay usable and the table scrolls instead. */
function columnMinWidth(column: TaskTableColumnInfo): number {
  if (column.key === 'title') return 200;
  if (column.key === 'progress') return 90;
  if (column.field?.type === 'checkbox') return 90;
  if (column.field && hasOptions(column.field.type)) return 180;
  return 150;
}

function ColumnsMenu({
  columns,
  fields,
  onColumnsChange,
}: {
  columns: readonly string[];
  fields: readonly CustomField[];
  onColumnsChange: (columns: string[]) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const shown = shownTaskTableColumns(columns, fields).map((column) => column.key);
  const all = allTaskTableColumns(fields);
  // The shown columns in their order, then the hidden ones.
  const listed = [
    ...shown.flatMap((key) => all.find((column) => column.key === key) ?? []),
    ...all.filter((column) => !shown.includes(column.key)),
  ];
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<ViewColumnOutlinedIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { p: 1.5, minWidth: 260 } } }}
      >
        <Typography id={headingId} variant="subtitle2" sx={{ px: 0.5, pb: 0.5 }}>
          Columns
        </Typography>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {listed.map((column) => {
            const index = shown.indexOf(column.key);
            const visible = index >= 0;
            return (
              <Stack key={column.key} component="li" direction="row" sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ flex: 1, mr: 0 }}
                  control={
                    <Checkbox
                      size="small"
                      checked={visible}
                      // The title names each row: it always shows.
                      disabled={column.key === 'title'}
                      onChange={(event) =>
                        onColumnsChange(toggleColumn(shown, column.key, event.target.checked))
                      }
                    />
                  }
                  label={column.header}
                />
                <IconButton
                  size="small"
                  aria-label={`Move “${column.header}” up`}
                  disabled={!visible || index === 0}
                  onClick={() => onColumnsChange(moveColumn(shown, column.key, -1))}
                >
                  <ArrowUpwardRoundedIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move “${column.header}” down`}
                  disabled={!visible || index === shown.length - 1}
                  onClick={() => onColumnsChange(moveColumn(shown, column.key, 1))}
                >
                  <ArrowDownwardRoundedIcon fontSize="small" />
                </IconButton>
              </Stack>
            );
          })}
        </Box>
      </Popover>
    </>
  );
}

/**
 * A project's tasks as a table: a checkbox per row and one to select them all, sortable headers (the caller
 * sorts), a 'Columns' menu to show, hide and order the columns (the custom fields among them), and 'Group by'
 * (status, priority or a select field: a header row per group with its count, in the field's order, 'No value'
 * last). With `onCellChange`, the cells of the tasks the person may change edit in place. The table scrolls
 * sideways in a named region the keyboard can reach.
 */
export function TaskTable({
  tasks,
  fields,
  columns,
  onColumnsChange,
  sort,
  onSortChange,
  groupBy = null,
  onGroupByChange,
  selected,
  onSelectedChange,
  onCellChange,
  canEdit = () => true,
  members = [],
  hrefFor,
  label,
  now,
  states = DEFAULT_WORKFLOW_STATES,
}: TaskTableProps) {
  const shown = shownTaskTableColumns(columns, fields);
  const groups = groupTasks(tasks, groupBy, fields, states);
  const statusChoices = states.map((state) => ({ value: state.id, label: state.name }));
  const selectedHere = tasks.filter((task) => selected.has(task._id)).length;
  const allSelected = tasks.length > 0 && selectedHere === tasks.length;
  const memberName = (id: string | null | undefined) => members.find((member) => member._id === id)?.name;

  const toggleAll = () => {
    const next = new Set(selected);
    for (const task of tasks) {
      if (allSelected) next.delete(task._id);
      else next.add(task._id);
    }
    onSelectedChange(next);
  };
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };

  const cell = (task: Task, column: TaskTableColumnInfo): React.ReactNode => {
    const edit =
      onCellChange && canEdit(task) ? (change: TaskTableCellChange) => onCellChange(task._id, change) : null;
    const name = (what: string) => `${what} of “${task.title}”`;
    if (column.field) {
      const field = column.field;
      if (!edit) return fieldCellText(field, task, members);
      return (
        <CustomFieldInput
          field={field}
          value={task.customFields?.[field._id] ?? null}
          onChange={(value) => edit({ customFields: { [field._id]: value } })}
          members={members}
          size="small"
          label={name(field.name)}
          hideLabel
        />
      );
    }
    switch (column.key) {
      case 'title':
        return (
          <Link href={hrefFor(task._id)} color="inherit" sx={{ fontWeight: 500 }}>
            {task.title}
          </Link>
        );
      case 'status':
        return edit ? (
          <CellSelect
            name={name('Status')}
            value={task.status}
            choices={statusChoices}
            onChange={(status) => edit({ status })}
          />
        ) : (
          taskStateName(task)
        );
      case 'priority':
        return edit ? (
          <CellSelect
            name={name('Priority')}
            value={task.priority}
            choices={PRIORITY_CHOICES}
            onChange={(priority) => edit({ priority: priority as Priority })}
          />
        ) : (
          PRIORITY_LABELS[task.priority]
        );
      case 'assignee':
        return edit ? (
          <CellSelect
            name={name('Assignee')}
            value={members.some((member) => member._id === task.assignedTo) ? (task.assignedTo ?? '') : ''}
            choices={[
              { value: '', label: 'Unassigned' },
              ...members.map((member) => ({ value: member._id, label: member.name })),
            ]}
            onChange={(assignedTo) => edit({ assignedTo: assignedTo || null })}
          />
        ) : (
          (task.assignee?.name ?? memberName(task.assignedTo) ?? '')
        );
      case 'dueDate':
        return edit ? (
          <DateInput
            value={task.dueDate ?? null}
            onCommit={(dueDate) => edit({ dueDate })}
            label={name('Due date')}
            hideLabel
            size="small"
          />
        ) : task.dueDate ? (
          <DueText task={task} now={now} showIcon={false} />
        ) : null;
      case 'startDate':
        return edit ? (
          <DateInput
            value={task.startDate ?? null}
            onCommit={(startDate) => edit({ startDate })}
            label={name('Start date')}
            hideLabel
            size="small"
          />
        ) : task.startDate ? (
          formatDay(task.startDate)
        ) : null;
      case 'estimate':
        return task.estimate !== null && task.estimate !== undefined ? formatEstimate(task.estimate) : null;
      case 'labels':
        return <LabelChips labels={task.labels ?? []} max={5} />;
      case 'progress':
        return task.subtaskProgress && task.subtaskProgress.total > 0
          ? `${task.subtaskProgress.done}/${task.subtaskProgress.total}`
          : null;
      default:
        return null;
    }
  };

  const row = (task: Task) => (
    <TableRow key={task._id} hover selected={selected.has(task._id)}>
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected.has(task._id)}
          onChange={(event) => toggle(task._id, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Select “${task.title}”` } }}
        />
      </TableCell>
      {shown.map((column) => (
        <TableCell
          key={column.key}
          {...(column.key === 'title' ? { component: 'th', scope: 'row' } : {})}
          sx={{ minWidth: columnMinWidth(column), verticalAlign: 'middle' }}
        >
          {cell(task, column)}
        </TableCell>
      ))}
    </TableRow>
  );

  const groupChoices = [
    { value: '', label: 'None' },
    { value: 'status', label: 'Status' },
    { value: 'priority', label: 'Priority' },
    ...fields
      .filter((field) => field.type === 'select')
      .map((field) => ({ value: field._id, label: field.name })),
  ];
  const span = shown.length + 1;

  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ColumnsMenu columns={columns} fields={fields} onColumnsChange={onColumnsChange} />
        {onGroupByChange ? (
          <TextField
            select
            size="small"
            label="Group by"
            value={groupChoices.some((choice) => choice.value === groupBy) ? (groupBy ?? '') : ''}
            onChange={(event) => onGroupByChange(event.target.value || null)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 160 }}
          >
            {groupChoices.map((choice) => (
              <MenuItem key={choice.value} value={choice.value}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {/* Positioned: the screen-reader-only texts inside (label chips', sort states') are placed against it
            and scroll with it instead of widening the page. */}
        <TableContainer
          role="region"
          aria-label={label}
          tabIndex={0}
          sx={{ overflowX: 'auto', position: 'relative' }}
        >
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selectedHere > 0 && !allSelected}
                    disabled={tasks.length === 0}
                    onChange={toggleAll}
                    slotProps={{ input: { 'aria-label': 'Select all tasks' } }}
                  />
                </TableCell>
                {shown.map((column) => {
                  const active = sort?.key === column.key;
                  return (
                    <TableCell
                      key={column.key}
                      sortDirection={active ? sort.direction : false}
                      sx={{ fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}
                    >
                      {onSortChange ? (
                        <SortHeaderLabel
                          active={active}
                          direction={sort?.direction ?? 'asc'}
                          onSort={(direction) => onSortChange({ key: column.key, direction })}
                        >
                          {column.header}
                        </SortHeaderLabel>
                      ) : (
                        column.header
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            </TableHead>
            {tasks.length === 0 ? (
              <TableBody>
                <TableRow>
                  <TableCell colSpan={span} sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
                    No tasks to show
                  </TableCell>
                </TableRow>
              </TableBody>
            ) : groups ? (
              groups.map((group) => (
                <TableBody key={group.key}>
                  <TableRow>
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      colSpan={span}
                      sx={{ bgcolor: 'action.hover', fontWeight: 600 }}
                    >
                      {group.name}{' '}
                      <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                        ({group.tasks.length})
                      </Box>
                    </TableCell>
                  </TableRow>
                  {group.tasks.map(row)}
                </TableBody>
              ))
            ) : (
              <TableBody>{tasks.map(row)}</TableBody>
            )}
          </Table>
        </TableContainer>
      </Paper>
    </Stack>
  );
}
