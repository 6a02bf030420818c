/**
 * auth.users and auth.identities for the GoTrue subset (docs/local-backend.md §1.8): rows, the user
 * JSON GoTrue answers with, look-ups, creation, confirmation and GoTrue's obfuscated user.
 */
import { randomUUID } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { AuthError } from './errors.ts'

/** PGlite or an open transaction. */
export type Db = PGlite | Transaction

/** The auth.users columns the local backend reads. */
export type UserRow = {
  id: string
  aud: string | null
  role: string | null
  email: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  confirmed_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown> | null
  raw_user_meta_data: Record<string, unknown> | null
  created_at: Date | null
  updated_at: Date | null
  phone: string | null
  banned_until: Date | null
  is_anonymous: boolean
}

type IdentityRow = {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date | null
  updated_at: Date | null
  email: string | null
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, confirmation_token, confirmation_sent_at,
  recovery_token, recovery_sent_at, confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone,
  banned_until, is_anonymous`

// badoux/checkmail's format check, which GoTrue uses (docs/local-backend.md §1.1).
const EMAIL_FORMAT =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

/** GoTrue's e-mail check (`validateEmail`): the message of its 400 `validation_failed`, or null when valid. */
export function emailProblem(email: string): string | null {
  if (email === '') return 'An email address is required'
  if (email.length > 255) return 'An email address is too long'
  if (!EMAIL_FORMAT.test(email)) return 'Unable to validate email address: invalid format'
  return null
}

function iso(date: Date | null): string | undefined {
  return date ? date.toISOString() : undefined
}

/** True while `banned_until` lies in the future. */
export function isBanned(user: UserRow): boolean {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now()
}

async function loadIdentities(db: Db, userId: string) {
  const { rows } = await db.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [userId],
  )
  return rows.map((i) => ({
    identity_id: i.id,
    id: i.provider_id,
    user_id: i.user_id,
    identity_data: i.identity_data,
    provider: i.provider,
    last_sign_in_at: iso(i.last_sign_in_at),
    created_at: iso(i.created_at),
    updated_at: iso(i.updated_at),
    email: i.email ?? undefined,
  }))
}

/** An auth.mfa_factors row as GoTrue's `Factor` serialises it (the secret never leaves the server). */
type FactorJson = {
  id: string
  friendly_name?: string
  factor_type: string
  status: string
  created_at: string
  updated_at: string
  phone: string
  last_challenged_at: string | null
}

/** The auth.mfa_factors columns the local backend reads ({@link FACTOR_COLUMNS}). */
export type FactorRow = {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  created_at: Date
  updated_at: Date
  phone: string | null
  last_challenged_at: Date | null
  secret: string | null
}

/** The select list of a {@link FactorRow}. */
export const FACTOR_COLUMNS = `id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, created_at, updated_at,
  phone, last_challenged_at, secret`

/** The user's factors, oldest first, verified or not (docs/local-backend.md §1.12). */
export async function listFactors(db: Db, userId: string): Promise<FactorJson[]> {
  const { rows } = await db.query<FactorRow>(`select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1 order by created_at, id`, [
    userId,
  ])
  return rows.map(factorJson)
}

/** GoTrue's JSON of one factor: `friendly_name` left out when empty, `phone` "" when none. */
export function factorJson(f: FactorRow): FactorJson {
  return {
    id: f.id,
    ...(f.friendly_name ? { friendly_name: f.friendly_name } : {}),
    factor_type: f.factor_type,
    status: f.status,
    created_at: f.created_at.toISOString(),
    updated_at: f.updated_at.toISOString(),
    phone: f.phone ?? '',
    last_challenged_at: f.last_challenged_at ? f.last_challenged_at.toISOString() : null,
  }
}

/**
 * The user object of docs/local-backend.md §1.8 (unset timestamps are left out, as GoTrue omits
 * them; `factors` only when the user has any, verified or not).
 */
export async function userJson(db: Db, u: UserRow) {
  const factors = await listFactors(db, u.id)
  return {
    id: u.id,
    aud: u.aud ?? 'authenticated',
    role: u.role ?? 'authenticated',
    email: u.email ?? '',
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? '',
    confirmation_sent_at: iso(u.confirmation_sent_at),
    confirmed_at: iso(u.confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: await loadIdentities(db, u.id),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
    ...(factors.length ? { factors } : {}),
  }
}

/**
 * GoTrue's answer to a sign-up of an already confirmed address while confirmations are on
 * (`sanitizeUser` in supabase/auth internal/api/signup.go): a user that does not exist, with a
 * random id, an empty role, no identities and `confirmation_sent_at` = now, so the response does not
 * reveal that the address is registered.
 */
export function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])).rows[0]
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false`,
    [email],
  )
  return rows[0]
}

