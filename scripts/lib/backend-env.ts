import type { Plugin } from 'vite'
import { backendFromEnv, backendVariableRules, invalidBackendSettings, type BackendVariables } from '../../src/lib/backend-defaults.ts'
import type { BackendEnv } from '../../src/lib/env.ts'
import { z } from '../../src/lib/zod.ts'

/**
 * The check of the backend variables, at build time (docs/decisions.md #566): the build and the dev server stop with a
 * readable list of every malformed variable, so a bad deploy fails when it is built, not with a blank page; the
 * browser keeps only a guard of the address (src/lib/env.ts) and no schema code.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/, error: backendVariableRules.VITE_SUPABASE_URL }),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().min(20, backendVariableRules.VITE_SUPABASE_PUBLISHABLE_KEY),
})

/**
 * Validates the backend variables as the browser will read them (`backendFromEnv`: trimmed, blank counting as unset, the
 * local backend and its anon key by default, the URL without its trailing slash). Throws an Error listing every
 * malformed variable (e.g. "- VITE_SUPABASE_URL must be an http(s) URL ..."); returns what the browser will use.
 */
export function parseBackendEnv(source: BackendVariables): BackendEnv {
  const { url, key } = backendFromEnv(source)
  const result = envSchema.safeParse({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: key })
  if (!result.success) throw invalidBackendSettings(result.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`))
  return { supabaseUrl: url, supabaseKey: key }
}

/** A Vite plugin that runs {@link parseBackendEnv} on the variables Vite gives the app (`.env*` files and the environment). */
export function backendEnvPlugin(): Plugin {
  return {
    name: 'backend-env',
    configResolved(config) {
      parseBackendEnv(config.env)
    },
  }
}
