import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { LandingAction } from '../HeroSection';

export interface CallToActionProps {
  headline: string;
  description?: string;
  primaryAction: LandingAction;
  secondaryAction?: LandingAction;
}

/** A closing band in the primary colour with one or two calls to action. */
export function CallToAction({ headline, description, primaryAction, secondaryAction }: CallToActionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Stack
          spacing={3}
          sx={{
            alignItems: 'center',
            textAlign: 'center',
            px: { xs: 3, md: 8 },
            py: { xs: 6, md: 8 },
            borderRadius: 4,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {headline}
          </Typography>
          {description ? (
            <Typography sx={{ maxWidth: 640, fontSize: '1.0625rem', color: 'inherit' }}>
              {description}
            </Typography>
          ) : null}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ width: { xs: '100%', sm: 'auto' } }}
          >
            {/* Inverted colours keep both buttons readable on the primary band, whatever the branding. */}
            <Button
              href={primaryAction.href}
              size="large"
              variant="contained"
              sx={{
                bgcolor: 'primary.contrastText',
                color: 'primary.main',
                '&:hover': { bgcolor: 'primary.contrastText', opacity: 0.92 },
              }}
            >
              {primaryAction.label}
            </Button>
            {secondaryAction ? (
              <Button
                href={secondaryAction.href}
                size="large"
                variant="outlined"
                sx={{
                  color: 'inherit',
                  borderColor: 'currentColor',
                  '&:hover': { borderColor: 'currentColor' },
                }}
              >
                {secondaryAction.label}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
