import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import type { LandingAction } from '../HeroSection';
import { SectionHeading } from '../SectionHeading';

export interface AudienceItem {
  /** A decorative icon, e.g. an MUI icon element. */
  icon?: React.ReactNode;
  title: string;
  description: string;
  /** What this audience gets, one short line each. */
  points: string[];
  action: LandingAction;
  /** Draws the card in the primary colour with a badge (e.g. 'Most Popular'). */
  badge?: string;
}

export interface AudienceSectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  audiences: AudienceItem[];
}

/** Side-by-side cards for who the product is for (e.g. individuals and organizations), each with its own call. */
export function AudienceSection({
  id = 'audiences',
  eyebrow,
  title,
  subtitle,
  audiences,
}: AudienceSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 8, md: 12 }, bgcolor: 'background.paper', borderBlock: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: {
              xs: '1fr',
              md: `repeat(${Math.min(audiences.length, 3)}, minmax(0, 1fr))`,
            },
            maxWidth: audiences.length < 3 ? 960 : undefined,
            mx: 'auto',
          }}
        >
          {audiences.map((audience) => (
            <Card
              key={audience.title}
              component="article"
              sx={{
                height: '100%',
                position: 'relative',
                borderWidth: audience.badge ? 2 : 1,
                borderColor: audience.badge ? 'primary.main' : 'divider',
              }}
            >
              <CardContent
                sx={{ p: { xs: 3, md: 4 }, height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
                  {audience.icon ? (
                    <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
                      {audience.icon}
                    </Box>
                  ) : null}
                  <Typography variant="h3" sx={{ fontSize: '1.375rem' }}>
                    {audience.title}
                  </Typography>
                  {audience.badge ? <Chip label={audience.badge} color="primary" size="small" /> : null}
                </Stack>
                <Typography color="text.secondary" sx={{ mb: 3 }}>
                  {audience.description}
                </Typography>
                <Stack
                  component="ul"
                  spacing={1.25}
                  sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, flexGrow: 1 }}
                >
                  {audience.points.map((point) => (
                    <Stack
                      component="li"
                      key={point}
                      direction="row"
                      spacing={1.25}
                      sx={{ alignItems: 'flex-start' }}
                    >
                      <CheckRoundedIcon aria-hidden fontSize="small" color="primary" sx={{ mt: '2px' }} />
                      <Typography variant="body2">{point}</Typography>
                    </Stack>
                  ))}
                </Stack>
                <Button
                  href={audience.action.href}
                  variant={audience.badge ? 'contained' : 'outlined'}
                  size="large"
                  fullWidth
                >
                  {audience.action.label}
                </Button>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
