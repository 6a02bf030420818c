/**
 * GoTrue's admin endpoints for one user, service role only (docs/local-backend.md §1.13; GoTrue's
 * internal/api/admin.go): `GET` and `PUT /admin/users/:id`, `GET /admin/users/:id/factors` and
 * `DELETE /admin/users/:id/factors/:factorId` (supabase-js `auth.admin.getUserById`,
 * `updateUserById`, `mfa.listFactors`, `mfa.deleteFactor`; `npm run admin:grant -- --remove-factors`).
 */
import bcrypt from 'bcryptjs'
import type { Context, Hono } from 'hono'
import { BCRYPT_COST, goDurationSeconds } from '../config.ts'
import type { AuthContext } from './context.ts'
import { UUID } from './context.ts'
import { AuthError, objectParam, readParams, stringParam } from './errors.ts'
import { deleteFactor, loadFactor } from './mfa.ts'
import {
  assertEmailFree,
  confirmUser,
  emailProblem,
  factorJson,
  findUserById,
  listFactors,
  mergeMetadata,
  passwordProblem,
  setEmail,
  setPasswordHash,
  userJson,
  type UserRow,
} from './users.ts'

export function registerAdminRoutes(app: Hono, ctx: AuthContext): void {
  const { pg, settings, requireServiceRole } = ctx

  /** GoTrue's `loadUser`: 404 `validation_failed` "user_id must be an UUID", 404 `user_not_found` "User not found". */
  async function loadUser(c: Context): Promise<UserRow> {
    await requireServiceRole(c)
    const id = c.req.param('userId') ?? ''
    if (!UUID.test(id)) throw new AuthError(404, 'validation_failed', 'user_id must be an UUID')
    const user = await findUserById(pg, id)
    if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
    return user
  }

  app.get('/admin/users/:userId', async (c) => c.json(await userJson(pg, await loadUser(c))))

  /**
   * `PUT /admin/users/:id` (GoTrue's `adminUserUpdate`): `password` (ends every session of the user),
   * `email` (applied at once), `email_confirm`, `user_metadata` / `app_metadata` (merged; null
   * removes a key), `ban_duration` (Go duration or "none"), `role`. 200 with the user. Errors: 400 `bad_json`
   * (non-object metadata), 400 `validation_failed` (e-mail, ban_duration, password over 72 bytes), 422
   * `weak_password`, 422 `email_exists`.
   */
  app.put('/admin/users/:userId', async (c) => {
    const user = await loadUser(c)
    const input = await readParams(c, 'AdminUserParams')
    const metadata = {
      raw_app_meta_data: objectParam(input, 'app_metadata', 'AdminUserParams'),
      raw_user_meta_data: objectParam(input, 'user_metadata', 'AdminUserParams'),
    }
    const rawEmail = stringParam(input, 'email', 'AdminUserParams').trim()
    const email = rawEmail === '' ? '' : rawEmail.toLowerCase()
    if (rawEmail !== '') {
      const problem = emailProblem(rawEmail)
      if (problem) throw new AuthError(400, 'validation_failed', problem)
    }
    const banText = stringParam(input, 'ban_duration', 'AdminUserParams')
    let ban: number | null = null
    if (banText !== '') {
      ban = banText === 'none' ? 0 : goDurationSeconds(banText)
      if (ban === null)
        throw new AuthError(400, 'validation_failed', `invalid format for ban duration: time: invalid duration "${banText}"`)
    }
    const password = input.password === undefined || input.password === null ? null : stringParam(input, 'password', 'AdminUserParams')
    if (password !== null) {
      const weak = passwordProblem(password, settings.minimumPasswordLength)
      if (weak) throw weak
    }
    if (email !== '' && email !== user.email) await assertEmailFree(pg, email, user.id)
    const passwordHash = password === null ? null : await bcrypt.hash(password, BCRYPT_COST)
    const role = stringParam(input, 'role', 'AdminUserParams')
    const updated = await pg.transaction(async (tx) => {
      if (role !== '') await tx.query('update auth.users set role = $2, updated_at = now() where id = $1', [user.id, role])
      if (input.email_confirm === true) await confirmUser(tx, user.id)
      if (passwordHash !== null) await setPasswordHash(tx, user.id, passwordHash, null)
      if (email !== '') await setEmail(tx, user.id, email, input.email_confirm === true)
      for (const column of ['raw_app_meta_data', 'raw_user_meta_data'] as const) {
        const patch = metadata[column]
        if (patch === null) continue
        const current = ((await findUserById(tx, user.id)) as UserRow)[column]
        await tx.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1`, [user.id, mergeMetadata(current, patch)])
      }
      if (ban !== null) {
        await tx.query(`update auth.users set banned_until = $2, updated_at = now() where id = $1`, [
          user.id,
          ban === 0 ? null : new Date(Date.now() + ban * 1000),
        ])
      }
      return (await findUserById(tx, user.id)) as UserRow
    })
    return c.json(await userJson(pg, updated))
  })

  /** `GET /admin/users/:id/factors` → 200 the user's factors (a JSON array; supabase-js wraps it as `{factors}`). */
  app.get('/admin/users/:userId/factors', async (c) => c.json(await listFactors(pg, (await loadUser(c)).id)))

  /**
   * `DELETE /admin/users/:id/factors/:factorId` → 200 the deleted factor; the sessions it raised
   * drop to aal1. 404 `mfa_factor_not_found` for a factor of another user.
   */
  app.delete('/admin/users/:userId/factors/:factorId', async (c) => {
    const user = await loadUser(c)
    const factor = await loadFactor(pg, user.id, c.req.param('factorId'))
    await pg.transaction((tx) => deleteFactor(tx, factor.id))
    return c.json(factorJson(factor))
  })
}
