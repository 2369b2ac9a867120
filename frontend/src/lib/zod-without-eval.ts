import { config } from '#domain/shared/zod.ts';

// The site's CSP has no 'unsafe-eval'. Zod 4 probes whether `new Function` works before using its
// compiled parsers, and in a browser under that CSP the probe is a reported CSP violation (in the
// console, in Lighthouse's best-practices). Its interpreted parsers need no probe and are fast
// enough for a form. Every browser module that validates with zod imports this first.
config({ jitless: true });