/** A page of users, oldest first (GoTrue admin list). */
export async function listUsers(db: Db, limit: number, offset: number): Promise<UserRow[]> {
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`, [limit, offset]))
    .rows
}

/** The user whose pending confirmation token is `tokenHash` (an empty hash never matches). */
export async function findUserByConfirmationToken(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  if (tokenHash === '') return undefined
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where confirmation_token = $1`, [tokenHash])).rows[0]
}

/** The user whose pending recovery token is `tokenHash` (an empty hash never matches). */
export async function findUserByRecoveryToken(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  if (tokenHash === '') return undefined
  return (await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where recovery_token = $1`, [tokenHash])).rows[0]
}

/**
 * GoTrue's `checkPasswordStrength` (internal/api/password.go): over 72 bytes is 400
 * `validation_failed`, under the minimum is 422 `weak_password` with `reasons: ["length"]`.
 * Returns the error to throw, or null when the password is acceptable.
 */
export function passwordProblem(password: string, minimumLength: number): AuthError | null {
  if (Buffer.byteLength(password) > 72) return new AuthError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  if ([...password].length < minimumLength) {
    return new AuthError(422, 'weak_password', `Password should be at least ${minimumLength} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  return null
}

/**
 * Stores a new bcrypt hash as GoTrue's `User.UpdatePassword` does: every pending link (confirmation,
 * recovery, e-mail change) stops working, and every session of the user ends except `keepSessionId`
 * (all of them when null, as after an admin change).
 */
export async function setPasswordHash(tx: Transaction, userId: string, passwordHash: string, keepSessionId: string | null): Promise<void> {
  await tx.query(
    `update auth.users set encrypted_password = $2, updated_at = now(), confirmation_token = '', confirmation_sent_at = null,
       recovery_token = '', recovery_sent_at = null, email_change_token_new = '', email_change_sent_at = null
     where id = $1`,
    [userId, passwordHash],
  )
  await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, keepSessionId])
}

/** GoTrue's 422 `email_exists` "A user with this email address has already been registered" unless `email` is free or `userId`'s. */
export async function assertEmailFree(db: Db, email: string, userId: string): Promise<void> {
  const taken = await findUserByEmail(db, email)
  if (taken && taken.id !== userId) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered')
}

/** Writes `email` on the user and on its e-mail identity's data (`email`, `email_verified`: `verified`). */
export async function setEmail(tx: Transaction, userId: string, email: string, verified: boolean): Promise<void> {
  await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [userId, email])
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', $3::boolean), updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId, email, verified],
  )
}

/** GoTrue's `UpdateUserMetaData` / `UpdateAppMetaData`: `patch`'s keys merged over `current`, a null value removing its key. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}

/**
 * Inserts an e-mail user and its e-mail identity; `confirmed` sets `email_confirmed_at` (autoconfirm).
 * The identity data (`sub`, `email`, `email_verified`, `phone_verified`) is merged over the sign-up
 * `data` into user_metadata, as GoTrue does. Returns the stored row. Throws Postgres 23505 when the
 * address is taken concurrently.
 */
export async function insertEmailUser(
  tx: Transaction,
  { email, passwordHash, data, confirmed }: { email: string; passwordHash: string; data: Record<string, unknown>; confirmed: boolean },
): Promise<UserRow> {
  const id = randomUUID()
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false }
  await tx.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
       confirmation_token, recovery_token, email_change_token_new, email_change)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, $4, $5, $6,
       now(), now(), $4, '', '', '', '')`,
    [id, email, passwordHash, confirmed ? new Date() : null, { provider: 'email', providers: ['email'] }, { ...data, ...identityData }],
  )
  await tx.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1::text, $1::uuid, $2, 'email', now(), now(), now())`,
    [id, identityData],
  )
  return (await findUserById(tx, id)) as UserRow
}

/**
 * Confirms the address (GoTrue's `User.Confirm` and `signupVerify`): sets `email_confirmed_at`,
 * clears the token and marks `email_verified` in user_metadata and the e-mail identity. Returns the row.
 */
export async function confirmUser(tx: Transaction, userId: string): Promise<UserRow> {
  await tx.query(
    `update auth.users set email_confirmed_at = now(), confirmation_token = '', updated_at = now(),
       raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
     where id = $1`,
    [userId],
  )
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
  return (await findUserById(tx, userId)) as UserRow
}

/** Records a sign-in on the user and its e-mail identity (GoTrue's `UpdateLastSignInAt`). Returns the row. */
export async function touchSignIn(tx: Transaction, userId: string): Promise<UserRow> {
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
  await tx.query(`update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'`, [userId])
  return (await findUserById(tx, userId)) as UserRow
}
