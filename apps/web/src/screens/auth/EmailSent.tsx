import { AUTH_MESSAGES } from '@app/domain';
import MarkEmailReadRoundedIcon from '@mui/icons-material/MarkEmailReadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '../../app/paths';
import { AuthHeading } from './AuthHeading';

/** The reset link's generic confirmation (spec 2.5): it never says whether the account exists. */
export function EmailSent() {
  return (
    <>
      <AuthHeading
        title="Check your email"
        subtitle={AUTH_MESSAGES.resetLinkSent}
        align="center"
        icon={
          <Box
            aria-hidden
            sx={{
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            <MarkEmailReadRoundedIcon />
          </Box>
        }
      />
      <Stack spacing={2} sx={{ textAlign: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          The link is valid for one hour and works once. Remember to look in your spam folder too.
        </Typography>
        <Button href={paths.auth.login.href()} variant="contained" size="large">
          Back to sign in
        </Button>
        <Typography variant="body2" color="text.secondary">
          Nothing arrived?{' '}
          <Link href={paths.auth.forgotPassword.href()} sx={{ fontWeight: 600 }}>
            Send another link
          </Link>
        </Typography>
      </Stack>
    </>
  );
}
