/**
 * TOTP for the GoTrue subset's MFA (docs/local-backend.md §1.12), with the `otpauth` and `uqr`
 * libraries and GoTrue's parameters (internal/api/mfa.go, pquerna/otp): a 20-byte secret in base32,
 * SHA-1, 6 digits, 30-second steps, and a code accepted one step early or late (skew 1).
 */
import { Secret, TOTP } from 'otpauth'
import { renderSVG } from 'uqr'
import { sortedQuery } from './tokens.ts'

/** GoTrue's TOTP parameters. */
const TOTP_PERIOD = 30
const TOTP_DIGITS = 6
/** Steps before and after the current one whose code is still accepted (pquerna's `Skew`). */
const TOTP_SKEW = 1

/** A new key: its base32 secret and the `otpauth://totp/<issuer>:<account>?…` URI as pquerna's `key.URL()` writes it. */
export function newTotpKey(issuer: string, account: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32.replace(/=+$/, '')
  const query = sortedQuery({ algorithm: 'SHA1', digits: String(TOTP_DIGITS), issuer, period: String(TOTP_PERIOD), secret })
  // Go's url.URL escapes the path but keeps ':' and '@'.
  const label = encodeURIComponent(`${issuer}:${account}`).replace(/%3A/gi, ':').replace(/%40/gi, '@')
  return { secret, uri: `otpauth://totp/${label}?${query}` }
}

/**
 * True when `code` is the TOTP of `secret` (base32) for the step of `at` (ms since the epoch) or
 * one step either side, as GoTrue's `totp.ValidateCustom(…, Skew: 1)`. Any other shape of code is false.
 */
export function isTotpValid(secret: string, code: string, at: number = Date.now()): boolean {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return false
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD })
  return totp.validate({ token: code, timestamp: at, window: TOTP_SKEW }) !== null
}

/**
 * The QR code of `uri` as SVG markup, error correction H as GoTrue's; colours by name (uqr's `white` and
 * `black`) so the markup holds no `#` (auth-js wraps it unescaped in a `data:image/svg+xml;utf-8,` URI,
 * where `#` would end it).
 */
export function qrCodeSvg(uri: string): string {
  return renderSVG(uri, { ecc: 'H', border: 1, whiteColor: 'white', blackColor: 'black' })
}
