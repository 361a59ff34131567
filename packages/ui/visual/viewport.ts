/** The viewport every Catalog is laid out in; changing it means `--update` for every reference. */
export const VISUAL_VIEWPORT = { width: 1280, height: 800 } as const;

/**
 * The tallest Catalog that can be captured. The test iframe grows to the height of a taller Catalog (content
 * outside an iframe is not painted, so it would come out blank), and the page around it is this tall so that the
 * iframe never has to be scaled down to fit.
 */
export const MAX_CAPTURE_HEIGHT = 8000;
