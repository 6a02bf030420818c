/**
 * Pure rules of two-step sign-in (TOTP, Supabase Auth's MFA API; docs/product.md §4 "Auth page", docs/decisions.md
 * #176, #177).
 */

/** Assurance levels as supabase-js reports them (`mfa.getAuthenticatorAssuranceLevel()`). */
type Assurance = { currentLevel: string | null; nextLevel: string | null }

/**
 * True when the session came from the password alone while her account has a verified authenticator: she must type a
 * code before /admin opens (and the database refuses every admin write until then).
 */
export function needsCode({ currentLevel, nextLevel }: Assurance): boolean {
  return currentLevel === 'aal1' && nextLevel === 'aal2'
}

/** A TOTP code as she may type it ("123 456", "123-456"): the six digits, or null when it is not six digits. */
export function normalizeCode(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}

/** The secret key in groups of four ("JBSW Y3DP EHPK 3PXP"), easier to type into an app by hand. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ')
}

/** "Authenticator 1", "Authenticator 2", …: the first name not in `taken` (hosted wants unique factor names). */
export function nextAuthenticatorName(taken: readonly (string | null | undefined)[]): string {
  for (let n = 1; ; n++) {
    const name = `Authenticator ${n}`
    if (!taken.includes(name)) return name
  }
}
