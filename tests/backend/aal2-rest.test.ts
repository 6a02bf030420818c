/**
 * Two-step sign-in end to end on the local backend (docs/decisions.md #165, #168): an admin enrols a TOTP factor
 * and verifies it with a code computed from the returned secret (supabase-js `auth.mfa`, the real GoTrue subset);
 * then a password-only session (aal1) of hers writes nothing through PostgREST or Storage while the session that
 * typed the code (aal2) writes; removing her factors with the service role (the lost-phone path) lets aal1 write.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeAllFactors } from '../../scripts/lib/admin-account.ts'
import { draftSaveOutcome, startTestBackend, type TestBackend } from '../support/backend.ts'
import { turnOn } from '../support/totp.ts'

let backend: TestBackend
let service: SupabaseClient
let owner: Awaited<ReturnType<TestBackend['newUser']>>
let withCode: SupabaseClient
let passwordOnly: SupabaseClient

/** A harmless admin write: the draft saved as it is (save_site_draft); 'saved', or the refusal's code. */
const touchDraft = (client: SupabaseClient) => draftSaveOutcome(client, service)
const upload = (client: SupabaseClient) =>
  client.storage
    .from('gallery-images')
    .upload(`nails/${crypto.randomUUID()}.webp`, new Blob([new Uint8Array(12)], { type: 'image/webp' }), { contentType: 'image/webp' })

beforeAll(async () => {
  backend = await startTestBackend()
  service = backend.serviceClient()
  owner = await backend.newUser('two-step')
  const granted = await service.from('user_roles').insert({ user_id: owner.id, role: 'admin' })
  if (granted.error) throw granted.error
  withCode = owner.client
  await turnOn(withCode, 'Phone')
  passwordOnly = await backend.signedIn(owner.email, owner.password)
})
afterAll(() => backend?.dispose())

describe('admin with two-step sign-in on', () => {
  it('the sessions are aal2 (code) and aal1 (password only)', async () => {
    expect((await withCode.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2')
    const aal1 = (await passwordOnly.auth.mfa.getAuthenticatorAssuranceLevel()).data
    expect(aal1).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
  })

  it('password only: no draft write, no publish, no upload', async () => {
    expect(await touchDraft(passwordOnly)).toBe('42501')
    const publish = await passwordOnly.rpc('publish_site_content')
    expect({ status: publish.status, code: publish.error?.code, message: publish.error?.message }).toEqual({
      status: 403,
      code: '42501',
      message: 'permission denied to publish the site content',
    })
    expect((await upload(passwordOnly)).error).toMatchObject({ statusCode: '403' })
  })

  it('with the code: the draft, publish and upload work', async () => {
    expect(await touchDraft(withCode)).toBe('saved')
    expect((await withCode.rpc('publish_site_content')).error).toBeNull()
    expect((await upload(withCode)).error).toBeNull()
  })

  it('after admin:grant --remove-factors (lost phone) the password alone writes again', async () => {
    expect((await removeAllFactors(service, owner.id)).map((f) => f.friendly_name)).toEqual(['Phone'])
    expect(await touchDraft(passwordOnly)).toBe('saved')
  })
})
