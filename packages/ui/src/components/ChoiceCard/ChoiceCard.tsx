import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';

export interface ChoiceCardProps {
  /** The option's name: the card's heading and the link's name. */
  title: string;
  description: string;
  /** What the option includes, one line each with a check mark. */
  features?: readonly string[];
  /** Where choosing it leads. */
  href: string;
  /** A decorative icon in a coloured tile. */
  icon: React.ReactNode;
  /** A badge that marks the recommended option ('Most Popular'), with a stronger border. */
  badge?: string;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * One of a few options to choose between (an account type on sign-up). The title is the link, named by what it
 * shows and described by the card's text; the link's area stretches over the whole card, so a click anywhere on
 * it chooses the option.
 */
export function ChoiceCard({
  title,
  description,
  features = [],
  href,
  icon,
  badge,
  headingLevel = 'h2',
}: ChoiceCardProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        flex: 1,
        position: 'relative',
        borderWidth: badge ? 2 : 1,
        borderColor: badge ? (theme.vars || theme).palette.primary.main : undefined,
        '&:hover': { borderColor: (theme.vars || theme).palette.primary.main },
        '&:focus-within': {
          outline: `2px solid ${(theme.vars || theme).palette.primary.main}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box sx={{ height: '100%', p: 3 }}>
        <Stack spacing={2} sx={{ height: '100%' }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Box
              aria-hidden
              sx={{
                width: 48,
                height: 48,
                borderRadius: 2,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              {icon}
            </Box>
            {badge ? <Chip label={badge} color="primary" size="small" /> : null}
          </Stack>
          <Typography variant="h6" component={headingLevel} sx={{ fontWeight: 700 }}>
            <Link
              href={href}
              aria-describedby={descriptionId}
              color="inherit"
              underline="none"
              // The link's box covers the card: the whole card is the target, the link's name stays the title.
              sx={{
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {title}
            </Link>
          </Typography>
          <Box id={descriptionId}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: features.length ? 1.5 : 0 }}>
              {description}
            </Typography>
            {features.length ? (
              <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {features.map((feature) => (
                  <Stack
                    component="li"
                    key={feature}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center' }}
                  >
                    <CheckRoundedIcon aria-hidden fontSize="small" color="success" />
                    <Typography variant="body2">{feature}</Typography>
                  </Stack>
                ))}
              </Stack>
            ) : null}
          </Box>
        </Stack>
      </Box>
    </Card>
  );
}
