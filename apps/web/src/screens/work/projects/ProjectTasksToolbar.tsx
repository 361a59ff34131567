import { TASK_MODEL_TEXTS } from '@app/domain';
import { useLabels } from '@app/sdk/react';
import { FilterSelect, SwitchField, ViewToggle } from '@app/ui';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../app/api';
import { projectHref, type TaskView, VIEWS } from './projectTabs';

/** The Tasks tab's choices kept in its URL: sub-tasks shown (`?subtasks=hidden` hides them) and a label. */
export function useProjectTaskFilters() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        if (value === null) current.delete(key);
        else current.set(key, value);
        return current;
      },
      { replace: true },
    );
  return {
    showSubtasks: params.get('subtasks') !== 'hidden',
    setShowSubtasks: (shown: boolean) => set('subtasks', shown ? null : 'hidden'),
    labelId: params.get('label') || undefined,
    setLabelId: (labelId: string) => set('label', labelId || null),
  };
}

/**
 * The Tasks tab's toolbar: the view (list, board, table), the sub-task switch, the label filter, and the tab's
 * own actions (select for a bulk change, a new task).
 */
export function ProjectTasksToolbar({
  projectId,
  view,
  actions,
}: {
  projectId: string;
  view: TaskView;
  actions: React.ReactNode;
}) {
  const navigate = useNavigate();
  const filters = useProjectTaskFilters();
  const labels = useLabels(api);
  const labelOptions = (labels.data ?? []).map((label) => ({ value: label._id, label: label.name }));
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <ViewToggle
          options={VIEWS}
          value={view}
          aria-label="Task view"
          onChange={(next) =>
            navigate(`${projectHref(projectId, 'tasks', next)}${keptQuery()}`, { replace: true })
          }
        />
        {labelOptions.length > 0 || filters.labelId ? (
          <FilterSelect
            label={TASK_MODEL_TEXTS.labelFilter}
            allLabel={TASK_MODEL_TEXTS.allLabels}
            options={labelOptions}
            value={filters.labelId ?? ''}
            onChange={filters.setLabelId}
          />
        ) : null}
        <SwitchField
          label={TASK_MODEL_TEXTS.showSubtasks}
          checked={filters.showSubtasks}
          onChange={filters.setShowSubtasks}
        />
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {actions}
      </Stack>
    </Stack>
  );
}

/** The filters of the current URL, carried over to another view. */
function keptQuery(): string {
  const current = new URLSearchParams(window.location.search);
  const kept = new URLSearchParams();
  for (const key of ['subtasks', 'label']) {
    const value = current.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `&${text}` : '';
}
