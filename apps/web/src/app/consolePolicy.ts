import { applyConsolePolicy } from '@app/sdk';

// Spec 9: a production build silences the console's log, info and debug output (warn and error stay;
// the page's errors reach the security report). Imported first by main.tsx, before any other code of the app runs.
applyConsolePolicy(console, import.meta.env.PROD);
