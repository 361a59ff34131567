import {
  ApiMessageSchema,
  apiSuccess,
  type Label,
  type LabelCreateInput,
  LabelSchema,
  type LabelUpdatePayload,
} from '@app/domain';
import { z } from 'zod';
import type { ApiClient } from './http';

const LabelAnswerSchema = /* @__PURE__ */ apiSuccess(LabelSchema);
const LabelListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(LabelSchema));

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
