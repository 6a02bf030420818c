import { backendFromEnv, backendVariableRules, invalidBackendSettings, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from './backend-defaults.ts'

/**
 * The backend address and public key the browser uses (docs/architecture.md, docs/decisions.md #18). Both come from
 * build-time variables; without them the app talks to the local backend on http://127.0.0.1:54321
 * with the well-known local anon key (docs/local-backend.md §8), so `npm run dev` works on a fresh
 * clone. Production sets them to the hosted Supabase project's URL and publishable (anon) key. The build and the dev
 * server check both with a schema and stop on a malformed one (scripts/lib/backend-env.ts); the browser keeps only a
 * guard of the address, with no schema code in /admin's first load (docs/decisions.md #566).
 */
export { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL }

export type BackendEnv = { supabaseUrl: string; supabaseKey: string }

/**
 * The backend settings of this build, read at call time (tests may stub `import.meta.env`): trimmed, blank counting
 * as unset, the URL without its trailing slash. Throws the build check's error ("VITE_SUPABASE_URL must be an http(s)
 * URL ...") for an address that is not http(s), which only a build that skipped the check can hold.
 */
export function getBackendEnv(): BackendEnv {
  const { url, key } = backendFromEnv(import.meta.env)
  if (!/^https?:\/\/[^/\s]/i.test(url)) throw invalidBackendSettings([`- VITE_SUPABASE_URL ${backendVariableRules.VITE_SUPABASE_URL}`])
  return { supabaseUrl: url, supabaseKey: key }
}
