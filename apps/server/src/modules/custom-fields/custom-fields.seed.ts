import { eq } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { seedStep } from '../module';
import { customFields } from './custom-fields.schema';

interface DemoField {
  project: 'website' | 'portal';
  name: string;
  type: 'number' | 'select' | 'checkbox' | 'url' | 'text';
  options?: string[];
  /** Values by task title: a number, an option's label, true/false, a URL or text. */
  values: Record<string, number | string | boolean>;
}

const DEMO_FIELDS: readonly DemoField[] = [
  {
    project: 'website',
    name: 'Story points',
    type: 'number',
    values: {
      'Design the new navigation': 5,
      'Build the responsive layout': 8,
      'Write the landing page copy': 3,
    },
  },
  {
    project: 'website',
    name: 'Area',
    type: 'select',
    options: ['Design', 'Content', 'Engineering'],
    values: {
      'Design the new navigation': 'Design',
      'Build the responsive layout': 'Engineering',
      'Write the landing page copy': 'Content',
      'Accessibility review': 'Design',
    },
  },
  {
    project: 'portal',
    name: 'Estimate (hours)',
    type: 'number',
    values: { 'Single sign-on integration': 24, 'Invoice download page': 12, 'Load testing': 8 },
  },
  {
    project: 'portal',
    name: 'Component',
    type: 'select',
    options: ['Frontend', 'Backend', 'Infrastructure'],
    values: {
      'Single sign-on integration': 'Backend',
      'Invoice download page': 'Frontend',
      'Load testing': 'Infrastructure',
      'Map roles to permissions': 'Backend',
      'Configure the identity provider': 'Infrastructure',
    },
  },
  {
    project: 'portal',
    name: 'Customer facing',
    type: 'checkbox',
    values: { 'Invoice download page': true, 'Single sign-on integration': true, 'Load testing': false },
  },
];

/** Custom fields on Alex's website project and Acme's portal, with values on their tasks. */
export const customFieldsSeed = seedStep({
  after: ['projects', 'tasks'],
  run: async ({ tx, need }) => {
    const projectByKey = need('projects');
    const taskIds = need('taskIds');
    const values = new Map<string, Record<string, unknown>>();
    for (const [index, field] of DEMO_FIELDS.entries()) {
      const options = (field.options ?? []).map((label, n) => ({ id: `opt${n + 1}`, label, color: null }));
      const [row] = await tx
        .insert(customFields)
        .values({
          projectId: projectByKey[field.project].id,
          name: field.name,
          type: field.type,
          options,
          position: index + 1,
        })
        .returning();
      if (!row) throw new Error('Demo field not created');
      for (const [title, value] of Object.entries(field.values)) {
        const taskId = taskIds[title];
        if (!taskId) throw new Error(`No demo task "${title}"`);
        const stored = field.type === 'select' ? options.find((option) => option.label === value)?.id : value;
        values.set(taskId, { ...values.get(taskId), [row.id]: stored });
      }
    }
    for (const [taskId, fields] of values) {
      await tx.update(tasks).set({ customFields: fields }).where(eq(tasks.id, taskId));
    }
  },
});
