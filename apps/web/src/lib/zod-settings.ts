/**
 * The server's Content-Security-Policy allows no eval, so zod must neither compile its parsers with
 * `new Function` nor probe whether it may: the probe alone is reported as a CSP violation. zod keeps its
 * settings (what `config()` of zod/v4/core sets) in this global, created by whichever copy loads first;
 * writing it here, before or after zod loads, spares the first visit the import of zod itself.
 */
export function turnOffZodEval(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  holder.__zod_globalConfig ??= {};
  holder.__zod_globalConfig.jitless = true;
}
