import { type ImportReport, TRANSFER_TEXTS, type TransferCounts } from '@app/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../SectionCard';

export interface ImportReportViewProps {
  /** The dry run of an import. */
  report: ImportReport;
  /** The heading level of its sections. */
  headingLevel?: 'h2' | 'h3';
}

const COUNT_ORDER: (keyof TransferCounts)[] = [
  'projects',
  'states',
  'tasks',
  'subTasks',
  'labels',
  'taskLabels',
  'relations',
  'comments',
  'timeEntries',
  'checklistItems',
];

function ReasonTable({ rows, label }: { rows: ImportReport['skipped']; label: string }) {
  const texts = TRANSFER_TEXTS;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{texts.what}</TableCell>
          <TableCell>{texts.reason}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same thing may be named twice with other reasons
          <TableRow key={index}>
            <TableCell sx={{ wordBreak: 'break-word' }}>{row.what}</TableCell>
            <TableCell>{row.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The dry run of an import: what it will create (counts, labels re-used), who each person of the file becomes in
 * the workspace, what cannot be imported and why, and what is changed to fit the product's rules.
 */
export function ImportReportView({ report, headingLevel = 'h2' }: ImportReportViewProps) {
  const texts = TRANSFER_TEXTS;
  return (
    <Stack spacing={2}>
      <SectionCard title={texts.toCreate} headingLevel={headingLevel} flush>
        <Table size="small" aria-label={texts.toCreate}>
          <TableBody>
            {COUNT_ORDER.map((key) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {texts.countLabels[key]}
                </TableCell>
                <TableCell align="right">{report.create[key]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </SectionCard>
      <SectionCard title={texts.peopleTitle} headingLevel={headingLevel} flush>
        {report.people.length === 0 ? (
          <Typography sx={{ p: 2 }} color="text.secondary">
            —
          </Typography>
        ) : (
          <Table size="small" aria-label={texts.peopleTitle}>
            <TableBody>
              {report.people.map((person) => (
                <TableRow key={person.email}>
                  <TableCell component="th" scope="row">
                    {person.name ? `${person.name} <${person.email}>` : person.email}
                  </TableCell>
                  <TableCell>
                    {person.outcome === 'member' ? (
                      <Chip
                        size="small"
                        color="success"
                        label={`${texts.member}: ${person.userName ?? ''}`}
                      />
                    ) : (
                      <Chip size="small" variant="outlined" label={texts.unassigned} />
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </SectionCard>
      <SectionCard title={texts.skippedTitle} headingLevel={headingLevel} flush>
        {report.skipped.length === 0 ? (
          <Typography sx={{ p: 2 }}>{texts.nothingSkipped}</Typography>
        ) : (
          <ReasonTable rows={report.skipped} label={texts.skippedTitle} />
        )}
      </SectionCard>
      {report.adjusted.length > 0 && (
        <SectionCard title={texts.adjustedTitle} headingLevel={headingLevel} flush>
          <ReasonTable rows={report.adjusted} label={texts.adjustedTitle} />
        </SectionCard>
      )}
    </Stack>
  );
}
