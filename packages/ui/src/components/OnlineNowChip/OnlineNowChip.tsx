import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { LazyTooltip } from '../LazyTooltip/LazyTooltip';

export interface OnlineNowChipProps {
  /** The names of the people who have the page open now, the viewer left out or not as the page decides. */
  names: readonly string[];
}

/** Who has the page open now: '2 online', the names in a tooltip and the chip's description. Nothing for none. */
export function OnlineNowChip({ names }: OnlineNowChipProps) {
  if (names.length === 0) return null;
  const list = names.join(', ');
  return (
    <LazyTooltip title={list} describeChild>
      <Chip
        size="small"
        variant="outlined"
        color="success"
        icon={<CircleIcon sx={{ fontSize: 10 }} />}
        label={`${names.length} online`}
      />
    </LazyTooltip>
  );
}
