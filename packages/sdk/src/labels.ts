import type { Label, LabelCreateInput, LabelUpdatePayload } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/labels.ts.
const schemas = () => import('./schemas/labels');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const LabelAnswerSchema = lazySchema(schemas, 'LabelAnswerSchema');
const LabelListSchema = lazySchema(schemas, 'LabelListSchema');

const labelPath = (id: string) => `labels/${encodeURIComponent(id)}`;

/** The labels of the user's workspace, by name (GET /labels): their organization's, or their own. */
export async function listLabels(client: ApiClient): Promise<Label[]> {
  return (await client.get('labels', LabelListSchema)).data;
}

/** Makes a label in the user's workspace (POST /labels); a name it already has is a 409. */
export async function createLabel(client: ApiClient, payload: LabelCreateInput): Promise<Label> {
  return (await client.post('labels', LabelAnswerSchema, payload)).data;
}

/** Renames or recolours a label (PUT /labels/{id}). */
export async function updateLabel(
  client: ApiClient,
  id: string,
  payload: LabelUpdatePayload,
): Promise<Label> {
  return (await client.put(labelPath(id), LabelAnswerSchema, payload)).data;
}

/** Deletes a label; it leaves every task that carried it (DELETE /labels/{id}). */
export async function deleteLabel(client: ApiClient, id: string): Promise<void> {
  await client.delete(labelPath(id), ApiMessageSchema);
}
