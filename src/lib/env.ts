import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './backend-defaults.ts'
import { z } from './zod.ts'

/**
 * The backend address and public key the browser uses (docs/architecture.md, docs/decisions.md #18). Both come from
 * build-time variables; without them the app talks to the local backend on http://127.0.0.1:54321
 * with the well-known local anon key (docs/local-backend.md §8), so `npm run dev` works on a fresh
 * clone. Production sets them to the hosted Supabase project's URL and publishable (anon) key.
 */
export { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL }

const envSchema = z.object({
  VITE_SUPABASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) URL such as http://127.0.0.1:54321',
    })
    .default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().trim().min(20, 'must be the project’s publishable (anon) key').default(LOCAL_SUPABASE_ANON_KEY),
})

export type BackendEnv = { supabaseUrl: string; supabaseKey: string }

/** Empty strings count as unset, as they do in most .env files. */
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * Validates the backend variables. Throws an Error listing every malformed variable (e.g.
 * "VITE_SUPABASE_URL must be an http(s) URL ...") so a bad deploy fails loudly, not with a blank page.
 */
export function parseBackendEnv(source: Partial<Record<keyof z.input<typeof envSchema>, string>>): BackendEnv {
  const result = envSchema.safeParse({
    VITE_SUPABASE_URL: blankToUndefined(source.VITE_SUPABASE_URL),
    VITE_SUPABASE_PUBLISHABLE_KEY: blankToUndefined(source.VITE_SUPABASE_PUBLISHABLE_KEY),
  })
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`)
    throw new Error(`Invalid backend settings (see docs/operations.md, "Environment variables"):\n${lines.join('\n')}`)
  }
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    supabaseKey: result.data.VITE_SUPABASE_PUBLISHABLE_KEY,
  }
}

/** The backend settings of this build, read at call time (tests may stub `import.meta.env`). */
export function getBackendEnv(): BackendEnv {
  return parseBackendEnv(import.meta.env)
}
