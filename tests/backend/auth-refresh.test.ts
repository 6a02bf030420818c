/**
 * Refresh-token errors answer as current GoTrue does (docs/local-backend.md §1.3, §1.7): the token is
 * validated before the look-up (supabase/auth internal/api/token_refresh.go), the body is decoded as
 * Go's encoding/json decodes it, and both wire formats carry the same code.
 */
import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestBackend, type TestBackend } from '../support/backend.ts'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
})
afterAll(() => backend?.dispose())

/** POST /auth/v1/token?grant_type=refresh_token with a raw body, as auth-js sends it (API version header unless `legacy`). */
async function refresh(body: string, legacy = false) {
  const res = await fetch(`${backend.url}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...(legacy ? {} : { 'X-Supabase-Api-Version': '2024-01-01' }) },
    body,
  })
  return {
    status: res.status,
    version: res.headers.get('x-supabase-api-version'),
    errorCode: res.headers.get('x-sb-error-code'),
    body: (await res.json()) as unknown,
  }
}

/** A well-formed v2 refresh token (crypto.ParseRefreshToken accepts it) for a session that does not exist. */
function v2Token(): string {
  const body = Buffer.concat([Buffer.from([0]), randomBytes(16), Buffer.from([1]), randomBytes(16)])
  const checksum = createHash('sha256').update(body).digest().subarray(0, 4)
  return Buffer.concat([body, checksum]).toString('base64url')
}

const notValid = { status: 400, body: { code: 'validation_failed', message: 'Refresh token is not valid' } }
const notFound = { status: 400, body: { code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' } }

describe('refresh_token grant errors', () => {
  it.each([
    ['no refresh_token', '{}'],
    ['an empty refresh_token', '{"refresh_token":""}'],
    ['a null refresh_token', '{"refresh_token":null}'],
    ['a token shorter than 12 characters', '{"refresh_token":"abc"}'],
    ['a 12-character token outside [a-z0-9]', '{"refresh_token":"ABCDEFGHIJKL"}'],
    ['a longer token that is not a v2 token', `{"refresh_token":"${'x'.repeat(40)}"}`],
  ])('%s: 400 validation_failed "Refresh token is not valid"', async (_case, body) => {
    expect(await refresh(body)).toMatchObject({ ...notValid, errorCode: 'validation_failed', version: '2024-01-01' })
  })

  it('an unknown v1 token and an unknown well-formed v2 token: 400 refresh_token_not_found, one character less: validation_failed', async () => {
    expect(await refresh('{"refresh_token":"abcdefghijk"}')).toMatchObject(notValid)
    expect(await refresh('{"refresh_token":"abcdefghijkl"}')).toMatchObject({ ...notFound, errorCode: 'refresh_token_not_found' })
    expect(await refresh(JSON.stringify({ refresh_token: v2Token() }))).toMatchObject(notFound)
  })

  it('an empty body or a non-string token: 400 bad_json with the Go decoder text', async () => {
    expect(await refresh('')).toMatchObject({
      status: 400,
      body: { code: 'bad_json', message: 'Could not parse request body as JSON: unexpected end of JSON input' },
    })
    expect(await refresh('{"refresh_token":123}')).toMatchObject({
      status: 400,
      body: {
        code: 'bad_json',
        message:
          'Could not parse request body as JSON: json: cannot unmarshal number into Go struct field RefreshTokenGrantParams.refresh_token of type string',
      },
    })
    expect(await refresh('["abcdefghijkl"]')).toMatchObject({
      status: 400,
      body: {
        code: 'bad_json',
        message: 'Could not parse request body as JSON: json: cannot unmarshal array into Go value of type api.RefreshTokenGrantParams',
      },
    })
  })

  it('without X-Supabase-Api-Version the legacy body {code: 400, error_code, msg} and no version header', async () => {
    expect(await refresh('{"refresh_token":"abcdefghijkl"}', true)).toEqual({
      status: 400,
      version: null,
      errorCode: 'refresh_token_not_found',
      body: { code: 400, error_code: 'refresh_token_not_found', msg: 'Invalid Refresh Token: Refresh Token Not Found' },
    })
    expect((await refresh('{}', true)).body).toEqual({ code: 400, error_code: 'validation_failed', msg: 'Refresh token is not valid' })
  })

  it('supabase-js reports a malformed token as a 400 AuthApiError with code validation_failed', async () => {
    const { data, error } = await backend.client().auth.refreshSession({ refresh_token: 'not-a-token' })
    expect(data.session).toBeNull()
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed', message: 'Refresh token is not valid' })
  })
})
