import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { SectionHeading } from '../SectionHeading';

export interface FeatureItem {
  /** A decorative icon, e.g. an MUI icon element. */
  icon: React.ReactNode;
  title: string;
  description: string;
}

export interface FeatureGridProps {
  /** The anchor other links use to reach the section. */
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  features: FeatureItem[];
}

/** A section heading over a responsive grid of feature cards (one to four columns). */
export function FeatureGrid({ id = 'features', eyebrow, title, subtitle, features }: FeatureGridProps) {
  const headingId = `${id}-title`;
  return (
    <Box component="section" id={id} aria-labelledby={headingId} sx={{ py: { xs: 8, md: 12 } }}>
      <Container maxWidth="lg">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {features.map((feature) => (
            <li key={feature.title}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 44,
                      height: 44,
                      mb: 2,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: `rgba(${(theme.vars || theme).palette.primary.mainChannel} / 0.1)`,
                    })}
                  >
                    {feature.icon}
                  </Box>
                  <Typography variant="h3" sx={{ fontSize: '1.0625rem', mb: 1 }}>
                    {feature.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {feature.description}
                  </Typography>
                </CardContent>
              </Card>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
