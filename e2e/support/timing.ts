// How long the e2e suite waits. CI's machine has run the same suite three times slower than a quiet one (a 21 s
// journey past its minute, a board taking over 10 s to open), so there every budget doubles: the test timeouts,
// a spec's own longer ones, and each expectation's wait. A wait only runs to its end when something is wrong.
export const SLOWDOWN = process.env.CI ? 2 : 1;

/** `ms`, scaled for the machine the suite runs on (doubled in CI). */
export const allow = (ms: number): number => ms * SLOWDOWN;
