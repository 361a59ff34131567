import type { CsvMapping, ExportCreatePayload, ExportJob, ImportJob, TransferSource } from '@app/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../http';
import { getExport, getImport, runImport, setImportMapping, startExport, uploadImport } from '../transfer';

export const transferQueryKeys = {
  export: (id: string) => ['transfer', 'export', id] as const,
  import: (id: string) => ['transfer', 'import', id] as const,
};

const running = (status: string | undefined) => status === 'queued' || status === 'running';

/** An export's job, polled every second while it runs. */
export function exportQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: transferQueryKeys.export(id),
    queryFn: () => getExport(client, id),
    refetchInterval: (query) => (running(query.state.data?.status) ? 1000 : false),
  });
}

export function useExportJob(client: ApiClient, id: string | null) {
  return useQuery({ ...exportQueryOptions(client, id ?? ''), enabled: Boolean(id) });
}

/** An import's dry run and job, polled every second while it runs. */
export function importQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: transferQueryKeys.import(id),
    queryFn: () => getImport(client, id),
    refetchInterval: (query) => (running(query.state.data?.status) ? 1000 : false),
  });
}

export function useImportJob(client: ApiClient, id: string | null) {
  return useQuery({ ...importQueryOptions(client, id ?? ''), enabled: Boolean(id) });
}

/** Starts an export: `mutate(payload)`; the answer's job is then polled with useExportJob. */
export function useStartExport(client: ApiClient) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExportCreatePayload) => startExport(client, payload),
    onSuccess: (job: ExportJob) => queryClient.setQueryData(transferQueryKeys.export(job._id), job),
  });
}

function useImportChange<V>(change: (variables: V) => Promise<ImportJob>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (job: ImportJob) => queryClient.setQueryData(transferQueryKeys.import(job._id), job),
  });
}

/** Uploads a file: `mutate({ source, file })`; answers the dry run. */
export function useUploadImport(client: ApiClient) {
  return useImportChange((variables: { source: TransferSource; file: File }) =>
    uploadImport(client, variables.source, variables.file, variables.file.name),
  );
}

/** Maps a CSV import's columns anew: `mutate({ id, mapping })`. */
export function useSetImportMapping(client: ApiClient) {
  return useImportChange((variables: { id: string; mapping: CsvMapping }) =>
    setImportMapping(client, variables.id, variables.mapping),
  );
}

/** Starts an import: `mutate({ id, targetProjectId? })`; everything the workspace lists is read again when done. */
export function useRunImport(client: ApiClient) {
  return useImportChange((variables: { id: string; targetProjectId?: string }) =>
    runImport(
      client,
      variables.id,
      variables.targetProjectId ? { targetProjectId: variables.targetProjectId } : {},
    ),
  );
}
