import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export interface LoadingScreenProps {
  /** The text shown under the spinner and announced to assistive technology. */
  label?: string;
  /** Fill the whole viewport (start-up, session check) instead of the space of the parent. */
  fullPage?: boolean;
}

/** A centred spinner with a visible label, announced politely as a status. */
export function LoadingScreen({ label = 'Loading...', fullPage = false }: LoadingScreenProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        width: '100%',
        minHeight: fullPage ? '100dvh' : 240,
        py: 6,
        bgcolor: fullPage ? 'background.default' : undefined,
      }}
    >
      {/* The label below already names the status; the spinner itself is decoration. */}
      <CircularProgress aria-hidden size={40} thickness={4} />
      <Typography variant="body1" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
