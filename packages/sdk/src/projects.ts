import type {
  Paginated,
  Project,
  ProjectCreateInput,
  ProjectListQueryInput,
  ProjectMemberAddInput,
  ProjectMemberUpdatePayload,
  ProjectUpdatePayload,
  Task,
  TaskListQueryInput,
} from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';
import { searchParamsOrNone } from './search-params';

// Loaded with the first call, not with the screen: see schemas/work.ts.
const schemas = () => import('./schemas/work');
const ProjectAnswerSchema = lazySchema(schemas, 'ProjectAnswerSchema');
const ProjectPageSchema = lazySchema(schemas, 'ProjectPageSchema');
const TaskPageSchema = lazySchema(schemas, 'TaskPageSchema');
const ApiMessageSchema = lazySchema(schemas, 'ApiMessageSchema');

const projectPath = (id: string) => `projects/${encodeURIComponent(id)}`;
const memberPath = (projectId: string, userId: string) =>
  `${projectPath(projectId)}/members/${encodeURIComponent(userId)}`;

/** One page of the projects the user may see (GET /projects), with search, status and priority filters and sort. */
export function listProjects(client: ApiClient, query?: ProjectListQueryInput): Promise<Paginated<Project>> {
  return client.get('projects', ProjectPageSchema, searchParamsOrNone(query));
}

/** One project with its members (GET /projects/{id}). */
export async function getProject(client: ApiClient, id: string): Promise<Project> {
  return (await client.get(projectPath(id), ProjectAnswerSchema)).data;
}

/** Creates a project owned by the user (POST /projects). */
export async function createProject(client: ApiClient, payload: ProjectCreateInput): Promise<Project> {
  const project = (await client.post('projects', ProjectAnswerSchema, payload)).data;
  client.changes.publish({ type: 'project.created', project });
  return project;
}

/** Changes any subset of a project's fields (PUT /projects/{id}). */
export async function updateProject(
  client: ApiClient,
  id: string,
  payload: ProjectUpdatePayload,
): Promise<Project> {
  const project = (await client.put(projectPath(id), ProjectAnswerSchema, payload)).data;
  client.changes.publish({ type: 'project.updated', project });
  return project;
}

/** Deletes a project and its tasks (DELETE /projects/{id}). */
export async function deleteProject(client: ApiClient, id: string): Promise<void> {
  await client.delete(projectPath(id), ApiMessageSchema);
}

/** Adds a person who has an account, by email, with a project role (POST /projects/{id}/members); returns the project. */
export async function addProjectMember(
  client: ApiClient,
  projectId: string,
  payload: ProjectMemberAddInput,
): Promise<Project> {
  return (await client.post(`${projectPath(projectId)}/members`, ProjectAnswerSchema, payload)).data;
}

/** Changes a member's project role (PUT /projects/{id}/members/{userId}); returns the project. */
export async function updateProjectMember(
  client: ApiClient,
  projectId: string,
  userId: string,
  payload: ProjectMemberUpdatePayload,
): Promise<Project> {
  return (await client.put(memberPath(projectId, userId), ProjectAnswerSchema, payload)).data;
}

/** Removes a member from a project (DELETE /projects/{id}/members/{userId}); returns the project. */
export async function removeProjectMember(
  client: ApiClient,
  projectId: string,
  userId: string,
): Promise<Project> {
  return (await client.delete(memberPath(projectId, userId), ProjectAnswerSchema)).data;
}

/** One page of a project's tasks (GET /projects/{id}/tasks), with the task list's filters and sort. */
export function listProjectTasks(
  client: ApiClient,
  projectId: string,
  query?: TaskListQueryInput,
): Promise<Paginated<Task>> {
  return client.get(`${projectPath(projectId)}/tasks`, TaskPageSchema, searchParamsOrNone(query));
}
