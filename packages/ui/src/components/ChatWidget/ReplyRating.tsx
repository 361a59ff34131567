import type { ChatReplyRating, ChatReplyRatingState } from '@app/domain';
import ThumbDownOutlinedIcon from '@mui/icons-material/ThumbDownOutlined';
import ThumbDownRoundedIcon from '@mui/icons-material/ThumbDownRounded';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import ThumbUpRoundedIcon from '@mui/icons-material/ThumbUpRounded';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { CHAT_WIDGET_LABELS } from './labels';

export interface ReplyRatingProps {
  /**
   * The reply's rating: the thumb pressed. A rating that failed to send has already gone back to the last one the
   * server took; spec 8.7 has feedback failures only logged, so nothing else shows.
   */
  state: ChatReplyRatingState | undefined;
  /** Called with a thumb that is not already pressed (a reply takes one rating; another one replaces it). */
  onRate: (rating: ChatReplyRating) => void;
}

const THUMBS = [
  {
    rating: 'helpful',
    label: CHAT_WIDGET_LABELS.helpful,
    Pressed: ThumbUpRoundedIcon,
    Unpressed: ThumbUpOutlinedIcon,
  },
  {
    rating: 'not_helpful',
    label: CHAT_WIDGET_LABELS.notHelpful,
    Pressed: ThumbDownRoundedIcon,
    Unpressed: ThumbDownOutlinedIcon,
  },
] as const;

/** Thumbs up and down under a stored reply: toggle buttons (aria-pressed), one pressed at most. */
export function ReplyRating({ state, onRate }: ReplyRatingProps) {
  const current = state?.rating ?? null;
  return (
    <Stack direction="row" role="group" aria-label={CHAT_WIDGET_LABELS.rateReply}>
      {THUMBS.map(({ rating, label, Pressed, Unpressed }) => {
        const pressed = current === rating;
        return (
          <IconButton
            key={rating}
            size="small"
            aria-label={label}
            aria-pressed={pressed}
            onClick={() => {
              if (!pressed) onRate(rating);
            }}
            sx={(theme) => {
              const palette = (theme.vars || theme).palette;
              return { p: 0.5, color: pressed ? palette.primary.main : palette.text.secondary };
            }}
          >
            {pressed ? <Pressed sx={{ fontSize: 16 }} /> : <Unpressed sx={{ fontSize: 16 }} />}
          </IconButton>
        );
      })}
    </Stack>
  );
}
