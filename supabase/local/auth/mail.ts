/**
 * Confirmation and recovery mail of the GoTrue subset (docs/local-backend.md §1.1, §1.10, §8): the
 * token, the link to `/auth/v1/verify`, GoTrue's default templates, the send-frequency limit, and
 * where a link may redirect to. Mail goes to the local inbox (supabase/local/inbox.ts), never out of the computer.
 */
import { createHash, randomInt } from 'node:crypto'
import type { Transaction } from '@electric-sql/pglite'
import type { AuthSettings } from '../config.ts'
import { escapeHtml, type MailInbox } from '../inbox.ts'
import { AuthError } from './errors.ts'
import type { UserRow } from './users.ts'

/** The sender `supabase start` uses for its mail catcher ([inbucket] admin_email / sender_name defaults). */
const SENDER = 'Admin <admin@email.com>'

/** GoTrue's default confirmation subject (internal/mailer/templatemailer/templatemailer.go). */
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

/** GoTrue's `generateFrequencyLimitErrorMessage`: 429 `over_email_send_rate_limit` while the last mail is younger than `frequency` seconds. */
function checkFrequency(sentAt: Date | null, frequency: number): void {
  const wait = sentAt ? sentAt.getTime() + frequency * 1000 - Date.now() : 0
  if (wait > 0) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${Math.floor(wait / 1000)} seconds.`,
    )
  }
}

/** A mail kind: which token column it sets, the link's `type` and GoTrue's default template (internal/mailer/templatemailer). */
type MailKind = {
  type: 'signup' | 'recovery'
  tokenColumn: 'confirmation_token' | 'recovery_token'
  sentColumn: 'confirmation_sent_at' | 'recovery_sent_at'
  subject: string
  /** The text body's paragraphs before the link, and the link's label. */
  intro: string
  label: string
  outro?: string
}

const CONFIRMATION: MailKind = {
  type: 'signup',
  tokenColumn: 'confirmation_token',
  sentColumn: 'confirmation_sent_at',
  subject: CONFIRMATION_SUBJECT,
  intro: 'Follow the link below to confirm this email address and finish signing up.',
  label: 'Confirm email address',
}

const RECOVERY: MailKind = {
  type: 'recovery',
  tokenColumn: 'recovery_token',
  sentColumn: 'recovery_sent_at',
  subject: 'Reset your password',
  intro: 'We received a request to reset your password. Follow the link below to choose a new one.',
  label: 'Reset password',
  outro: "If you didn't request this, you can safely ignore this email.",
}

/**
 * The mails of the GoTrue subset (GoTrue's `sendConfirmation` and `sendPasswordRecovery`). `apiUrl`
 * is the backend's origin, e.g. http://127.0.0.1:54321; `redirectTo` has already passed
 * {@link redirectTarget}. `beforeSend` charges the project's hourly e-mail budget
 * ([auth.rate_limit] email_sent) and throws its 429.
 */
export function createMailer(settings: AuthSettings, inbox: MailInbox, apiUrl: () => string, beforeSend: () => void = () => {}) {
  async function send(kind: MailKind, tx: Transaction, user: UserRow, sentAt: Date | null, redirectTo: string): Promise<void> {
    checkFrequency(sentAt, settings.emailMaxFrequency)
    beforeSend()
    const email = user.email ?? ''
    const otp = String(randomInt(1_000_000)).padStart(6, '0')
    const token = tokenHash(email, otp)
    await tx.query(`update auth.users set ${kind.tokenColumn} = $2, ${kind.sentColumn} = now() where id = $1`, [user.id, token])
    // Go's encodeRedirectURL: escaped only when it holds &, = or #.
    const redirect = /[&=#]/.test(redirectTo) ? goQueryEscape(redirectTo) : redirectTo
    const link = `${apiUrl()}/auth/v1/verify?token=${token}&type=${kind.type}&redirect_to=${redirect}`
    const outroText = kind.outro ? `\n\n${kind.outro}` : ''
    const outroHtml = kind.outro ? `<p>${escapeHtml(kind.outro)}</p>\n` : ''
    inbox.deliver({
      from: SENDER,
      to: email,
      subject: kind.subject,
      text: `${kind.intro}\n\n${kind.label}: ${link}${outroText}`,
      html: `<h2>${escapeHtml(kind.subject)}</h2>\n\n<p>${escapeHtml(kind.intro)}</p>\n<p><a href="${escapeHtml(link)}">${escapeHtml(kind.label)}</a></p>\n${outroHtml}`,
    })
  }

  return {
    /**
     * Stores a new confirmation token and delivers the mail with its link
     * `<api>/auth/v1/verify?token=<hash>&type=signup&redirect_to=<redirectTo>`. Throws AuthError 429
     * `over_email_send_rate_limit` when the last confirmation mail to this user is younger than
     * `emailMaxFrequency` seconds, or the hourly budget is spent.
     */
    sendConfirmation: (tx: Transaction, user: UserRow, redirectTo: string) =>
      send(CONFIRMATION, tx, user, user.confirmation_sent_at, redirectTo),
    /**
     * The password-recovery mail (`sendPasswordRecovery`): a new recovery token (the previous link stops
     * working) and the link `<api>/auth/v1/verify?token=<hash>&type=recovery&redirect_to=<redirectTo>`.
     * Throws AuthError 429 as {@link sendConfirmation}, timed by `recovery_sent_at`.
     */
    sendRecovery: (tx: Transaction, user: UserRow, redirectTo: string) => send(RECOVERY, tx, user, user.recovery_sent_at, redirectTo),
  }
}
