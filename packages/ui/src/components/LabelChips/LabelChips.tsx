import type { TaskLabel } from '@app/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { LazyTooltip } from '../LazyTooltip';
import { labelTint } from './labelColor';

export interface LabelChipsProps {
  labels: readonly TaskLabel[];
  /** Labels shown by name; the rest are one '+N' chip that names them. Defaults to 3. */
  max?: number;
  size?: 'small' | 'medium';
}

/** A label's colour as the dot at the start of its chip. */
export function LabelDot({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        width: 8,
        height: 8,
        borderRadius: '50%',
        flexShrink: 0,
        bgcolor: color,
        // Chip's icon margins are sized for 18 px icons. One class more than Chip's own rule:
        // with equal weight, the order the two were inserted in would decide.
        '&&&': { ml: 1, mr: -0.25 },
      }}
    />
  );
}

/** One label: its name on a tint of its colour, with a dot of the colour itself. */
export function LabelChip({ label, size = 'small' }: { label: TaskLabel; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={size}
      label={label.name}
      icon={<LabelDot color={label.color} />}
      sx={(theme) => ({
        maxWidth: 160,
        color: (theme.vars || theme).palette.text.primary,
        bgcolor: labelTint(theme, label.color),
      })}
    />
  );
}

/**
 * A task's labels as small chips (read as 'Labels: Bug, Frontend') in their colours: the first `max` by name, the rest as a '+N' chip whose
 * tooltip (and text for screen readers) names them. The chips are not controls, so a list of tasks gets no tab
 * stop per label. Renders nothing without labels.
 */
export function LabelChips({ labels, max = 3, size = 'small' }: LabelChipsProps) {
  if (labels.length === 0) return null;
  const shown = labels.slice(0, Math.max(0, max));
  const rest = labels.slice(shown.length);
  const restNames = rest.map((label) => label.name).join(', ');
  // The list has no name of its own: inside a card read as one button, a name would replace the labels' text.
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box component="span" sx={visuallyHidden}>
        {'Labels: '}
      </Box>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', m: 0, p: 0, minWidth: 0 }}
      >
        {shown.map((label) => (
          <Box component="li" key={label._id} sx={{ display: 'flex', minWidth: 0 }}>
            <LabelChip label={label} size={size} />
          </Box>
        ))}
        {rest.length > 0 ? (
          <Box component="li" sx={{ display: 'flex' }}>
            <LazyTooltip title={restNames} describeChild>
              <Chip
                size={size}
                variant="outlined"
                label={
                  <>
                    <span aria-hidden>{`+${rest.length}`}</span>
                    <Box component="span" sx={visuallyHidden}>
                      {`${rest.length} more: ${restNames}`}
                    </Box>
                  </>
                }
              />
            </LazyTooltip>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
