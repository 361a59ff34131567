import { type CustomField, isProjectId, TASK_MODEL_TEXTS } from '@app/domain';
import { useLabels, useProjectFields } from '@app/sdk/react';
import { FilterSelect, SwitchField, ViewToggle } from '@app/ui';
import Box from '@mui/material/Box';
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
    /** The filters as a query to carry over to another view ('&label=...'), or ''. */
    kept: () => {
      const kept = new URLSearchParams();
      for (const key of ['subtasks', 'label', 'field']) {
        const value = params.get(key);
        if (value) kept.set(key, value);
      }
      const text = kept.toString();
      return text ? `&${text}` : '';
    },
    showSubtasks: params.get('subtasks') !== 'hidden',
    setShowSubtasks: (shown: boolean) => set('subtasks', shown ? null : 'hidden'),
    // A hand-made URL's malformed id is no filter (the server would refuse the list).
    labelId: isProjectId(params.get('label')) ? (params.get('label') ?? undefined) : undefined,
    setLabelId: (labelId: string) => set('label', labelId || null),
    /** A custom field's value, as `<fieldId>:<value>` (an option id, or 'true'/'false' of a checkbox). */
    field: fieldFilterQuery(params.get('field') ?? undefined).fieldId
      ? (params.get('field') ?? undefined)
      : undefined,
    setField: (field: string) => set('field', field || null),
  };
}

/** The list query of a `field` filter: the field and its value. */
export function fieldFilterQuery(field: string | undefined): { fieldId?: string; fieldValue?: string } {
  const at = field?.indexOf(':') ?? -1;
  if (!field || at < 1 || !isProjectId(field.slice(0, at)) || field.length > at + 201) return {};
  return { fieldId: field.slice(0, at), fieldValue: field.slice(at + 1) };
}

/** The values a project's select and checkbox fields can be filtered by: 'Area: Design', 'Customer facing: Yes'. */
function fieldFilterOptions(fields: readonly CustomField[]) {
  return fields.flatMap((field) => {
    if (field.type === 'select' || field.type === 'multi_select') {
      return field.options.map((option) => ({
        value: `${field._id}:${option.id}`,
        label: `${field.name}: ${option.label}`,
      }));
    }
    if (field.type === 'checkbox') {
      return [
        { value: `${field._id}:true`, label: `${field.name}: Yes` },
        { value: `${field._id}:false`, label: `${field.name}: No` },
      ];
    }
    return [];
  });
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
  const fieldOptions = fieldFilterOptions(useProjectFields(api, projectId).data ?? []);
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
            navigate(`${projectHref(projectId, 'tasks', next)}${filters.kept()}`, { replace: true })
          }
        />
        <ToolbarFilter
          label={TASK_MODEL_TEXTS.labelFilter}
          allLabel={TASK_MODEL_TEXTS.allLabels}
          options={labelOptions}
          value={filters.labelId ?? ''}
          onChange={filters.setLabelId}
        />
        <ToolbarFilter
          label={TASK_MODEL_TEXTS.fieldFilter}
          allLabel={TASK_MODEL_TEXTS.allFieldValues}
          options={fieldOptions}
          value={filters.field ?? ''}
          onChange={filters.setField}
        />
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

/**
 * One filter of the toolbar, left out while it has nothing to offer and nothing chosen. A select of the FilterBar
 * grows with its row; here it keeps a fixed width.
 */
function ToolbarFilter(props: {
  label: string;
  allLabel: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}) {
  if (props.options.length === 0 && !props.value) return null;
  return (
    <Box sx={{ width: 230, display: 'flex' }}>
      <FilterSelect {...props} />
    </Box>
  );
}
