import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import type { MentionOption } from './types';

export interface MentionMenuState {
  trigger: '@' | '#';
  items: MentionOption[];
  query: string;
  rect: DOMRect | null;
  active: number;
  command: (item: MentionOption) => void;
}

/**
 * The popup of '@' and '#' while typing: the editor keeps the focus and drives it (arrows, Enter, Tab, Escape),
 * so it is a listbox referenced by the active option, as a combobox's popup is.
 */
export function MentionMenu({
  state,
  onPick,
}: {
  state: MentionMenuState | null;
  onPick: (item: MentionOption) => void;
}) {
  const rect = state?.rect;
  const anchor = rect ? { getBoundingClientRect: () => rect, nodeType: 1 } : null;
  return (
    <Popper
      open={Boolean(state && anchor)}
      anchorEl={anchor as never}
      placement="bottom-start"
      sx={{ zIndex: 1500 }}
    >
      <Paper elevation={6} sx={{ minWidth: 220, maxWidth: 320, py: 0.5 }}>
        {state && state.items.length > 0 ? (
          <div
            role="listbox"
            aria-label={state.trigger === '@' ? 'People to mention' : 'Tasks and projects to link'}
          >
            {state.items.map((item, index) => (
              <Typography
                key={item.id}
                component="div"
                role="option"
                aria-selected={index === state.active}
                variant="body2"
                onMouseDown={(event) => {
                  // Keep the editor's focus and selection: the pick happens on the press.
                  event.preventDefault();
                  onPick(item);
                }}
                sx={{
                  px: 1.5,
                  py: 0.75,
                  cursor: 'pointer',
                  bgcolor: index === state.active ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                }}
              >
                {item.label}
                {item.detail ? (
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                    {item.detail}
                  </Typography>
                ) : null}
              </Typography>
            ))}
          </div>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5, py: 0.75 }}>
            {state?.trigger === '#' ? 'No matching task or project' : 'Nobody who can see this task matches'}
          </Typography>
        )}
      </Paper>
    </Popper>
  );
}
