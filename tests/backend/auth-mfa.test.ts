/**
 * TOTP MFA, the admin endpoints and sign-out scopes against the local backend with the real
 * supabase-js (docs/local-backend.md §1.5, §1.12, §1.13; supabase/auth internal/api/mfa.go, admin.go):
 * codes are computed from the enrolled secret with `otpauth`, as an authenticator app would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { claimsOf, startTestBackend, type TestBackend } from '../support/backend.ts'
import { codeOf, turnOn, wrongCodeOf } from '../support/totp.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.dispose())

describe('TOTP factors', () => {
  it('enroll answers as hosted: id, type, friendly_name, the QR code (SVG), the secret and the otpauth URI', async () => {
    const { client, email } = await backend.newUser('mfa-enroll')
    const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Phone' })
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(data?.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(data?.totp.uri).toBe(
      `otpauth://totp/localhost:5173:${email}?algorithm=SHA1&digits=6&issuer=localhost%3A5173&period=30&secret=${data?.totp.secret}`,
    )
    // auth-js turns the SVG markup into a data URI; the markup has no '#' that would cut it short.
    expect(data?.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^#]*<\/svg>$/)
    // Unverified factors are listed on the user but do not count as a second level.
    const user = await client.auth.getUser()
    expect(user.data.user?.factors).toEqual([
      expect.objectContaining({ id: data?.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Phone' }),
    ])
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' })
    // Names are unique per user.
    const twin = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    expect(twin.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' })
    const phone = await client.auth.mfa.enroll({ factorType: 'phone', phone: '+447700900000' })
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
  })

  it('verify with the right code raises the session to aal2 (amr totp), marks the factor verified and survives refresh', async () => {
    const { client } = await backend.newUser('mfa-verify')
    const { factorId } = await turnOn(client)
    const claims = await claimsOf(client)
    expect(claims.aal).toBe('aal2')
    expect(claims.amr.map((a) => a.method)).toEqual(['totp', 'password'])
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(aal.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    const factors = await client.auth.mfa.listFactors()
    expect(factors.data?.totp).toEqual([expect.objectContaining({ id: factorId, status: 'verified' })])

    const refreshed = await client.auth.refreshSession()
    expect(refreshed.error).toBeNull()
    const after = await claimsOf(client)
    expect(after.aal).toBe('aal2')
    expect(after.amr).toEqual(claims.amr)
    expect(after.session_id).toBe(claims.session_id)
  })

  it('a wrong code is refused in GoTrue words; so is a used challenge', async () => {
    const { client } = await backend.newUser('mfa-wrong')
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Phone' })
    const factorId = enrolled.data?.id ?? ''
    const secret = enrolled.data?.totp.secret ?? ''
    const challenge = await client.auth.mfa.challenge({ factorId })
    expect(challenge.data).toMatchObject({ type: 'totp' })
    expect(challenge.data?.expires_at).toBeGreaterThan(Date.now() / 1000 + 290)
    const wrong = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: wrongCodeOf(secret) })
    expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })
    expect((await claimsOf(client)).aal).toBe('aal1')

    const right = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: codeOf(secret) })
    expect(right.error).toBeNull()
    const reused = await client.auth.mfa.verify({ factorId, challengeId: challenge.data?.id ?? '', code: codeOf(secret) })
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' })
    const unknown = await client.auth.mfa.verify({ factorId, challengeId: crypto.randomUUID(), code: codeOf(secret) })
    expect(unknown.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found' })
  })

  it('signing in again gives aal1 with nextLevel aal2; the code step raises it; other aal1 sessions end', async () => {
    const { client, email, password } = await backend.newUser('mfa-signin')
    const { factorId, secret } = await turnOn(client)
    const phone = await backend.signedIn(email, password)
    const laptop = await backend.signedIn(email, password)
    const laptopToken = (await laptop.auth.getSession()).data.session?.access_token ?? ''
    expect((await phone.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const verified = await phone.auth.mfa.challengeAndVerify({ factorId, code: codeOf(secret) })
    expect(verified.error).toBeNull()
    expect((await claimsOf(phone)).aal).toBe('aal2')
    // GoTrue ends the user's sessions still at aal1 once a factor is verified.
    const res = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, authorization: `Bearer ${laptopToken}` } })
    expect(res.status).toBe(403)
  })

  it('unenroll of a verified factor needs aal2; a second factor needs aal2 to enroll', async () => {
    const { client, email, password } = await backend.newUser('mfa-unenroll')
    const { factorId } = await turnOn(client)
    const aal1 = await backend.signedIn(email, password)
    const refused = await aal1.auth.mfa.unenroll({ factorId })
    expect(refused.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' })
    const backupAtAal1 = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Backup' })
    expect(backupAtAal1.error).toMatchObject({ status: 403, code: 'insufficient_aal' })

    const backup = await turnOn(client, 'Backup')
    expect((await client.auth.mfa.listFactors()).data?.totp).toHaveLength(2)
    // As hosted: removing the factor that raised this session (the one verified last) lowers it to
    // aal1, so the other factor goes first.
    const first = await client.auth.mfa.unenroll({ factorId })
    expect(first.error).toBeNull()
    expect(first.data).toEqual({ id: factorId })
    expect((await client.auth.mfa.unenroll({ factorId: backup.factorId })).error).toBeNull()
    expect((await client.auth.mfa.listFactors()).data?.all).toEqual([])
    // The session the last factor raised is aal1 again.
    await client.auth.refreshSession()
    expect((await claimsOf(client)).aal).toBe('aal1')
    const missing = await client.auth.mfa.unenroll({ factorId: backup.factorId })
    expect(missing.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('a password change needs aal2 once a factor is verified', async () => {
    const { client, email, password } = await backend.newUser('mfa-password')
    await turnOn(client)
    const aal1 = await backend.signedIn(email, password)
    const refused = await aal1.auth.updateUser({ password: 'another-password-2' })
    expect(refused.error).toMatchObject({ status: 401, code: 'insufficient_aal' })
    expect((await client.auth.updateUser({ password: 'another-password-2' })).error).toBeNull()
  })
})

describe('admin endpoints (service role)', () => {
  it('lists and deletes a user’s factors; the user’s sessions drop to aal1', async () => {
    const { client, id } = await backend.newUser('admin-factors')
    const { factorId } = await turnOn(client)
    const admin = backend.serviceClient()
    const listed = await admin.auth.admin.mfa.listFactors({ userId: id })
    expect(listed.error).toBeNull()
    expect(listed.data?.factors).toEqual([expect.objectContaining({ id: factorId, factor_type: 'totp', status: 'verified' })])
    const deleted = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factorId })
    expect(deleted.error).toBeNull()
    // GoTrue answers with the deleted factor; auth-js hands it back wrapped in `data`.
    expect(deleted.data).toMatchObject({ data: { id: factorId, status: 'verified' } })
    expect((await admin.auth.admin.mfa.listFactors({ userId: id })).data?.factors).toEqual([])
    await client.auth.refreshSession()
    expect((await claimsOf(client)).aal).toBe('aal1')
    const again = await admin.auth.admin.mfa.deleteFactor({ userId: id, id: factorId })
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('updateUserById sets a password (ending the user’s sessions) and metadata', async () => {
    const { client, id, email } = await backend.newUser('admin-update')
    const admin = backend.serviceClient()
    const res = await admin.auth.admin.updateUserById(id, { password: 'set-by-the-admin', user_metadata: { name: 'Jo' } })
    expect(res.error).toBeNull()
    expect(res.data.user).toMatchObject({ id, email, user_metadata: expect.objectContaining({ name: 'Jo' }) })
    expect((await client.auth.refreshSession()).error).toMatchObject({ status: 400 })
    expect((await backend.client().auth.signInWithPassword({ email, password: 'set-by-the-admin' })).error).toBeNull()
    const weak = await admin.auth.admin.updateUserById(id, { password: '123' })
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' })
    const fetched = await admin.auth.admin.getUserById(id)
    expect(fetched.data.user?.id).toBe(id)
  })

  it('refuses everyone but the service role, and unknown users', async () => {
    const { client, id } = await backend.newUser('admin-refused')
    const asUser = await client.auth.admin.mfa.listFactors({ userId: id })
    expect(asUser.error).toMatchObject({ status: 403, code: 'not_admin' })
    const asUserUpdate = await client.auth.admin.updateUserById(id, { password: 'not-allowed-1' })
    expect(asUserUpdate.error).toMatchObject({ status: 403, code: 'not_admin' })
    const unknown = await backend.serviceClient().auth.admin.mfa.listFactors({ userId: crypto.randomUUID() })
    expect(unknown.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' })
  })
})

describe('signOut scopes', () => {
  it("scope 'others' ends the other sessions (their refresh tokens stop working) and keeps this one", async () => {
    const { email, password } = await backend.newUser('logout-others')
    const here = await backend.signedIn(email, password)
    const there = await backend.signedIn(email, password)
    expect((await here.auth.signOut({ scope: 'others' })).error).toBeNull()
    expect((await here.auth.getUser()).error).toBeNull()
    const refreshed = await there.auth.refreshSession()
    expect(refreshed.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' })
  })
})
