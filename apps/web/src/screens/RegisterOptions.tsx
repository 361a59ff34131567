import { SCREEN_TEXTS } from '@app/domain';
import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type * as React from 'react';
import { useId } from 'react';
import { APP_NAME } from '../app/config';
import { paths } from '../app/paths';
import { AuthHeading } from './auth/AuthHeading';

interface AccountChoiceProps {
  title: string;
  description: string;
  features: string[];
  href: string;
  icon: React.ReactNode;
  highlighted?: boolean;
}

function AccountChoice({
  title,
  description,
  features,
  href,
  icon,
  highlighted = false,
}: AccountChoiceProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const badgeId = `${id}-badge`;
  const descriptionId = `${id}-description`;
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        flex: 1,
        position: 'relative',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? (theme.vars || theme).palette.primary.main : undefined,
      })}
    >
      <CardActionArea
        href={href}
        // Named by its title (and badge), described by the rest: a short name for a link that holds a list.
        aria-labelledby={highlighted ? `${titleId} ${badgeId}` : titleId}
        aria-describedby={descriptionId}
        sx={{ height: '100%', p: 3 }}
      >
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
            {highlighted ? (
              <Chip id={badgeId} label={SCREEN_TEXTS.mostPopular} color="primary" size="small" />
            ) : null}
          </Stack>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Box id={descriptionId}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {description}
            </Typography>
            <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {features.map((feature) => (
                <Stack component="li" key={feature} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <CheckRoundedIcon aria-hidden fontSize="small" color="success" />
                  <Typography variant="body2">{feature}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Stack>
      </CardActionArea>
    </Card>
  );
}

/** Choose an account type (spec 2.5): Individual or Organization, the latter marked 'Most Popular'. */
export function RegisterOptions() {
  return (
    <>
      <AuthHeading
        title="Create your account"
        subtitle={`Choose how you want to use ${APP_NAME}.`}
        align="center"
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <AccountChoice
          title="Individual"
          description="For personal productivity: your own projects, tasks and to-dos."
          features={['Projects and tasks', 'Calendar and quick to-dos', 'AI assistant']}
          href={paths.auth.register.href()}
          icon={<PersonRoundedIcon />}
        />
        <AccountChoice
          title="Organization"
          description="For teams and companies: departments, roles, analytics and billing."
          features={[
            'Departments and teams',
            'Roles and user invitations',
            'Analytics, security and branding',
          ]}
          href={paths.auth.registerOrganization.href()}
          icon={<ApartmentRoundedIcon />}
          highlighted
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
        Already have an account?{' '}
        <Link href={paths.auth.login.href()} sx={{ fontWeight: 600 }}>
          Sign in
        </Link>
      </Typography>
    </>
  );
}
