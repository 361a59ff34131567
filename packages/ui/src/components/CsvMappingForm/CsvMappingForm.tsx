import {
  CSV_MAPPING_FIELDS,
  type CsvColumn,
  type CsvMapping,
  SCREEN_TEXTS,
  TRANSFER_TEXTS,
} from '@app/domain';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { SectionCard } from '../SectionCard';

export interface CsvMappingFormProps {
  /** The file's columns with a few of their values. */
  columns: CsvColumn[];
  /** The mapping in use (the suggested one at first). */
  mapping: CsvMapping;
  /** Applies a mapping (the dry run is made again); reject with an Error carrying the server's message. */
  onApply: (mapping: CsvMapping) => Promise<unknown>;
  headingLevel?: 'h2' | 'h3';
}

const NONE = '';

/** The CSV import's mapping step: for each task field, the column that fills it (with a sample of its values). */
export function CsvMappingForm({ columns, mapping, onApply, headingLevel = 'h2' }: CsvMappingFormProps) {
  const texts = TRANSFER_TEXTS;
  const id = useId();
  const [draft, setDraft] = useState<CsvMapping>(mapping);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => setDraft(mapping), [mapping]);

  const apply = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await onApply(draft);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message ? failure.message : SCREEN_TEXTS.somethingWentWrong,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={texts.mappingTitle} subtitle={texts.mappingHelp} headingLevel={headingLevel}>
      <Stack spacing={2}>
        {CSV_MAPPING_FIELDS.map((field) => {
          const labelId = `${id}-${field}`;
          const column = columns.find((candidate) => candidate.name === draft[field]);
          return (
            <Stack
              key={field}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <FormControl size="small" sx={{ minWidth: 240 }}>
                <InputLabel id={labelId}>{texts.fieldLabels[field]}</InputLabel>
                <Select
                  labelId={labelId}
                  label={texts.fieldLabels[field]}
                  value={draft[field] ?? NONE}
                  onChange={(event) =>
                    setDraft((current) => ({
                      ...current,
                      [field]: event.target.value === NONE ? null : event.target.value,
                    }))
                  }
                >
                  <MenuItem value={NONE}>{texts.noColumn}</MenuItem>
                  {columns.map((candidate) => (
                    <MenuItem key={candidate.name} value={candidate.name}>
                      {candidate.name}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                {column?.sample.join(' · ') ?? ''}
              </Typography>
            </Stack>
          );
        })}
        {error && (
          <Typography role="alert" color="error">
            {error}
          </Typography>
        )}
        <div>
          <Button variant="contained" onClick={apply} disabled={busy}>
            {texts.applyMapping}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
