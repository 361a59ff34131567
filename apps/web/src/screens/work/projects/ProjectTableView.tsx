import {
  DEFAULT_TASK_TABLE_VIEW,
  type Project,
  type ProjectPermissions,
  sortTasksForTable,
  type Task,
  type TaskBulkInput,
  type TaskTableView,
  type WorkflowState,
} from '@app/domain';
import { failureText } from '@app/sdk';
import { useLabels, useProjectFields, useSaveTableView, useTableView, useUpdateTask } from '@app/sdk/react';
import { BulkEditBar, TaskTable, type TaskTableCellChange, useToast } from '@app/ui';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session';
import { taskAccess } from '../tasks/access';
import { useBulkChange } from '../tasks/useTaskSelection';

interface TableProps {
  project: Project;
  permissions: ProjectPermissions;
  tasks: readonly Task[];
  /** The project's states: the status column's choices, order and groups. */
  states: readonly WorkflowState[];
}

/**
 * The Tasks tab's table: the columns, sort and grouping each user chose for the project (remembered on the
 * server), cells edited in place, and a bulk change of the selected tasks in one request.
 */
export function ProjectTableView({ project, tasks, states }: TableProps) {
  const { user } = useSession();
  const { showToast } = useToast();
  const fields = useProjectFields(api, project._id);
  const labels = useLabels(api);
  const savedView = useTableView(api, project._id);
  const saveView = useSaveTableView(api, project._id);
  const updateTask = useUpdateTask(api);
  const bulk = useBulkChange();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const view = savedView.data ?? DEFAULT_TASK_TABLE_VIEW;
  const fieldList = fields.data ?? [];
  // A column of a field since deleted is left out.
  const fieldIds = new Set(fieldList.map((field) => `field:${field._id}`));
  const columns = view.columns.filter((column) => !column.startsWith('field:') || fieldIds.has(column));
  const change = (patch: Partial<TaskTableView>) => saveView.mutate({ ...view, columns, ...patch });
  const rows = useMemo(
    () => sortTasksForTable(tasks, view.sort, fieldList, states),
    [tasks, view.sort, fieldList, states],
  );
  const members = project.members ?? [];
  const canEdit = (task: Task) => taskAccess(task, user, project.myRole).canEdit;
  const failed = (fallback: string) => (error: unknown) =>
    showToast(failureText(error, fallback), { variant: 'error' });

  const editCell = (taskId: string, cell: TaskTableCellChange) =>
    updateTask.mutate({ id: taskId, payload: cell }, { onError: failed('The task could not be saved.') });
  // Only the selected tasks the table still shows.
  const apply = (changes: TaskBulkInput['changes']) =>
    bulk.apply(
      [...selected].filter((id) => tasks.some((task) => task._id === id)),
      changes,
    );

  return (
    <Stack spacing={2}>
      <TaskTable
        label={`Tasks of ${project.title}`}
        tasks={rows}
        fields={fieldList}
        columns={columns}
        onColumnsChange={(next) => change({ columns: next })}
        {...(view.sort ? { sort: view.sort } : {})}
        onSortChange={(sort) => change({ sort })}
        groupBy={view.groupBy}
        onGroupByChange={(groupBy) => change({ groupBy })}
        selected={selected}
        onSelectedChange={setSelected}
        onCellChange={editCell}
        canEdit={canEdit}
        members={members}
        hrefFor={(id) => paths.tasks.detail.href(id)}
        states={states}
      />
      {selected.size > 0 ? (
        <BulkEditBar
          count={selected.size}
          onClear={() => setSelected(new Set())}
          onApply={apply}
          states={states}
          members={members}
          labels={labels.data ?? []}
          busy={bulk.busy}
        />
      ) : null}
    </Stack>
  );
}
