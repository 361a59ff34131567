import {
  ApiMessageSchema,
  apiSuccess,
  type CustomField,
  type CustomFieldCreateInput,
  CustomFieldSchema,
  type CustomFieldUpdatePayload,
} from '@app/domain';
import { z } from 'zod';
import type { ApiClient } from './http';

const FieldAnswerSchema = /* @__PURE__ */ apiSuccess(CustomFieldSchema);
const FieldListSchema = /* @__PURE__ */ apiSuccess(/* @__PURE__ */ z.array(CustomFieldSchema));

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
