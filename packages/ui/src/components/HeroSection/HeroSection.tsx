import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { ProductPreview } from './ProductPreview';

/** A labelled link rendered as a button (calls to action on landing sections). */
export interface LandingAction {
  label: string;
  href: string;
}

export interface HeroSectionProps {
  /** A short line above the headline. */
  eyebrow?: string;
  headline: string;
  subheadline: string;
  primaryAction: LandingAction;
  secondaryAction?: LandingAction;
  /** Short reassurances under the calls to action. */
  highlights?: string[];
  /** The illustration beside the text; a drawing of the product by default. */
  preview?: React.ReactNode;
}

/** The opening band of the landing page: the page's only `h1`, two calls to action and a product preview. */
export function HeroSection({
  eyebrow,
  headline,
  subheadline,
  primaryAction,
  secondaryAction,
  highlights = [],
  preview,
}: HeroSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={(theme) => ({
        position: 'relative',
        overflow: 'hidden',
        py: { xs: 6, md: 10 },
        backgroundImage: `radial-gradient(ellipse 80% 60% at 70% 0%, rgba(${(theme.vars || theme).palette.primary.mainChannel} / 0.12), transparent)`,
      })}
    >
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.1fr)' },
            gap: { xs: 6, md: 8 },
            alignItems: 'center',
          }}
        >
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            {eyebrow ? <Chip label={eyebrow} color="primary" variant="outlined" /> : null}
            <Typography
              id={headingId}
              variant="h1"
              sx={{ fontSize: { xs: '2.25rem', sm: '2.75rem', md: '3.25rem' } }}
            >
              {headline}
            </Typography>
            <Typography
              color="text.secondary"
              sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, lineHeight: 1.6 }}
            >
              {subheadline}
            </Typography>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              <Button variant="contained" size="large" href={primaryAction.href}>
                {primaryAction.label}
              </Button>
              {secondaryAction ? (
                <Button variant="outlined" size="large" href={secondaryAction.href}>
                  {secondaryAction.label}
                </Button>
              ) : null}
            </Stack>
            {highlights.length > 0 ? (
              <Stack
                component="ul"
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 1, sm: 2.5 }}
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {highlights.map((highlight) => (
                  <Stack
                    component="li"
                    key={highlight}
                    direction="row"
                    spacing={0.75}
                    sx={{ alignItems: 'center' }}
                  >
                    <CheckCircleRoundedIcon aria-hidden fontSize="small" color="success" />
                    <Typography variant="body2" color="text.secondary">
                      {highlight}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            ) : null}
          </Stack>
          <Box>{preview ?? <ProductPreview />}</Box>
        </Box>
      </Container>
    </Box>
  );
}
