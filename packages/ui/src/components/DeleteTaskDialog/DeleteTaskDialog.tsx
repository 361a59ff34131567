import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useState } from 'react';
import { FormDialog } from '../FormDialog';

/** What becomes of a deleted task's sub-tasks: moved up to its parent (or the top level), or deleted too. */
export type DeleteTaskSubtasks = 'promote' | 'delete';

export interface DeleteTaskDialogProps {
  open: boolean;
  /** The task's title. */
  title: string;
  /** How many direct sub-tasks the task has; with any, the dialog asks what becomes of them. */
  subtaskCount: number;
  /** The deletion is running: the dialog cannot be dismissed. */
  busy?: boolean;
  onConfirm: (subtasks: DeleteTaskSubtasks) => void;
  /** Cancel, Escape or a click outside (not while busy). */
  onCancel: () => void;
}

/**
 * Asks before a task is deleted, naming what goes with it; a task with sub-tasks asks whether they move up a
 * level (the default) or are deleted too.
 */
export function DeleteTaskDialog({
  open,
  title,
  subtaskCount,
  busy = false,
  onConfirm,
  onCancel,
}: DeleteTaskDialogProps) {
  const legendId = useId();
  const [choice, setChoice] = useState<DeleteTaskSubtasks>('promote');
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the safe choice.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice('promote');
  }
  const hasSubtasks = subtaskCount > 0;
  return (
    <FormDialog
      open={open}
      role="alertdialog"
      title="Delete this task?"
      description={`“${title}”, its checklist and its comments will be deleted. This cannot be undone.`}
      submitLabel="Delete task"
      destructive
      busy={busy}
      onSubmit={() => onConfirm(hasSubtasks ? choice : 'promote')}
      onCancel={onCancel}
    >
      {hasSubtasks ? (
        <FormControl component="fieldset">
          <FormLabel component="legend" id={legendId}>
            {`Its ${subtaskCount} ${subtaskCount === 1 ? 'sub-task' : 'sub-tasks'}`}
          </FormLabel>
          <RadioGroup
            aria-labelledby={legendId}
            name="subtasks"
            value={choice}
            onChange={(event) => setChoice(event.target.value as DeleteTaskSubtasks)}
            // Enter on a choice would send the form: deleting takes the button.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
          >
            <FormControlLabel value="promote" control={<Radio />} label="Keep them (they move up a level)" />
            <FormControlLabel value="delete" control={<Radio />} label="Delete them too" />
          </RadioGroup>
        </FormControl>
      ) : null}
    </FormDialog>
  );
}
