import type { DomainAvailability } from '@app/domain';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import ErrorRoundedIcon from '@mui/icons-material/ErrorRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface DomainAvailabilityStatusProps {
  /** What the live check says about the domain in the field. */
  availability: DomainAvailability;
  /** Called with a free alternative the user picked. */
  onSuggestion: (domain: string) => void;
  /** For the field's `aria-describedby`. */
  id?: string;
}

/**
 * The line under a domain field with its live check (spec 4.4): checking, available, or taken with the reason
 * and each free alternative as a button; announced politely as it changes.
 */
export function DomainAvailabilityStatus({ availability, onSuggestion, id }: DomainAvailabilityStatusProps) {
  return (
    <Box id={id} role="status" aria-live="polite" sx={{ minHeight: 24, mt: 1 }}>
      {availability.kind === 'checking' ? (
        <Typography variant="body2" color="text.secondary">
          Checking availability...
        </Typography>
      ) : null}
      {availability.kind === 'available' ? (
        <Typography
          variant="body2"
          sx={(theme) => ({
            fontWeight: 500,
            color: (theme.vars || theme).palette.success.dark,
            ...theme.applyStyles('dark', { color: (theme.vars || theme).palette.success.light }),
          })}
        >
          {availability.message}
        </Typography>
      ) : null}
      {availability.kind === 'failed' ? (
        <Typography variant="body2" color="error">
          {availability.error}
        </Typography>
      ) : null}
      {availability.kind === 'taken' ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="error">
            {availability.error}
          </Typography>
          {availability.suggestions.length > 0 ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">
                Available instead:
              </Typography>
              {availability.suggestions.map((suggestion) => (
                <Chip
                  key={suggestion}
                  label={suggestion}
                  variant="outlined"
                  size="small"
                  onClick={() => onSuggestion(suggestion)}
                  aria-label={`Use ${suggestion}`}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Box>
  );
}

export interface DomainAvailabilityAdornmentProps {
  availability: DomainAvailability;
}

/** The domain field's end adornment: a spinner while checking, a tick when available, a mark otherwise. */
export function DomainAvailabilityAdornment({ availability }: DomainAvailabilityAdornmentProps) {
  const { kind } = availability;
  if (kind === 'idle') return null;
  return (
    <InputAdornment position="end">
      {kind === 'checking' ? <CircularProgress size={18} aria-hidden /> : null}
      {kind === 'available' ? <CheckCircleRoundedIcon color="success" aria-hidden /> : null}
      {kind === 'taken' || kind === 'failed' ? <ErrorRoundedIcon color="error" aria-hidden /> : null}
    </InputAdornment>
  );
}
