import type { Workflow, WorkflowUpdateInput } from '@app/domain';
import type { ApiClient } from './http';
import { lazySchema } from './schema-source';

// Loaded with the first call, not with the client: see schemas/workflows.ts.
const schemas = () => import('./schemas/workflows');
const WorkflowAnswerSchema = lazySchema(schemas, 'WorkflowAnswerSchema');

const workflowPath = (projectId: string) => `projects/${encodeURIComponent(projectId)}/workflow`;

/** A project's states in order, with how many tasks each holds (GET /projects/{id}/workflow). */
export async function getProjectWorkflow(client: ApiClient, projectId: string): Promise<Workflow> {
  return (await client.get(workflowPath(projectId), WorkflowAnswerSchema)).data;
}

/**
 * Replaces a project's states (PUT /projects/{id}/workflow): each category keeps a state; `moves` says where the
 * tasks of each removed state go.
 */
export async function updateProjectWorkflow(
  client: ApiClient,
  projectId: string,
  payload: WorkflowUpdateInput,
): Promise<Workflow> {
  return (await client.put(workflowPath(projectId), WorkflowAnswerSchema, payload)).data;
}
