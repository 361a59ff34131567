import { ASSISTANT_LIST_SIZES, type QuickActionsData } from '@app/domain';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ResultCard } from './ResultCard';

export interface QuickActionsResultProps {
  data: QuickActionsData;
  /** Called with the action's command (the host sends it and reports a `suggestion_used` event). */
  onQuickAction: (command: string) => void;
  /** Disables the actions, e.g. while a request is in flight. */
  disabled?: boolean;
}

/** The `display_quick_actions` result: at most 4 buttons, each running its command. */
export function QuickActionsResult({ data, onQuickAction, disabled = false }: QuickActionsResultProps) {
  const actions = data.quickActions.slice(0, ASSISTANT_LIST_SIZES.quickActions);
  if (actions.length === 0) return null;
  return (
    <ResultCard title="Quick actions">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 0.75 }}>
        {actions.map((action) => (
          <Button
            // The theme's focus ring marks keyboard focus; the pulsing focus ripple would drop the label's contrast.
            disableFocusRipple
            key={`${action.command}-${action.label}`}
            variant="outlined"
            size="small"
            disabled={disabled}
            onClick={() => onQuickAction(action.command)}
            startIcon={<BoltRoundedIcon aria-hidden />}
            sx={{ justifyContent: 'flex-start', textAlign: 'left', lineHeight: 1.3 }}
          >
            {action.label}
          </Button>
        ))}
      </Box>
    </ResultCard>
  );
}
