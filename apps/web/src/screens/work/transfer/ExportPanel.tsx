import { type ExportCreatePayload, type ExportDownloadFormat, TRANSFER_TEXTS } from '@app/domain';
import { downloadExport, failureText } from '@app/sdk';
import { saveFile, useExportJob, useStartExport } from '@app/sdk/react';
import { SectionCard, TransferProgress, useToast } from '@app/ui';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { api } from '../../../app/api';

export interface ExportPanelProps {
  /** What the caller may export: the whole organization, or their personal workspace. */
  scope: 'organization' | 'workspace';
}

/** The export card: one button (the organization, or the personal workspace), its job's progress, its downloads. */
export function ExportPanel({ scope }: ExportPanelProps) {
  const texts = TRANSFER_TEXTS;
  const { showToast } = useToast();
  const start = useStartExport(api);
  const [jobId, setJobId] = useState<string | null>(null);
  const job = useExportJob(api, jobId);
  const label = scope === 'organization' ? texts.exportOrganization : texts.exportWorkspace;

  const onStart = () => {
    const payload: ExportCreatePayload = { scope };
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
        <div>
          <Button variant="contained" onClick={onStart} disabled={start.isPending}>
            {label}
          </Button>
        </div>
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
