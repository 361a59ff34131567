import { ATTACHMENT_PREVIEW_MESSAGES } from '@app/domain';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import OpenInNewRoundedIcon from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { type AttachmentItem, isPdf } from './attachmentFiles';
import { pdfPageForKey } from './pdfPages';

// pdf.js (a 115 KB gzip chunk, then its 285 KB gzip worker) loads the first time someone opens a PDF, never with
// the page.
const PdfPreview = lazy(() => import('./PdfPreview'));

export interface AttachmentPreviewDialogProps {
  /** The files that can be previewed, in the panel's order; `index` is the one shown. */
  items: readonly AttachmentItem[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A large view of an image, or a PDF drawn page by page in the app (PdfPreview), with the previous and next file,
 * a link that opens the file in a new tab and a download link. The arrow keys move between images; on a PDF they,
 * Page Up/Page Down, Home and End move between its pages (up and down scroll the page view while it has the focus
 * and the page is taller than it). On a phone a PDF takes the whole screen.
 */
export function AttachmentPreviewDialog({
  items,
  index,
  onIndexChange,
  onClose,
}: AttachmentPreviewDialogProps) {
  const item = index === null ? undefined : items[index];
  const pdf = item ? isPdf(item.type) : false;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // The page of the PDF shown, and its page count once known; a different file starts at its first page.
  const [pdfPage, setPdfPage] = useState({ id: '', page: 1, pages: 0 });
  const page = item && pdfPage.id === item.id ? pdfPage.page : 1;
  const pages = item && pdfPage.id === item.id ? pdfPage.pages : 0;
  const showPage = (next: number) => item && setPdfPage({ id: item.id, page: next, pages });
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
      fullScreen={pdf && phone}
      aria-labelledby="attachment-preview-title"
      onKeyDown={(event) => {
        if (pdf) {
          // Up and down scroll a page taller than the view while the view has the focus.
          const target = event.target as HTMLElement;
          const scrolls =
            target.dataset.pdfViewport !== undefined && target.scrollHeight > target.clientHeight;
          if (scrolls && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) return;
          const next = pdfPageForKey(event.key, page, pages);
          if (next === undefined) return;
          event.preventDefault();
          showPage(next);
          return;
        }
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
          {pdf ? (
            <DialogContent
              dividers
              sx={{ p: 0, display: 'flex', flexDirection: 'column', height: phone ? undefined : '75vh' }}
            >
              <Suspense
                fallback={
                  <Box role="status" sx={{ py: 8, textAlign: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      {ATTACHMENT_PREVIEW_MESSAGES.pdfLoading}
                    </Typography>
                  </Box>
                }
              >
                <PdfPreview
                  key={item.id}
                  url={item.url}
                  name={item.name}
                  page={page}
                  onPageChange={showPage}
                  onPageCount={(count) =>
                    // A fresh link to the same file (the list reads new ones every 10 minutes) keeps the page shown.
                    setPdfPage((shown) => ({
                      id: item.id,
                      page: shown.id === item.id ? Math.min(shown.page, count) : 1,
                      pages: count,
                    }))
                  }
                />
              </Suspense>
            </DialogContent>
          ) : (
            <DialogContent dividers sx={{ p: 0, bgcolor: 'action.hover' }}>
              <Box
                component="img"
                src={item.url}
                alt={item.name}
                sx={{
                  display: 'block',
                  maxWidth: '100%',
                  maxHeight: '75vh',
                  mx: 'auto',
                  objectFit: 'contain',
                }}
              />
            </DialogContent>
          )}
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
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
            <Button href={item.url} target="_blank" rel="noopener" startIcon={<OpenInNewRoundedIcon />}>
              Open in a new tab
            </Button>
            <Button href={item.url} download={item.name} startIcon={<DownloadRoundedIcon />}>
              Download
            </Button>
          </Stack>
        </>
      ) : null}
    </Dialog>
  );
}
