import type {
  CustomField,
  CustomFieldCreateInput,
  CustomFieldUpdatePayload,
  TaskTableView,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/custom-fields.ts.
const schemas = () => import('./schemas/custom-fields');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const FieldAnswerSchema = lazySchema(schemas, 'FieldAnswerSchema');
const FieldListSchema = lazySchema(schemas, 'FieldListSchema');
const TableViewAnswerSchema = lazySchema(schemas, 'TableViewAnswerSchema');

const fieldsPath = (projectId: string) => `projects/${encodeURIComponent(projectId)}/fields`;

/** A project's custom fields in their order (GET /projects/{id}/fields). */
export async function listProjectFields(client: ApiClient, projectId: string): Promise<CustomField[]> {
  return (await client.get(fieldsPath(projectId), FieldListSchema)).data;
}

/** Adds a custom field to a project (POST /projects/{id}/fields); a select needs its options. */
export async function createProjectField(
  client: ApiClient,
  projectId: string,
  payload: CustomFieldCreateInput,
): Promise<CustomField> {
  return (await client.post(fieldsPath(projectId), FieldAnswerSchema, payload)).data;
}

/** Renames a field, replaces its options or moves it (PUT /projects/{id}/fields/{fieldId}). */
export async function updateProjectField(
  client: ApiClient,
  projectId: string,
  fieldId: string,
  payload: CustomFieldUpdatePayload,
): Promise<CustomField> {
  return (
    await client.put(`${fieldsPath(projectId)}/${encodeURIComponent(fieldId)}`, FieldAnswerSchema, payload)
  ).data;
}

/** Deletes a field and every task's value of it (DELETE /projects/{id}/fields/{fieldId}). */
export async function deleteProjectField(
  client: ApiClient,
  projectId: string,
  fieldId: string,
): Promise<void> {
  await client.delete(`${fieldsPath(projectId)}/${encodeURIComponent(fieldId)}`, ApiMessageSchema);
}

/** The user's table view of a project: columns, sort, grouping (GET /projects/{id}/table-view). */
export async function getTableView(client: ApiClient, projectId: string): Promise<TaskTableView> {
  return (await client.get(`projects/${encodeURIComponent(projectId)}/table-view`, TableViewAnswerSchema))
    .data;
}

/** Remembers the user's table view of a project (PUT /projects/{id}/table-view). */
export async function saveTableView(
  client: ApiClient,
  projectId: string,
  view: TaskTableView,
): Promise<TaskTableView> {
  return (
    await client.put(`projects/${encodeURIComponent(projectId)}/table-view`, TableViewAnswerSchema, view)
  ).data;
}
