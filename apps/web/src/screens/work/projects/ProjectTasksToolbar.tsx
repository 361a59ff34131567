import { type CustomField, isProjectId, TASK_MODEL_TEXTS } from '@app/domain';
import { useLabels, useProjectFields } from '@app/sdk/react';
import { FilterBar, FilterSelect, FilterSwitch, ViewToggle } from '@app/ui';
import Stack from '@mui/material/Stack';
import type * as React from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../app/api';
import { filterQueryFieldProps, useFilterQuery, useFoldLegacyFilters } from '../../../app/useFilterQuery';
import { TaskSavedViews } from '../tasks/TaskSavedViews';
import { pick, projectHref, type TaskView, VIEWS } from './projectTabs';

/**
 * The Tasks tab's choices kept in its URL: the filter-language query (`?q=`, the label select writes its term),
 * sub-tasks shown (`?subtasks=hidden` hides them) and a custom field's value.
 */
export function useProjectTaskFilters() {
  const [params, setParams] = useSearchParams();
  const setMany = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        for (const [key, value] of Object.entries(values)) {
          if (value === null) current.delete(key);
          else current.set(key, value);
        }
        return current;
      },
      { replace: true },
    );
  const set = (key: string, value: string | null) => setMany({ [key]: value });
  const q = useFilterQuery(params.get('q') ?? '', (text) => set('q', text.trim() || null));
  // A link of the label filter's own parameter (`&label=<id>`) opens as `label:<id>`.
  const legacyLabel = isProjectId(params.get('label')) ? (params.get('label') ?? undefined) : undefined;
  useFoldLegacyFilters(q.q, { labelId: legacyLabel }, (folded) =>
    setMany({ q: folded || null, label: null }),
  );
  return {
    q,
    /** The filters as a query to carry over to another view ('&q=...'), or ''. */
    kept: () => {
      const kept = new URLSearchParams();
      for (const key of ['subtasks', 'q', 'field']) {
        const value = params.get(key);
        if (value) kept.set(key, value);
      }
      const text = kept.toString();
      return text ? `&${text}` : '';
    },
    showSubtasks: params.get('subtasks') !== 'hidden',
    setShowSubtasks: (shown: boolean) => set('subtasks', shown ? null : 'hidden'),
    /** Every filter off: the query, the field's value, and sub-tasks shown again. */
    clear: () => setMany({ q: null, field: null, subtasks: null, label: null }),
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
 * The Tasks tab's toolbar: the view (list, board, table) and the tab's own actions (select for a bulk change, a
 * new task), then the filters: the query field, the label and field-value selects, the sub-task switch.
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
  const { q } = filters;
  const labels = useLabels(api);
  const fieldOptions = fieldFilterOptions(useProjectFields(api, projectId).data ?? []);
  const labelOptions = (labels.data ?? []).map((label) => ({ value: label._id, label: label.name }));
  const wanted = q.values('label')[0]?.toLowerCase();
  const label = labelOptions.find(
    (option) => option.value === wanted || option.label.toLowerCase() === wanted,
  );
  return (
    <Stack spacing={1.5}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          <ViewToggle
            options={VIEWS}
            value={view}
            aria-label="Task view"
            onChange={(next) =>
              navigate(`${projectHref(projectId, 'tasks', next)}${filters.kept()}`, { replace: true })
            }
          />
          <TaskSavedViews
            projectId={projectId}
            query={q.q}
            layout={view}
            onOpen={(saved) => {
              const href = projectHref(projectId, 'tasks', pick(VIEWS, saved.layout));
              navigate(`${href}${saved.query ? `&q=${encodeURIComponent(saved.query)}` : ''}`);
            }}
          />
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
          {actions}
        </Stack>
      </Stack>
      <FilterBar
        label="Filter tasks"
        {...filterQueryFieldProps(q)}
        clearable={Boolean(q.q || filters.field || !filters.showSubtasks)}
        onClear={filters.clear}
      >
        {labelOptions.length > 0 || label ? (
          <FilterSelect
            label={TASK_MODEL_TEXTS.labelFilter}
            allLabel={TASK_MODEL_TEXTS.allLabels}
            options={labelOptions}
            value={label?.value ?? ''}
            onChange={(id) =>
              q.set('label', id ? [labelOptions.find((option) => option.value === id)?.label ?? id] : [])
            }
          />
        ) : null}
        {fieldOptions.length > 0 || filters.field ? (
          <FilterSelect
            label={TASK_MODEL_TEXTS.fieldFilter}
            allLabel={TASK_MODEL_TEXTS.allFieldValues}
            options={fieldOptions}
            value={filters.field ?? ''}
            onChange={filters.setField}
          />
        ) : null}
        <FilterSwitch
          label={TASK_MODEL_TEXTS.showSubtasks}
          checked={filters.showSubtasks}
          onChange={filters.setShowSubtasks}
        />
      </FilterBar>
    </Stack>
  );
}
