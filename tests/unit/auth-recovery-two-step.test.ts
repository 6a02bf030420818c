// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { encode } from 'uqr'
import { readAuthLink, recoveryRedirect } from '@/features/auth/lib/auth-link'
import { authProblem } from '@/features/auth/lib/auth-problem'
import { authStepAfter, initialAuthStep } from '@/features/auth/lib/auth-step'
import { qrPath } from '@/features/auth/lib/qr-path'
import { groupSecret, needsCode, nextAuthenticatorName, normalizeCode } from '@/features/auth/lib/two-step'
import { authProblems } from '@/features/auth/messages'
import { credentialMessages, newPasswordSchema } from '@/features/auth/schemas'

// The pure rules of "Forgot password?" and two-step sign-in (docs/product.md §4 "Auth page", §5; docs/decisions.md #175-#178).

test('the aal rule: a code is due only for an aal1 session of an account whose next level is aal2', () => {
  expect(needsCode({ currentLevel: 'aal1', nextLevel: 'aal2' })).toBe(true)
  expect(needsCode({ currentLevel: 'aal2', nextLevel: 'aal2' })).toBe(false)
  expect(needsCode({ currentLevel: 'aal1', nextLevel: 'aal1' })).toBe(false)
  expect(needsCode({ currentLevel: null, nextLevel: null })).toBe(false)
})

test.each([
  ['123456', '123456'],
  [' 123 456 ', '123456'],
  ['123-456', '123456'],
  ['12345', null],
  ['1234567', null],
  ['12a456', null],
  ['', null],
])('the code %j is read as %j', (typed, code) => {
  expect(normalizeCode(typed)).toBe(code)
})

test('the secret shows in groups of four, and authenticators get the first free name', () => {
  expect(groupSecret('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB')
  expect(groupSecret('')).toBe('')
  expect(nextAuthenticatorName([])).toBe('Authenticator 1')
  expect(nextAuthenticatorName(['Authenticator 1', null])).toBe('Authenticator 2')
  expect(nextAuthenticatorName(['Authenticator 2'])).toBe('Authenticator 1')
})

test('rate limits, wrong codes, used links and the same password are said in plain words', () => {
  expect(authProblem({ status: 429, code: 'over_email_send_rate_limit', message: 'For security purposes…' })).toBe(authProblems.rateLimited)
  expect(authProblem({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })).toBe(
    authProblems.rateLimited,
  )
  expect(authProblem({ status: 429, message: 'Too many' })).toBe(authProblems.rateLimited)
  expect(authProblem({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })).toBe(authProblems.wrongCode)
  expect(authProblem({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' })).toBe(authProblems.linkExpired)
  expect(authProblem({ status: 422, code: 'same_password', message: 'New password should be different' })).toBe(authProblems.samePassword)
  expect(authProblem({ status: 403, code: 'insufficient_aal', message: 'AAL2 required' })).toBe(authProblems.needsCode)
  expect(authProblem(new Error('Invalid login credentials'))).toBe('Invalid login credentials')
  expect(authProblem(null)).toBe('Unknown error')
})

test('the address of /auth: the recovery link, a refused link, an ordinary visit', () => {
  expect(readAuthLink({ search: '?step=new-password', hash: '#access_token=x&type=recovery' })).toBe('new-password')
  expect(readAuthLink({ search: '?step=new-password', hash: '' })).toBe('new-password')
  expect(
    readAuthLink({
      search: '?step=new-password',
      hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid',
    }),
  ).toBe('link-error')
  expect(readAuthLink({ search: '', hash: '#error_code=otp_expired' })).toBe('link-error')
  expect(readAuthLink({ search: '', hash: '' })).toBe('none')
  expect(readAuthLink({ search: '?step=other', hash: '#access_token=x&type=signup' })).toBe('none')
  expect(recoveryRedirect('http://127.0.0.1:4173', '/auth')).toBe('http://127.0.0.1:4173/auth?step=new-password')
})

test('the steps of /auth after the session is known', () => {
  expect(initialAuthStep('none')).toEqual({ name: 'checking-session' })
  expect(initialAuthStep('new-password')).toEqual({ name: 'checking-link' })
  expect(initialAuthStep('link-error')).toEqual({ name: 'forgot', expiredLink: true })
  // An ordinary visit: signed in → home; a code due → the code; signed out → the sign-in form.
  expect(authStepAfter({ link: 'none', signedIn: true, needsCode: false })).toBe('home')
  expect(authStepAfter({ link: 'none', signedIn: true, needsCode: true })).toEqual({ name: 'code' })
  expect(authStepAfter({ link: 'none', signedIn: false, needsCode: false })).toEqual({ name: 'sign-in' })
  // The recovery link: the code first when two-step is on, then the new password; no session → the link expired.
  expect(authStepAfter({ link: 'new-password', signedIn: true, needsCode: true })).toEqual({ name: 'code' })
  expect(authStepAfter({ link: 'new-password', signedIn: true, needsCode: false })).toEqual({ name: 'new-password' })
  expect(authStepAfter({ link: 'new-password', signedIn: false, needsCode: false })).toEqual({ name: 'forgot', expiredLink: true })
  // A refused link keeps its message, signed in or not.
  expect(authStepAfter({ link: 'link-error', signedIn: true, needsCode: false })).toBeNull()
})

test('a new password: the password rules first, then both fields the same', () => {
  const issue = (password: string, confirmation: string) => {
    const parsed = newPasswordSchema.safeParse({ password, confirmation })
    return parsed.success ? null : { path: parsed.error.issues[0]?.path[0], message: parsed.error.issues[0]?.message }
  }
  expect(issue('abc', 'abc')).toEqual({ path: 'password', message: credentialMessages.passwordTooShort })
  expect(issue('x'.repeat(101), 'x'.repeat(101))).toEqual({ path: 'password', message: credentialMessages.passwordTooLong })
  expect(issue('new-password', 'new-passwort')).toEqual({ path: 'confirmation', message: credentialMessages.passwordsDiffer })
  expect(issue(' spaced pass ', ' spaced pass ')).toBeNull()
})

test('the QR path draws every dark module of the code once, inside the quiet zone', () => {
  const uri = 'otpauth://totp/IJ%20Nails%20%26%20Lashes:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=IJ%20Nails%20%26%20Lashes'
  const { size, d } = qrPath(uri)
  // Rebuild the matrix from the path and compare it with the encoder's own.
  const drawn = Array.from({ length: size }, () => Array<boolean>(size).fill(false))
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(run); i++) {
      expect(drawn[Number(y)]![Number(x) + i]).toBe(false)
      drawn[Number(y)]![Number(x) + i] = true
    }
  }
  expect(drawn).toEqual(encode(uri, { ecc: 'M', border: 4 }).data)
  for (let i = 0; i < 4; i++) {
    expect(drawn[i]!.some(Boolean)).toBe(false)
    expect(drawn.map((row) => row[i]).some(Boolean)).toBe(false)
  }
})
