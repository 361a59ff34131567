import { type AccessDecision, accessExplanation, SCREEN_TEXTS } from '@app/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type * as React from 'react';
import { AccessCard } from '../AccessCard';
import { LazyTooltip } from '../LazyTooltip';

/** How content the user may not use is shown: not at all, disabled with an explanation, or as a card. */
export type AccessGateMode = 'hide' | 'disable' | 'card';

export interface AccessGateProps {
  /** The decision of `checkAccess` (@app/domain) for the signed-in user. */
  decision: AccessDecision;
  mode?: AccessGateMode;
  children: React.ReactNode;
  /** 'Upgrade Now' (an 'upgrade' decision): leads to billing. */
  onUpgrade?: () => void;
  /** 'Go Back' on the 'Access Denied' card. */
  onGoBack?: () => void;
}

/**
 * The access wrapper's look (spec 6.5): the content when the decision is 'ok'; otherwise nothing ('hide'), the
 * content disabled with the reason in a tooltip and a notice above it ('disable'), or the 'Access Restricted',
 * 'Access Denied' or 'Upgrade Required' card ('card').
 */
export function AccessGate({ decision, mode = 'card', children, onUpgrade, onGoBack }: AccessGateProps) {
  if (decision.kind === 'ok') return <>{children}</>;
  if (mode === 'hide') return null;
  if (mode === 'card') {
    if (decision.kind === 'upgrade') return <AccessCard variant="upgrade" onUpgrade={onUpgrade} />;
    if (decision.kind === 'denied') return <AccessCard variant="denied" onGoBack={onGoBack} />;
    return <AccessCard variant="restricted" requiredRoles={decision.roles} />;
  }
  const explanation = accessExplanation(decision);
  return (
    <Box>
      <Alert
        severity={decision.kind === 'upgrade' ? 'info' : 'warning'}
        sx={{ mb: 2 }}
        action={
          decision.kind === 'upgrade' && onUpgrade ? (
            <Button color="inherit" size="small" onClick={onUpgrade}>
              {SCREEN_TEXTS.upgradeNow}
            </Button>
          ) : undefined
        }
      >
        {explanation}
      </Alert>
      <LazyTooltip title={explanation} followCursor>
        <Box role="group" aria-disabled="true" sx={{ cursor: 'not-allowed' }}>
          {/* inert: nothing inside can be focused, clicked or typed into, and assistive technology skips it. */}
          <Box inert sx={{ opacity: 0.55, filter: 'grayscale(0.4)' }}>
            {children}
          </Box>
        </Box>
      </LazyTooltip>
    </Box>
  );
}
