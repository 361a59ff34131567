import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AttachmentItem } from './attachmentFiles';

export interface AttachmentPreviewDialogProps {
  /** The files that can be previewed, in the panel's order; `index` is the one shown. */
  items: readonly AttachmentItem[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** A large view of an image, with the previous and next image (buttons and the arrow keys) and a download link. */
export function AttachmentPreviewDialog({
  items,
  index,
  onIndexChange,
  onClose,
}: AttachmentPreviewDialogProps) {
  const item = index === null ? undefined : items[index];
  const step = (delta: number) => {
    if (index === null || items.length < 2) return;
    onIndexChange((index + delta + items.length) % items.length);
  };
  return (
    <Dialog
      open={Boolean(item)}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      aria-labelledby="attachment-preview-title"
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1);
        if (event.key === 'ArrowLeft') step(-1);
      }}
    >
      {item ? (
        <>
          <DialogTitle id="attachment-preview-title" sx={{ pr: 7, overflowWrap: 'anywhere' }}>
            {item.name}
            <IconButton
              aria-label="Close preview"
              onClick={onClose}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseRoundedIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers sx={{ p: 0, bgcolor: 'action.hover' }}>
            <Box
              component="img"
              src={item.url}
              alt={item.name}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', objectFit: 'contain' }}
            />
          </DialogContent>
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center' }}>
            {items.length > 1 ? (
              <>
                <IconButton aria-label="Previous file" onClick={() => step(-1)}>
                  <ChevronLeftRoundedIcon />
                </IconButton>
                <Typography variant="body2" color="text.secondary">
                  {(index ?? 0) + 1} of {items.length}
                </Typography>
                <IconButton aria-label="Next file" onClick={() => step(1)}>
                  <ChevronRightRoundedIcon />
                </IconButton>
              </>
            ) : null}
            <Box sx={{ flex: 1 }} />
            <Button href={item.url} download={item.name} startIcon={<DownloadRoundedIcon />}>
              Download
            </Button>
          </Stack>
        </>
      ) : null}
    </Dialog>
  );
}
