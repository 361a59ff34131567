/** A page number kept within a document of `pages` pages (1 while the page count is not known). */
export function clampPdfPage(page: number, pages: number): number {
  return Math.min(Math.max(1, pages), Math.max(1, page));
}

/**
 * The page a key moves a PDF preview to: the arrows and Page Up/Page Down one page back or on, Home and End to the
 * first and last page; undefined for any other key.
 */
export function pdfPageForKey(key: string, page: number, pages: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
    case 'PageUp':
      return clampPdfPage(page - 1, pages);
    case 'ArrowRight':
    case 'ArrowDown':
    case 'PageDown':
      return clampPdfPage(page + 1, pages);
    case 'Home':
      return 1;
    case 'End':
      return clampPdfPage(pages, pages);
    default:
      return undefined;
  }
}
