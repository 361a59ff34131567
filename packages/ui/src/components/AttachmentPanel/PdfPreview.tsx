/// <reference types="vite/client" />
import { ATTACHMENT_PREVIEW_MESSAGES } from '@app/domain';
import ChevronLeftRoundedIcon from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRoundedIcon from '@mui/icons-material/ChevronRightRounded';
import FitScreenRoundedIcon from '@mui/icons-material/FitScreenRounded';
import ZoomInRoundedIcon from '@mui/icons-material/ZoomInRounded';
import ZoomOutRoundedIcon from '@mui/icons-material/ZoomOutRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  PixelsPerInch,
  RenderingCancelledException,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import dingbatsFontUrl from 'pdfjs-dist/standard_fonts/FoxitDingbats.pfb?url';
import symbolFontUrl from 'pdfjs-dist/standard_fonts/FoxitSymbol.pfb?url';
import { useEffect, useRef, useState } from 'react';
import { clampPdfPage } from './pdfPages';

// The worker is a file of the app itself (Vite emits it under assets/), so the CSP's script-src 'self' covers it.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The standard PDF fonts a file may name without embedding them. Text fonts (Helvetica, Times, Courier) are drawn
 * with the device's own fonts (`useSystemFonts`); the two symbol fonts have no system counterpart, so their
 * outlines (46 KB) are assets of the app, fetched from its own origin only when a page uses them. Any other name
 * is refused: nothing is fetched from elsewhere.
 */
const STANDARD_FONT_FILES: Readonly<Record<string, string>> = {
  'FoxitSymbol.pfb': symbolFontUrl,
  'FoxitDingbats.pfb': dingbatsFontUrl,
};

