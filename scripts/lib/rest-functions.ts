/**
 * The functions of schema public that visitors (anon) and signed-in users (authenticated) may execute, and so call over
 * REST (PostgREST's `/rpc/<name>`), each with those roles (docs/decisions.md #321; docs/local-backend.md §3.5). Every
 * other function is a helper no API role may execute (in public with EXECUTE revoked, or in schema `private`, which
 * PostgREST does not serve), a trigger, or the service role's alone (the scheduled jobs, the doctor, the import). Each of the admin's functions refuses anyone else itself, before
 * it takes the live site's lock (#322). The RLS matrix (tests/postgres/rls-matrix.ts) checks a migrated database
 * against this list, and `npm run doctor` a hosted project (scripts/lib/doctor.ts).
 */
const REST_FUNCTIONS = {
  /** The public pages count a visit (docs/visits.md). */
  record_visit: ['anon', 'authenticated'],
  /** The build asks whether /admin needs the launch values of older documents (docs/decisions.md #361). */
  site_content_oldest_schema_version: ['anon', 'authenticated'],
  /** Row-level security asks both about the caller (docs/decisions.md #15, #165). */
  has_role: ['authenticated'],
  admin_aal_ok: ['authenticated'],
  /** /admin: the set-up, the draft, publishing, the gallery (each refuses anyone but the admin). */
  set_up_site: ['authenticated'],
  save_site_draft: ['authenticated'],
  publish_site_content: ['authenticated'],
  restore_site_publication: ['authenticated'],
  site_gallery_snapshot: ['authenticated'],
  bin_gallery_image: ['authenticated'],
  restore_gallery_image: ['authenticated'],
  reorder_gallery_images: ['authenticated'],
  gallery_bin_leftovers: ['authenticated'],
} as const satisfies Record<string, readonly ('anon' | 'authenticated')[]>

/** A function of schema public and whether anon and authenticated may execute it (what `doctor_rest_functions()` lists). */
export type ExecutableFunction = { name: string; anon: boolean; authenticated: boolean }

/**
 * What differs between the functions anon and authenticated may execute and {@link REST_FUNCTIONS}: one sentence per
 * function, saying what to fix; empty when they agree. A function the list names that the database lacks is reported
 * too (the migrations are not all applied, or the list is stale), and so is a second function of a listed name that a
 * role may execute: the list names one function each, and a helper may share an RPC's name (the purge's
 * `gallery_bin_leftovers(text, integer[])` beside Delete forever's `gallery_bin_leftovers(uuid)`).
 */
export function restFunctionProblems(found: readonly ExecutableFunction[]): string[] {
  const allowed: Readonly<Record<string, readonly string[]>> = REST_FUNCTIONS
  const problems: string[] = []
  for (const fn of found) {
    const extra = (['anon', 'authenticated'] as const).filter((role) => fn[role] && !allowed[fn.name]?.includes(role))
    if (extra.length)
      problems.push(
        `${extra.join(' and ')} may execute public.${fn.name}: revoke execute on it from ${extra.join(', ')} (and public), or move it to schema private if it is a helper`,
      )
  }
  for (const [name, roles] of Object.entries(allowed)) {
    for (const role of roles as readonly ('anon' | 'authenticated')[]) {
      const callable = found.filter((f) => f.name === name && f[role]).length
      if (callable === 0) problems.push(`${role} cannot execute public.${name}: push the migrations (supabase db push)`)
      if (callable > 1)
        problems.push(
          `${role} may execute ${callable} functions named public.${name}, of which the app calls one: revoke execute on the others (helpers) from ${role} (and public)`,
        )
    }
  }
  return problems
}
