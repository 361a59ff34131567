/** A phone's width in CSS pixels (a current iPhone): what the phone stories are laid out in. */
export const PHONE_WIDTH = 390;

/**
 * A story at a 390 px wide viewport: spread into the story (`...phoneViewport`). The Storybook toolbar lists it as
 * 'Phone (390 px)', and the vitest run sizes the page to it.
 */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: {
        phone390: {
          name: `Phone (${PHONE_WIDTH} px)`,
          styles: { width: `${PHONE_WIDTH}px`, height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/** What scrolls sideways in a story: the page's width and scroll width, and the scrolling elements inside it. */
export interface SidewaysOverflow {
  pageWidth: number;
  pageScrollWidth: number;
  /** Elements that scroll sideways (overflow-x auto or scroll, content wider than the box), by class or tag. */
  scrolling: string[];
}

/**
 * Measures sideways scrolling for a play function: on a phone the page must be no wider than the screen and no
 * element inside it (a table's container) may scroll sideways.
 */
export function measureSidewaysOverflow(canvasElement: HTMLElement): SidewaysOverflow {
  const page = canvasElement.ownerDocument.documentElement;
  const scrolling = [...canvasElement.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.scrollWidth > element.clientWidth + 1)
    .filter((element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX))
    .map((element) => String(element.className || element.tagName));
  return { pageWidth: page.clientWidth, pageScrollWidth: page.scrollWidth, scrolling };
}
