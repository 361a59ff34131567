import { TRANSFER_SOURCES, TRANSFER_TEXTS, type TransferSource } from '@app/domain';
import { failureText } from '@app/sdk';
import { useImportJob, useRunImport, useSetImportMapping, useUploadImport } from '@app/sdk/react';
import {
  CsvMappingForm,
  ImportReportView,
  SectionCard,
  SelectField,
  TransferProgress,
  useToast,
} from '@app/ui';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../app/api';
import { paths } from '../../../app/paths';

/**
 * The import wizard: choose the source and the file → (CSV) map the columns → read the dry run → Import → the
 * job's progress (polled every second) → links to the projects it made.
 */
export function ImportWizard() {
  const texts = TRANSFER_TEXTS;
  const { showToast } = useToast();
  const [source, setSource] = useState<TransferSource>('taskflow');
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const upload = useUploadImport(api);
  const mapping = useSetImportMapping(api);
  const run = useRunImport(api);
  const job = useImportJob(api, jobId);
  const fail = (error: unknown) => showToast(failureText(error, texts.failed), { variant: 'error' });

  const onUpload = () => {
    if (!file) return;
    upload.mutate({ source, file }, { onSuccess: (parsed) => setJobId(parsed._id), onError: fail });
  };
  const current = job.data;

  return (
    <Stack spacing={2}>
      <SectionCard title={texts.importTitle}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SelectField
            label={texts.source}
            value={source}
            options={TRANSFER_SOURCES.map((value) => ({ value, label: texts.sourceLabels[value] }))}
            onChange={(value) => setSource(value as TransferSource)}
          />
          <Button variant="outlined" component="label" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
            {file ? file.name : texts.chooseFile}
            <input
              hidden
              type="file"
              aria-label={texts.file}
              accept={
                source === 'taskflow' || source === 'trello' ? '.json,application/json' : '.csv,text/csv'
              }
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Button
            variant="contained"
            onClick={onUpload}
            disabled={!file || upload.isPending}
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {texts.upload}
          </Button>
        </Stack>
      </SectionCard>
      {current?.status === 'parsed' && current.report.columns && current.report.mapping && (
        <CsvMappingForm
          columns={current.report.columns}
          mapping={current.report.mapping}
          onApply={(next) =>
            mapping.mutateAsync({ id: current._id, mapping: next }).catch((error: unknown) => {
              throw new Error(failureText(error, texts.failed));
            })
          }
        />
      )}
      {current && (
        <SectionCard title={texts.reportTitle}>
          <ImportReportView report={current.report} headingLevel="h3" />
        </SectionCard>
      )}
      {current?.status === 'parsed' && (
        <div>
          <Button
            variant="contained"
            disabled={run.isPending}
            onClick={() => run.mutate({ id: current._id }, { onError: fail })}
          >
            {texts.runImport}
          </Button>
        </div>
      )}
      {current && current.status !== 'parsed' && (
        <TransferProgress
          label={current.fileName}
          status={current.status}
          processed={current.processed}
          total={current.total}
          error={current.errors[0] ?? null}
        >
          <Stack spacing={1}>
            {(current.result?.projectIds ?? []).map((projectId, index) => (
              <Link key={projectId} component={RouterLink} to={paths.projects.detail.href(projectId)}>
                {`${texts.openProject} ${current.report.projects[index]?.title ?? ''}`.trim()}
              </Link>
            ))}
          </Stack>
        </TransferProgress>
      )}
    </Stack>
  );
}
