/**
 * What the real-PostgreSQL harnesses share (docs/testing.md "Where each kind of test goes"): who they act as, with the
 * JWT claims PostgREST would set for them, and the shape of a result. Both run on PGlite (tests/backend/rls.test.ts) and
 * on a throwaway PostgreSQL cluster (scripts/test-postgres.ts), so nothing here imports the app or Vitest.
 */

/** The seeded admin (supabase/seed.sql). */
export const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001'

/** A signed-up user without roles: the matrix inserts one per cell, the two-session cases one per case. */
export const USER_ID = 'b0000000-0000-4000-8000-0000000000e1'

const adminClaims = { sub: ADMIN_ID, role: 'authenticated', email: 'admin@example.com', aud: 'authenticated' }

/** The claims GoTrue puts in the seeded admin's password session JWT: aal1, amr [password]. */
export const ADMIN_PASSWORD_CLAIMS = { ...adminClaims, aal: 'aal1', amr: [{ method: 'password', timestamp: 1 }] }

/** The admin's claims after she typed her code (aal2; GoTrue's /factors/:id/verify). */
export const ADMIN_CODE_CLAIMS = {
  ...adminClaims,
  aal: 'aal2',
  amr: [
    { method: 'totp', timestamp: 2 },
    { method: 'password', timestamp: 1 },
  ],
}

/** A signed-up user's claims (USER_ID, no role of ours). */
export const USER_CLAIMS = { sub: USER_ID, role: 'authenticated', email: 'rls-user@example.com', aud: 'authenticated', aal: 'aal1' }

/** Inserts the signed-up user USER_ID into auth.users, as GoTrue's sign-up would (run as the session user). */
export const INSERT_USER = `insert into auth.users (instance_id, id, aud, role, email, created_at, updated_at)
  values ('00000000-0000-0000-0000-000000000000', '${USER_ID}', 'authenticated', 'authenticated', 'rls-user@example.com', now(), now())
  on conflict (id) do nothing`

/** One result line: what was checked and null (passed) or what went wrong. */
export type Result = { label: string; failure: string | null }