class AppStandardFontDataFactory {
  async fetch({ filename }: { filename: string }): Promise<Uint8Array> {
    const url = STANDARD_FONT_FILES[filename];
    if (!url) throw new Error(`No font data for ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Font data for ${filename} answered ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const ZOOM_STEP = 1.25;
/** Room left beside the page when it fits the width. */
const PAGE_GUTTER = 16;

type Status =
  | { kind: 'loading' }
  | { kind: 'ready'; document: PDFDocumentProxy }
  | { kind: 'error'; message: string };

function errorMessage(reason: unknown, name: string): string {
  const errorName = reason instanceof Error ? reason.name : '';
  if (errorName === 'PasswordException') return ATTACHMENT_PREVIEW_MESSAGES.pdfPasswordProtected(name);
  if (errorName === 'ResponseException' || errorName === 'UnknownErrorException')
    return ATTACHMENT_PREVIEW_MESSAGES.pdfNotLoaded(name);
  return ATTACHMENT_PREVIEW_MESSAGES.pdfUnreadable(name);
}

export interface PdfPreviewProps {
  /** Where the PDF is (same origin, or a data: or blob: URL). */
  url: string;
  /** The file's name, for the texts. */
  name: string;
  /** The page shown, from 1. */
  page: number;
  onPageChange: (page: number) => void;
  /** Tells how many pages the file has once it is open. */
  onPageCount?: (pages: number) => void;
}

/**
 * A PDF drawn in the page with pdf.js, one page at a time on a canvas: previous and next page, zoom in and out and
 * fit to width, a loading state and a plain reason when the file cannot be shown. Loaded on demand (React.lazy in
 * AttachmentPreviewDialog), so pdf.js is in no first-load chunk. The page is controlled, so the dialog around it
 * can move pages with the keyboard.
 */
export function PdfPreview({ url, name, page, onPageChange, onPageCount }: PdfPreviewProps) {
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  /** 'fit' follows the width of the view; a number is the zoom the person chose (1 is 100 %). */
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [shownZoom, setShownZoom] = useState(1);
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(true);
  const viewport = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef<HTMLButtonElement | null>(null);
  const onPageCountRef = useRef(onPageCount);
  onPageCountRef.current = onPageCount;

  useEffect(() => {
    setStatus({ kind: 'loading' });
    const task = getDocument({
      url,
      isEvalSupported: false,
      useSystemFonts: true,
      useWorkerFetch: false,
      StandardFontDataFactory: AppStandardFontDataFactory,
      // Image codecs compiled to WebAssembly are not loaded (the CSP allows no wasm); such images are left out.
      useWasm: false,
    });
    let live = true;
    task.promise.then(
      (document) => {
        if (!live) return;
        setStatus({ kind: 'ready', document });
        onPageCountRef.current?.(document.numPages);
      },
      (reason: unknown) => {
        if (live) setStatus({ kind: 'error', message: errorMessage(reason, name) });
      },
    );
    return () => {
      live = false;
      void task.destroy();
    };
  }, [url, name]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const document = status.kind === 'ready' ? status.document : undefined;
  const pages = document?.numPages ?? 0;
  const shownPage = clampPdfPage(page, pages);

  useEffect(() => {
    const target = canvas.current;
    if (!document || !target || width === 0) return;
    let cancelled = false;
    let cancel = () => {};
    setRendering(true);
    document
      .getPage(shownPage)
      .then(async (pdfPage) => {
        if (cancelled) return;
        const natural = pdfPage.getViewport({ scale: PixelsPerInch.PDF_TO_CSS_UNITS });
        const scale = zoom === 'fit' ? Math.max(MIN_ZOOM, (width - PAGE_GUTTER) / natural.width) : zoom;
        const view = pdfPage.getViewport({ scale: scale * PixelsPerInch.PDF_TO_CSS_UNITS });
        const ratio = window.devicePixelRatio || 1;
        target.width = Math.floor(view.width * ratio);
        target.height = Math.floor(view.height * ratio);
        target.style.width = `${Math.floor(view.width)}px`;
        target.style.height = `${Math.floor(view.height)}px`;
        const task = pdfPage.render({
          canvas: target,
          viewport: view,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        cancel = () => task.cancel();
        await task.promise;
        if (!cancelled) {
          setShownZoom(scale);
          setRendering(false);
        }
      })
      .catch((reason: unknown) => {
        if (cancelled || reason instanceof RenderingCancelledException) return;
        setStatus({ kind: 'error', message: errorMessage(reason, name) });
      });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [document, shownPage, zoom, width, name]);

  const zoomBy = (factor: number) =>
    setZoom(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(shownZoom * factor * 100) / 100)));
  const pageLabel = ATTACHMENT_PREVIEW_MESSAGES.pdfPageLabel(shownPage, pages);
  // A button pressed on the first or last page is disabled by its own press: the focus moves to the other one
  // instead of falling out of the dialog (where the page keys would no longer reach it).
  const turn = (next: number) => {
    refocus.current = next <= 1 ? nextButton.current : next >= pages ? previousButton.current : null;
    onPageChange(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the new page's buttons are enabled
  useEffect(() => {
    refocus.current?.focus();
    refocus.current = null;
  }, [shownPage]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {document ? (
        <Stack
          direction="row"
          sx={{ alignItems: 'center', flexWrap: 'wrap', px: 0.5, py: 0.5 }}
          role="toolbar"
          aria-label="PDF pages and zoom"
        >
          <IconButton
            ref={previousButton}
            aria-label="Previous page"
            disabled={shownPage <= 1}
            onClick={() => turn(shownPage - 1)}
          >
            <ChevronLeftRoundedIcon />
          </IconButton>
          <Typography variant="body2" aria-live="polite" sx={{ minWidth: '6em', textAlign: 'center' }}>
            {pageLabel}
          </Typography>
          <IconButton
            ref={nextButton}
            aria-label="Next page"
            disabled={shownPage >= pages}
            onClick={() => turn(shownPage + 1)}
          >
            <ChevronRightRoundedIcon />
          </IconButton>
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          <IconButton
            aria-label="Zoom out"
            disabled={shownZoom <= MIN_ZOOM}
            onClick={() => zoomBy(1 / ZOOM_STEP)}
          >
            <ZoomOutRoundedIcon />
          </IconButton>
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: '3em', textAlign: 'center' }}>
            {Math.round(shownZoom * 100)}%
          </Typography>
          <IconButton aria-label="Zoom in" disabled={shownZoom >= MAX_ZOOM} onClick={() => zoomBy(ZOOM_STEP)}>
            <ZoomInRoundedIcon />
          </IconButton>
          <IconButton aria-label="Fit to width" aria-pressed={zoom === 'fit'} onClick={() => setZoom('fit')}>
            <FitScreenRoundedIcon />
          </IconButton>
        </Stack>
      ) : null}
      {/* Focusable, so a page zoomed past the view can be scrolled with the keyboard too. */}
      <Box
        ref={viewport}
        tabIndex={0}
        role="region"
        aria-label={`${name}, page view`}
        data-pdf-viewport=""
        sx={{ flex: 1, minHeight: 0, overflow: 'auto', bgcolor: 'action.hover', position: 'relative' }}
      >
        {status.kind === 'error' ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {status.message}
          </Alert>
        ) : null}
        {status.kind === 'loading' ? (
          <Stack spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }} role="status">
            <CircularProgress aria-hidden />
            <Typography variant="body2" color="text.secondary">
              {ATTACHMENT_PREVIEW_MESSAGES.pdfLoading}
            </Typography>
          </Stack>
        ) : null}
        <Box
          component="canvas"
          ref={canvas}
          role="img"
          aria-label={document ? `${name}, ${pageLabel.toLowerCase()}` : undefined}
          aria-busy={rendering}
          sx={{
            display: document ? 'block' : 'none',
            mx: 'auto',
            my: 1,
            bgcolor: 'common.white',
            boxShadow: 1,
          }}
        />
      </Box>
    </Box>
  );
}

export default PdfPreview;
