import { describe, expect, it } from 'vitest';
import { clampPdfPage, pdfPageForKey } from './pdfPages';

describe('clampPdfPage', () => {
  it('keeps a page within the document, and at 1 while the page count is unknown', () => {
    expect(clampPdfPage(0, 5)).toBe(1);
    expect(clampPdfPage(3, 5)).toBe(3);
    expect(clampPdfPage(9, 5)).toBe(5);
    expect(clampPdfPage(2, 0)).toBe(1);
  });
});

describe('pdfPageForKey', () => {
  it('moves a page back or on with the arrows and Page Up/Page Down, never past either end', () => {
    for (const key of ['ArrowLeft', 'ArrowUp', 'PageUp']) {
      expect(pdfPageForKey(key, 3, 5)).toBe(2);
      expect(pdfPageForKey(key, 1, 5)).toBe(1);
    }
    for (const key of ['ArrowRight', 'ArrowDown', 'PageDown']) {
      expect(pdfPageForKey(key, 3, 5)).toBe(4);
      expect(pdfPageForKey(key, 5, 5)).toBe(5);
    }
  });

  it('goes to the first and last page with Home and End, and ignores other keys', () => {
    expect(pdfPageForKey('Home', 4, 5)).toBe(1);
    expect(pdfPageForKey('End', 2, 5)).toBe(5);
    expect(pdfPageForKey('Enter', 2, 5)).toBeUndefined();
  });
});
