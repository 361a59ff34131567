import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';

/** A file format the figures can be downloaded in. */
export interface ExportFormat<F extends string = string> {
  /** e.g. 'csv'. */
  format: F;
  /** The button's text, e.g. 'Export CSV'. */
  label: string;
}

export interface ExportButtonsProps<F extends string = string> {
  formats: readonly ExportFormat<F>[];
  /** Called with the format whose button was pressed; the caller fetches and saves the file. */
  onExport: (format: F) => void;
  /** The format being downloaded: its button shows a spinner, and every button waits. */
  busyFormat?: F | null;
  /** The group's accessible name. */
  label?: string;
  disabled?: boolean;
}

/** Download buttons, one per format (CSV, XLSX…), in a named group; busy while a file is on its way. */
export function ExportButtons<F extends string>({
  formats,
  onExport,
  busyFormat = null,
  label = 'Export',
  disabled = false,
}: ExportButtonsProps<F>) {
  return (
    <Stack role="group" aria-label={label} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {formats.map((item) => (
        <Button
          key={item.format}
          variant="outlined"
          startIcon={
            busyFormat === item.format ? (
              <CircularProgress size={16} color="inherit" aria-hidden />
            ) : (
              <FileDownloadOutlinedIcon />
            )
          }
          disabled={disabled || busyFormat !== null}
          aria-busy={busyFormat === item.format || undefined}
          onClick={() => onExport(item.format)}
        >
          {item.label}
        </Button>
      ))}
    </Stack>
  );
}
