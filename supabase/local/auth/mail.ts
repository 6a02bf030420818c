/**
 * Confirmation mail of the GoTrue subset (docs/local-backend.md §1.1, §8): the token, the link to
 * `/auth/v1/verify`, GoTrue's default template, the send-frequency limit, and where a link may
 * redirect to. Mail goes to the local inbox (supabase/local/inbox.ts), never out of the computer.
 */
import { createHash, randomInt } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import type { AuthSettings } from '../config.ts'
import { escapeHtml, type MailInbox } from '../inbox.ts'
import { AuthError } from './errors.ts'
import type { UserRow } from './users.ts'

/** The sender `supabase start` uses for its mail catcher ([inbucket] admin_email / sender_name defaults). */
const SENDER = 'Admin <admin@email.com>'

/** GoTrue's default confirmation subject and body (internal/mailer/templatemailer/template.go). */
const CONFIRMATION_SUBJECT = 'Confirm your email address'

/** Go's `url.QueryEscape`: like encodeURIComponent, but `!'()*` escaped and spaces as `+`. */
function goQueryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
}

function isLocalhost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return ['localhost', '127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) || host.endsWith('.localhost')
}

function isLoopbackIp(hostname: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === '::1' || /^::ffff:127\./i.test(hostname)
}

/**
 * GoTrue's `IsRedirectURLValid` for this project: the site URL's scheme and host (any port on a
 * localhost name), or any loopback IP address. config.toml's additional_redirect_urls are all
 * loopback addresses, so they are covered without reading them.
 */
function isRedirectAllowed(siteUrl: string, candidate: string): boolean {
  let base: URL
  let target: URL
  try {
    base = new URL(siteUrl)
    target = new URL(candidate)
  } catch {
    return false
  }
  const host = target.hostname.replace(/^\[|\]$/g, '')
  if (base.hostname === host && base.protocol === target.protocol && (base.port === target.port || isLocalhost(host))) return true
  if (/^[0-9]+$/.test(host)) return false
  return isLoopbackIp(host)
}

/**
 * GoTrue's `GetReferrer`: the `redirect_to` header or query value if allowed, else the Referer if
 * allowed, else the site URL.
 */
export function redirectTarget(siteUrl: string, requested: string | undefined, referer: string | undefined): string {
  for (const candidate of [requested, referer]) if (candidate && isRedirectAllowed(siteUrl, candidate)) return candidate
  return siteUrl
}

/** GoTrue's `crypto.GenerateTokenHash`: hex SHA-224 of the address followed by the one-time code. */
function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email + otp)
    .digest('hex')
}

/** True when a link sent at `sentAt` is older than `otpExpiry` seconds (GoTrue's `isOtpExpired`). */
export function isLinkExpired(sentAt: Date | null, otpExpiry: number): boolean {
  return sentAt === null || Date.now() > sentAt.getTime() + otpExpiry * 1000
}

/**
 * The confirmation mail of a sign-up (GoTrue's `sendConfirmation`). `apiUrl` is the backend's
 * origin, e.g. http://127.0.0.1:54321; `redirectTo` has already passed {@link redirectTarget}.
 */
export function createConfirmationMailer(settings: AuthSettings, inbox: MailInbox, apiUrl: () => string) {
  /**
   * Stores a new token on the user and delivers the mail with its link
   * `<api>/auth/v1/verify?token=<hash>&type=signup&redirect_to=<redirectTo>`. Throws AuthError 429
   * `over_email_send_rate_limit` when the last mail to this user is younger than
   * `emailMaxFrequency` seconds.
   */
  return async function sendConfirmation(tx: Transaction, user: UserRow, redirectTo: string): Promise<void> {
    const sentAt = user.confirmation_sent_at
    const wait = sentAt ? sentAt.getTime() + settings.emailMaxFrequency * 1000 - Date.now() : 0
    if (wait > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.floor(wait / 1000)} seconds.`,
      )
    }
    const email = user.email ?? ''
    const otp = String(randomInt(1_000_000)).padStart(6, '0')
    const token = tokenHash(email, otp)
    await tx.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, token])
    // Go's encodeRedirectURL: escaped only when it holds &, = or #.
    const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
    const link = `${apiUrl()}/auth/v1/verify?token=${token}&type=signup&redirect_to=${redirect}`
    inbox.deliver({
      from: SENDER,
      to: email,
      subject: CONFIRMATION_SUBJECT,
      text: `Follow the link below to confirm this email address and finish signing up.\n\nConfirm email address: ${link}`,
      html: `<h2>Confirm your email address</h2>\n\n<p>Follow the link below to confirm this email address and finish signing up.</p>\n<p><a href="${escapeHtml(link)}">Confirm email address</a></p>\n`,
    })
  }
}
