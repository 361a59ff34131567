import { type ExportCreatePayload, type ExportDownloadFormat, TRANSFER_TEXTS } from '@app/domain';
import { downloadExport, failureText } from '@app/sdk';
import { saveFile, useExportJob, useStartExport } from '@app/sdk/react';
import { SectionCard, SelectField, TransferProgress, useToast } from '@app/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../../app/api';

export interface ExportPanelProps {
  /** The whole workspace the caller may export (the organization, or their personal workspace), if any. */
  scope: 'organization' | 'workspace' | null;
  /** The projects the caller may export one by one (owner or supervisor; every project for an admin). */
  projects: readonly { _id: string; title: string }[];
}

const WHOLE = 'whole';

/**
 * The export card: what to export (the whole organization or workspace, or one project), its job's progress, its
 * downloads.
 */
export function ExportPanel({ scope, projects }: ExportPanelProps) {
  const texts = TRANSFER_TEXTS;
  const { showToast } = useToast();
  const start = useStartExport(api);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useExportJob(api, jobId);
  const [chosen, setChosen] = useState<string>('');
  const options = [
    ...(scope
      ? [{ value: WHOLE, label: scope === 'organization' ? texts.wholeOrganization : texts.wholeWorkspace }]
      : []),
    ...projects.map((project) => ({ value: project._id, label: project.title })),
  ];
  const what = options.some((option) => option.value === chosen) ? chosen : (options[0]?.value ?? '');
  const label = options.find((option) => option.value === what)?.label ?? texts.exportTitle;

  const onStart = () => {
    if (!what) return;
    const payload: ExportCreatePayload =
      what === WHOLE && scope ? { scope } : { scope: 'project', projectId: what };
    start.mutate(payload, {
      onSuccess: (started) => setJobId(started._id),
      onError: (error) => showToast(failureText(error, texts.failed), { variant: 'error' }),
    });
  };
  const onDownload = (format: ExportDownloadFormat) => {
    if (!jobId) return;
    downloadExport(api, jobId, format)
      .then((blob) => saveFile(blob, `taskflow-export.${format === 'csv' ? 'zip' : 'json'}`))
      .catch((error: unknown) => showToast(failureText(error, texts.failed), { variant: 'error' }));
  };

  return (
    <SectionCard title={texts.exportTitle} subtitle={texts.exportHelp}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField label={texts.exportWhat} value={what} options={options} onChange={setChosen} />
          <Button
            variant="contained"
            onClick={onStart}
            disabled={start.isPending || !what}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {texts.exportStart}
          </Button>
        </Stack>
        {job.data && (
          <TransferProgress
            label={label}
            status={job.data.status}
            processed={job.data.progress}
            total={100}
            error={job.data.error}
          >
            {job.data.counts && (
              <Typography variant="body2">
                {(['projects', 'tasks', 'subTasks', 'comments', 'timeEntries'] as const)
                  .map((key) => `${texts.countLabels[key]}: ${job.data?.counts?.[key] ?? 0}`)
                  .join(' · ')}
              </Typography>
            )}
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => onDownload('json')}>
                {texts.downloadJson}
              </Button>
              <Button variant="outlined" onClick={() => onDownload('csv')}>
                {texts.downloadCsv}
              </Button>
            </Stack>
          </TransferProgress>
        )}
      </Stack>
    </SectionCard>
  );
}
