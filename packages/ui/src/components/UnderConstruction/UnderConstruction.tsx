import ConstructionRoundedIcon from '@mui/icons-material/ConstructionRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface UnderConstructionProps {
  /** The screen's title, as the finished screen will show it. */
  title: string;
  /** What the screen will do once it is built. */
  description?: string;
  /** Where the way-back link goes. */
  homeHref?: string;
  /** The way-back link's text. */
  homeLabel?: string;
  /** Drop the card frame when the page already sits in one (e.g. the auth layout). */
  embedded?: boolean;
}

/** The honest placeholder for a screen a later release builds: says so and offers a way back. */
export function UnderConstruction({
  title,
  description,
  homeHref = '/',
  homeLabel = 'Back to home',
  embedded = false,
}: UnderConstructionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ p: embedded ? 0 : { xs: 2, sm: 4 } }}>
      <Paper
        variant="outlined"
        sx={{
          maxWidth: 560,
          mx: 'auto',
          p: embedded ? 0 : { xs: 3, sm: 5 },
          border: embedded ? 0 : undefined,
          bgcolor: embedded ? 'transparent' : undefined,
          textAlign: 'center',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2,
        }}
      >
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.hover',
            color: 'primary.main',
          }}
        >
          <ConstructionRoundedIcon fontSize="large" />
        </Box>
        <Typography id={headingId} variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">This screen is not built yet.</Typography>
        {description ? <Typography color="text.secondary">{description}</Typography> : null}
        <Button variant="contained" href={homeHref} sx={{ mt: 1 }}>
          {homeLabel}
        </Button>
      </Paper>
    </Box>
  );
}
