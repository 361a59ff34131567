// zod compiles a fast parser for object schemas with `new Function`, after probing whether eval is allowed.
// The Content-Security-Policy forbids eval (script-src without 'unsafe-eval'), so the probe would only report
// a violation on every page: zod is told up front to parse without it. zod reads its configuration from this
// global when it loads (`z.config` writes the same object), so the setting costs the first download no zod.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
