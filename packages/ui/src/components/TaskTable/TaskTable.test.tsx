import type { Task } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { sampleFieldList, sampleFields, sampleTasks } from '../CustomFieldInput/fixtures';
import { fieldColumnKey, groupTasks, moveColumn, shownTaskTableColumns, toggleColumn } from './columns';

const names = (groups: ReturnType<typeof groupTasks>) =>
  groups?.map((group) => `${group.name}: ${group.tasks.map((task) => task.title).join(', ')}`);

describe('groupTasks', () => {
  it('groups by status in the statuses order, leaving out empty groups', () => {
    expect(names(groupTasks(sampleTasks, 'status', sampleFieldList))).toEqual([
      'To do: Write the launch post, Interview five users',
      'In progress: Design the homepage',
      'Done: Fix the sign-in bug',
    ]);
  });

  it('groups by priority in the priorities order', () => {
    expect(groupTasks(sampleTasks, 'priority', [])?.map((group) => group.name)).toEqual([
      'Low',
      'Medium',
      'High',
      'Urgent',
    ]);
  });

  it('groups by a select field in its options order, with no value and unknown options last', () => {
    const stray: Task = {
      ...sampleTasks[3]!,
      _id: 'f'.repeat(24),
      title: 'Stray',
      customFields: { [sampleFields.stage._id]: 'gone' },
    };
    expect(names(groupTasks([...sampleTasks, stray], sampleFields.stage._id, sampleFieldList))).toEqual([
      'Build: Design the homepage, Fix the sign-in bug',
      'Launch: Write the launch post',
      'No value: Interview five users, Stray',
    ]);
  });

  it('does not group by nothing, an unknown field or a field that is not a select', () => {
    expect(groupTasks(sampleTasks, null, sampleFieldList)).toBeNull();
    expect(groupTasks(sampleTasks, 'a'.repeat(24), sampleFieldList)).toBeNull();
    expect(groupTasks(sampleTasks, sampleFields.platforms._id, sampleFieldList)).toBeNull();
  });
});

describe('columns', () => {
  const stage = fieldColumnKey(sampleFields.stage._id);

  it('shows the known columns once, in order, with custom fields by name', () => {
    const shown = shownTaskTableColumns(['status', 'title', stage, 'field:gone', 'status'], sampleFieldList);
    expect(shown.map((column) => column.header)).toEqual(['Status', 'Title', 'Stage']);
  });

  it('shows a column at the end and hides one', () => {
    expect(toggleColumn(['title', 'status'], stage, true)).toEqual(['title', 'status', stage]);
    expect(toggleColumn(['title', 'status', stage], 'status', false)).toEqual(['title', stage]);
  });

  it('moves a column one place, and not past either end', () => {
    expect(moveColumn(['title', 'status', stage], stage, -1)).toEqual(['title', stage, 'status']);
    expect(moveColumn(['title', 'status'], 'title', -1)).toEqual(['title', 'status']);
    expect(moveColumn(['title', 'status'], 'status', 1)).toEqual(['title', 'status']);
  });
});
