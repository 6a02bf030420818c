import type { Plugin } from 'vite'
import {
  backendVariableRules,
  invalidBackendSettings,
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  type BackendVariables,
} from '../../src/lib/backend-defaults.ts'
import type { BackendEnv } from '../../src/lib/env.ts'
import { z } from '../../src/lib/zod.ts'

/**
 * The check of the backend variables, at build time (docs/decisions.md #566): the build and the dev server stop with a
 * readable list of every malformed variable, so a bad deploy fails when it is built, not with a blank page; the
 * browser keeps only a guard of the address (src/lib/env.ts) and no schema code.
 */
const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({ protocol: /^https?$/, error: backendVariableRules.VITE_SUPABASE_URL }).default(LOCAL_SUPABASE_URL),
  VITE_SUPABASE_PUBLISHABLE_KEY: z.string().trim().min(20, backendVariableRules.VITE_SUPABASE_PUBLISHABLE_KEY).default(LOCAL_SUPABASE_ANON_KEY),
})

/** Empty strings count as unset, as they do in most .env files. */
const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined)

/**
 * Validates the backend variables (defaults: the local backend and its anon key). Throws an Error listing every
 * malformed variable (e.g. "- VITE_SUPABASE_URL must be an http(s) URL ..."); returns what the browser will use.
 */
export function parseBackendEnv(source: BackendVariables): BackendEnv {
  const result = envSchema.safeParse({
    VITE_SUPABASE_URL: blankToUndefined(source.VITE_SUPABASE_URL),
    VITE_SUPABASE_PUBLISHABLE_KEY: blankToUndefined(source.VITE_SUPABASE_PUBLISHABLE_KEY),
  })
  if (!result.success) throw invalidBackendSettings(result.error.issues.map((issue) => `- ${issue.path.join('.')} ${issue.message}`))
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL.replace(/\/+$/, ''),
    supabaseKey: result.data.VITE_SUPABASE_PUBLISHABLE_KEY,
  }
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
