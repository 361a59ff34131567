import { AUTH_MESSAGES } from '@app/domain';
import { useToast } from '@app/ui';
import GoogleIcon from '@mui/icons-material/Google';
import MicrosoftIcon from '@mui/icons-material/Microsoft';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The second identity provider: announced, not offered yet (spec 2.5, 7.1). */
export const SECOND_PROVIDER = 'Microsoft';

export interface ProviderButtonsProps {
  /** Starts Google sign-in; without it only the second provider's button shows. */
  onGoogle?: () => void;
  googleBusy?: boolean;
  /** 'Sign in' or 'Sign up', to start each label. */
  verb: string;
}

/** The identity-provider buttons under an 'or' divider. */
export function ProviderButtons({ onGoogle, googleBusy = false, verb }: ProviderButtonsProps) {
  const { showToast } = useToast();
  return (
    <Stack spacing={1.5} sx={{ mt: 3 }}>
      <Divider>
        <Typography variant="body2" color="text.secondary">
          or
        </Typography>
      </Divider>
      {onGoogle ? (
        <Button
          variant="outlined"
          color="inherit"
          size="large"
          startIcon={<GoogleIcon />}
          onClick={onGoogle}
          loading={googleBusy}
          loadingPosition="start"
        >
          {verb} with Google
        </Button>
      ) : null}
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        startIcon={<MicrosoftIcon />}
        onClick={() =>
          showToast(`${SECOND_PROVIDER} sign-in is ${AUTH_MESSAGES.comingSoon}`, { variant: 'info' })
        }
      >
        {verb} with {SECOND_PROVIDER}
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
          ({AUTH_MESSAGES.comingSoon})
        </Typography>
      </Button>
    </Stack>
  );
}
