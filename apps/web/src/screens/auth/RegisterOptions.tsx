import { SCREEN_TEXTS } from '@app/domain';
import { ChoiceCard } from '@app/ui';
import ApartmentRoundedIcon from '@mui/icons-material/ApartmentRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_NAME } from '../../app/config';
import { paths } from '../../app/paths';
import { AuthHeading } from './AuthHeading';

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
        <ChoiceCard
          title="Individual"
          description="For personal productivity: your own projects, tasks and to-dos."
          features={['Projects and tasks', 'Calendar and quick to-dos', 'AI assistant']}
          href={paths.auth.register.href()}
          icon={<PersonRoundedIcon />}
        />
        <ChoiceCard
          title="Organization"
          description="For teams and companies: departments, roles, analytics and billing."
          features={[
            'Departments and teams',
            'Roles and user invitations',
            'Analytics, security and branding',
          ]}
          href={paths.auth.registerOrganization.href()}
          icon={<ApartmentRoundedIcon />}
          badge={SCREEN_TEXTS.mostPopular}
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
