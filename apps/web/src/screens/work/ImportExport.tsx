import {
  canExportOrganization,
  canExportProject,
  canExportWorkspace,
  canImport,
  PAGE_LIMIT_MAX,
  TRANSFER_TEXTS,
} from '@app/domain';
import { useProjects } from '@app/sdk/react';
import { EmptyState, PageHeader } from '@app/ui';
import Stack from '@mui/material/Stack';
import { api } from '../../app/api';
import { useSession } from '../../app/session';
import { ExportPanel } from './transfer/ExportPanel';
import { ImportWizard } from './transfer/ImportWizard';

/**
 * Import and export (/import-export, issue 41): an organization's admins export the organization and import into
 * it; an individual does both for their personal workspace. Anyone else is told the page is not theirs (the server
 * refuses them as well).
 */
export function ImportExport() {
  const { user } = useSession();
  const exportScope = canExportOrganization(user)
    ? 'organization'
    : canExportWorkspace(user)
      ? 'workspace'
      : null;
  const mayImport = canImport(user);
  const projects = useProjects(api, { page: 1, limit: PAGE_LIMIT_MAX, sort: 'title' });
  const exportable = (projects.data?.data ?? []).filter(
    (project) => exportScope === 'organization' || canExportProject(project.myRole),
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto', width: '100%', minWidth: 0 }}>
      <PageHeader title={TRANSFER_TEXTS.pageTitle} action={null} />
      {!exportScope && !mayImport && exportable.length === 0 && !projects.isPending && (
        <EmptyState title={TRANSFER_TEXTS.notAllowed} />
      )}
      {(exportScope || exportable.length > 0) && <ExportPanel scope={exportScope} projects={exportable} />}
      {mayImport && <ImportWizard />}
    </Stack>
  );
}
