import type { SavedView, SavedViewCreateInput, SavedViewUpdatePayload } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the client: see schemas/views.ts.
const schemas = () => import('./schemas/views');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');
const SavedViewAnswerSchema = lazySchema(schemas, 'SavedViewAnswerSchema');
const SavedViewListSchema = lazySchema(schemas, 'SavedViewListSchema');

const viewPath = (id: string) => `views/${encodeURIComponent(id)}`;

/** Where a list of views belongs: a project's Tasks tab (`projectId`), or /tasks across projects. */
export interface SavedViewPlace {
  projectId?: string | null;
}

/**
 * The saved views of a place the user may see, by name (GET /views): their own, and those others shared with the
 * project or the organization. Each says whether the user may change it (`canEdit`).
 */
export async function listSavedViews(client: ApiClient, place: SavedViewPlace = {}): Promise<SavedView[]> {
  return (await client.get('views', SavedViewListSchema, searchParamsOrNone({ projectId: place.projectId })))
    .data;
}

/** Saves a view (POST /views); a name the user already has in that place, or a 51st view there, is a 409. */
export async function createSavedView(client: ApiClient, payload: SavedViewCreateInput): Promise<SavedView> {
  return (await client.post('views', SavedViewAnswerSchema, payload)).data;
}

/** Renames a view or changes its filter, layout or sharing (PUT /views/{id}); its place never changes. */
export async function updateSavedView(
  client: ApiClient,
  id: string,
  payload: SavedViewUpdatePayload,
): Promise<SavedView> {
  return (await client.put(viewPath(id), SavedViewAnswerSchema, payload)).data;
}

/** Deletes a view (DELETE /views/{id}). */
export async function deleteSavedView(client: ApiClient, id: string): Promise<void> {
  await client.delete(viewPath(id), ApiMessageSchema);
}
