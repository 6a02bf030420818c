/**
 * MFA rows for backend tests. No imports: rls-matrix.ts uses it too, and scripts/test-postgres.ts runs that on a
 * real PostgreSQL.
 */

/** What PGlite, its transactions and node-postgres' Client all offer. */
type Queryable = { query(text: string, params?: unknown[]): Promise<unknown> }

/**
 * Inserts a TOTP factor for `userId` as GoTrue stores it after enrolment (status 'unverified') or verification
 * ('verified'); the secret is a fixed base32 string.
 */
export async function insertFactor(sql: Queryable, userId: string, friendlyName: string, status: 'verified' | 'unverified'): Promise<void> {
  await sql.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1, $2, 'totp', $3, now(), now(), 'JBSWY3DPEHPK3PXP')`,
    [userId, friendlyName, status],
  )
}
