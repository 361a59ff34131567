import {
  TASK_BULK_MAX,
  TASK_BULK_MESSAGES,
  type Task,
  type TaskBulkInput,
  type WorkflowState,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useBulkUpdateTasks, useLabels } from '@app/sdk/react';
import { BulkEditBar, useToast } from '@app/ui';
import ChecklistRtlRoundedIcon from '@mui/icons-material/ChecklistRtlRounded';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { api } from '../../../app/api';

/** One bulk change of some tasks in one request, with its toast; `busy` while it is applied. */
export function useBulkChange() {
  const { showToast } = useToast();
  const bulk = useBulkUpdateTasks(api);
  const apply = async (ids: string[], changes: TaskBulkInput['changes']) => {
    try {
      await bulk.mutateAsync({ ids, changes });
      showToast(TASK_BULK_MESSAGES.updated(ids.length), { variant: 'success' });
    } catch (error) {
      showToast(failureText(error, 'The tasks could not be changed.'), { variant: 'error' });
    }
  };
  return { apply, busy: bulk.isPending };
}

/**
 * Selecting tasks in a list or on a board for one bulk change: a 'Select' button that turns the rows' (or cards')
 * checkboxes into selection, each row's selection props, the board's selection, and the bulk bar while tasks are
 * selected (at most TASK_BULK_MAX). `states` are the statuses offered: a project's; the four categories across
 * projects.
 */
export function useTaskSelection(
  members: readonly { _id: string; name: string }[],
  states?: readonly WorkflowState[],
) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const bulk = useBulkChange();
  const labels = useLabels(api, { enabled: selecting });

  const stop = () => {
    setSelecting(false);
    setSelected(new Set());
  };
  const toggle = (
    <Button
      variant={selecting ? 'contained' : 'outlined'}
      startIcon={<ChecklistRtlRoundedIcon />}
      aria-pressed={selecting}
      // The X shortcut turns selection on through it (SHORTCUT_TARGETS.selectionMode).
      data-shortcut="selection-mode"
      onClick={() => (selecting ? stop() : setSelecting(true))}
    >
      Select
    </Button>
  );
  const setOne = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on && next.size < TASK_BULK_MAX) next.add(id);
      else next.delete(id);
      return next;
    });
  const rowProps = (task: Pick<Task, '_id'>) =>
    selecting
      ? { selected: selected.has(task._id), onSelectedChange: (on: boolean) => setOne(task._id, on) }
      : {};
  /** The board's `selection` prop while selecting. */
  const boardSelection = selecting ? { selected, onChange: setOne } : undefined;
  const apply = (changes: TaskBulkInput['changes']) => bulk.apply([...selected], changes);
  const bar =
    selecting && selected.size > 0 ? (
      <BulkEditBar
        count={selected.size}
        onClear={() => setSelected(new Set())}
        onApply={apply}
        states={states}
        members={members}
        labels={labels.data ?? []}
        busy={bulk.busy}
      />
    ) : null;
  return { selecting, toggle, rowProps, boardSelection, bar };
}
