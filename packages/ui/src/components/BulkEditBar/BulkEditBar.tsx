import {
  DEFAULT_WORKFLOW_STATES,
  PRIORITIES,
  PRIORITY_LABELS,
  type TaskBulkInput,
  type TaskLabel,
  type WorkflowState,
} from '@app/domain';
import ArrowDropDownRoundedIcon from '@mui/icons-material/ArrowDropDownRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { DateInput } from '../CustomFieldInput/DateInput';

/** What one bulk change sets: a status, a priority, an assignee, a due date, labels added or taken off. */
export type BulkEditChanges = TaskBulkInput['changes'];

export interface BulkEditBarProps {
  /** How many tasks are selected. */
  count: number;
  /** 'Clear selection'. */
  onClear: () => void;
  /** Called with one change each time a choice is made. */
  onApply: (changes: BulkEditChanges) => Promise<void> | void;
  /**
   * The states offered: the project's workflow; by default the four categories, which put each task in its own
   * project's first state of the category.
   */
  states?: readonly WorkflowState[] | undefined;
  /** The people tasks can be assigned to. */
  members: readonly { _id: string; name: string }[];
  /** The workspace's labels, to add to the tasks or take off them. */
  labels: readonly TaskLabel[];
  /** A change is being applied: the choices are disabled. */
  busy?: boolean;
}

// The 'Unassigned' choice: an empty value would read as no choice at all.
const UNASSIGNED = 'unassigned';

/** A select whose label is its action ('Set status'): each choice applies at once, and it is empty again. */
function ActionSelect({
  label,
  choices,
  onChoose,
  disabled,
}: {
  label: string;
  choices: readonly { value: string; label: string }[];
  onChoose: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value=""
      disabled={disabled}
      onChange={(event) => onChoose(event.target.value)}
      sx={{ minWidth: 150 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

function LabelMenu({
  label,
  labels,
  onChoose,
  disabled,
}: {
  label: string;
  labels: readonly TaskLabel[];
  onChoose: (labelId: string) => void;
  disabled: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        endIcon={<ArrowDropDownRoundedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        disabled={disabled || labels.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {labels.map((item) => (
          <MenuItem
            key={item._id}
            onClick={() => {
              setAnchor(null);
              onChoose(item._id);
            }}
          >
            <Box
              component="span"
              aria-hidden
              sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, mr: 1.5, flexShrink: 0 }}
            />
            {item.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The bar shown while tasks are selected: how many, and one change to all of them at a time (a status, a
 * priority, an assignee or 'Unassigned', a due date on Enter or leaving the field, a label added or taken off),
 * and 'Clear selection'. A toolbar named 'Bulk edit'; on a phone it sticks to the bottom of the screen.
 */
export function BulkEditBar({
  count,
  onClear,
  onApply,
  states = DEFAULT_WORKFLOW_STATES,
  members,
  labels,
  busy = false,
}: BulkEditBarProps) {
  const apply = (changes: BulkEditChanges) => void onApply(changes);
  return (
    <Paper
      role="toolbar"
      aria-label="Bulk edit"
      aria-busy={busy || undefined}
      elevation={3}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1.5,
        position: { xs: 'sticky', sm: 'static' },
        bottom: { xs: 0 },
        zIndex: 'appBar',
      }}
    >
      <Typography variant="subtitle2" component="p" sx={{ mr: 1 }} aria-live="polite">
        {count} selected
      </Typography>
      <ActionSelect
        label="Set status"
        choices={states.map((state) => ({ value: state.id, label: state.name }))}
        onChoose={(status) => apply({ status })}
        disabled={busy}
      />
      <ActionSelect
        label="Set priority"
        choices={PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }))}
        onChoose={(priority) => apply({ priority: priority as (typeof PRIORITIES)[number] })}
        disabled={busy}
      />
      <ActionSelect
        label="Assign to"
        choices={[
          { value: UNASSIGNED, label: 'Unassigned' },
          ...members.map((member) => ({ value: member._id, label: member.name })),
        ]}
        onChoose={(id) => apply({ assignedTo: id === UNASSIGNED ? null : id })}
        disabled={busy}
      />
      <DateInput
        label="Set due date"
        value={null}
        onCommit={(dueDate) => {
          if (dueDate) apply({ dueDate });
        }}
        size="small"
        disabled={busy}
        clearAfterCommit
      />
      <LabelMenu
        label="Add label"
        labels={labels}
        onChoose={(id) => apply({ addLabelIds: [id] })}
        disabled={busy}
      />
      <LabelMenu
        label="Remove label"
        labels={labels}
        onChoose={(id) => apply({ removeLabelIds: [id] })}
        disabled={busy}
      />
      <Button size="small" startIcon={<CloseRoundedIcon />} onClick={onClear} sx={{ ml: { sm: 'auto' } }}>
        Clear selection
      </Button>
    </Paper>
  );
}
