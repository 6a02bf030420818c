import { z } from 'zod'

/**
 * zod for the app, configured before any schema is built: `jitless` stops zod from probing `new Function` (its fast
 * object parser compiles code), which a strict Content-Security-Policy without 'unsafe-eval' reports as a violation
 * even though zod catches the error (docs/security.md). Import `z` from here, never from 'zod' (eslint enforces it).
 */
z.config({ jitless: true })

export { z }
