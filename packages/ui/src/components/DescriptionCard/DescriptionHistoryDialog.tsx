import { plainToRichText, type RichTextDoc } from '@app/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RichTextView, type RichTextViewProps } from '../RichText';

/** One saved version of a description. */
export interface DescriptionVersionItem {
  _id: string;
  doc: RichTextDoc | null;
  text: string;
  editedBy: { name: string } | null;
  createdAt: string;
}

export interface DescriptionHistoryDialogProps {
  open: boolean;
  /** Newest first. */
  versions: readonly DescriptionVersionItem[];
  loading?: boolean;
  error?: string;
  onClose: () => void;
  imageUrl?: (attachmentId: string) => string | undefined;
  mentionHref?: RichTextViewProps['mentionHref'];
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Who changed a description when, and each version as it read then. */
export function DescriptionHistoryDialog({
  open,
  versions,
  loading = false,
  error,
  onClose,
  imageUrl,
  mentionHref,
}: DescriptionHistoryDialogProps) {
  const [selectedId, setSelectedId] = useState<string>();
  const selected = versions.find((version) => version._id === selectedId) ?? versions[0];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="description-history-title">
      <DialogTitle id="description-history-title">Description history</DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '240px 1fr' } }}
      >
        {loading ? (
          <Box role="status" aria-label="Loading history">
            <Skeleton />
            <Skeleton />
          </Box>
        ) : error ? (
          <Typography color="error">{error}</Typography>
        ) : versions.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            The description has not been changed yet.
          </Typography>
        ) : (
          <>
            <List
              dense
              component="nav"
              aria-label="Versions"
              sx={{ borderRight: { sm: 1 }, borderColor: { sm: 'divider' } }}
            >
              {versions.map((version) => (
                <ListItemButton
                  key={version._id}
                  selected={version._id === selected?._id}
                  aria-current={version._id === selected?._id ? 'true' : undefined}
                  onClick={() => setSelectedId(version._id)}
                >
                  <ListItemText
                    primary={version.editedBy?.name ?? 'Someone no longer here'}
                    secondary={when.format(new Date(version.createdAt))}
                  />
                </ListItemButton>
              ))}
            </List>
            <Box sx={{ minWidth: 0 }}>
              {selected ? (
                selected.text || selected.doc ? (
                  <RichTextView
                    doc={selected.doc ?? plainToRichText(selected.text)}
                    imageUrl={imageUrl}
                    mentionHref={mentionHref}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    The description was emptied.
                  </Typography>
                )
              ) : null}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
