/**
 * The local mail catcher (docs/local-backend.md §8): the mails the GoTrue subset sends (sign-up
 * confirmations, password recovery) are kept in memory, newest first, and shown on a small HTML page at `/inbox` with a
 * JSON view for tests at `/inbox/api/messages`, like the Mailpit inbox `supabase start` runs on
 * port 54324. Nothing is sent anywhere; a restart empties the inbox. Loopback clients only.
 */
import { randomUUID } from 'node:crypto'
import { getConnInfo } from '@hono/node-server/conninfo'
import { Hono, type Context } from 'hono'

/** A mail as the auth service hands it over. `html` is trusted markup built by the backend itself. */
export type OutgoingMail = { from: string; to: string; subject: string; text: string; html: string }

/** A delivered mail. `created_at` is an RFC 3339 UTC string. */
export type InboxMessage = OutgoingMail & { id: string; created_at: string }

/** Most messages kept; older ones are dropped first. */
const INBOX_CAPACITY = 200

/** The in-memory mailbox every recipient shares. */
export class MailInbox {
  private messages: InboxMessage[] = []

  /** Stores a mail and returns it with its id and time. */
  deliver(mail: OutgoingMail): InboxMessage {
    const message = { ...mail, id: randomUUID(), created_at: new Date().toISOString() }
    this.messages = [message, ...this.messages].slice(0, INBOX_CAPACITY)
    return message
  }

  /** Newest first; only those sent to `to` (case-insensitive) when given. */
  list(to?: string): InboxMessage[] {
    return to ? this.messages.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : [...this.messages]
  }

  clear(): void {
    this.messages = []
  }
}

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch)

/**
 * One paragraph of a mail's text, escaped. A paragraph `Label: <url>` becomes a link named by its
 * label with the address printed under it (a link text that says where it leads); other URLs link to themselves.
 */
function paragraph(text: string): string {
  const labelled = /^([^\n:]+): (https?:\/\/\S+)$/.exec(text)
  if (labelled) {
    const [, label = '', url = ''] = labelled
    return `<p><a class="action" href="${escapeHtml(url)}">${escapeHtml(label)}</a></p><p class="url">${escapeHtml(url)}</p>`
  }
  const html = text
    .split(/(https?:\/\/\S+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('')
  return `<p>${html}</p>`
}

function page(messages: InboxMessage[], base: string): string {
  const items = messages
    .map((m, i) => {
      const heading = `message-${i}`
      return `<li><article aria-labelledby="${heading}">
  <h2 id="${heading}">${escapeHtml(m.subject)}</h2>
  <dl>
    <div><dt>To</dt><dd>${escapeHtml(m.to)}</dd></div>
    <div><dt>From</dt><dd>${escapeHtml(m.from)}</dd></div>
    <div><dt>Received</dt><dd><time datetime="${m.created_at}">${escapeHtml(m.created_at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></dd></div>
  </dl>
  <div class="body">${m.text
    .split(/\n{2,}/)
    .map(paragraph)
    .join('')}</div>
</article></li>`
    })
    .join('\n')
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local inbox (${count})</title>
<style>
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1f1f1f; background: #fff; }
  body { margin: 0 auto; max-width: 48rem; padding: 1rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.125rem; margin: 0 0 .5rem; }
  a { color: #0b57d0; overflow-wrap: anywhere; }
  a:focus-visible, button:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  ol { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; gap: 1rem; }
  article { border: 1px solid #767676; border-radius: .5rem; padding: 1rem; }
  dl { margin: 0; display: grid; gap: .125rem; }
  dl div { display: grid; grid-template-columns: 5.5rem 1fr; gap: .5rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .body p { margin: .75rem 0 0; }
  .actions { display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
  button { font: inherit; padding: .5rem 1rem; border: 1px solid #1f1f1f; border-radius: .375rem; background: #fff; color: #1f1f1f; cursor: pointer; min-height: 44px; }
  .hint { color: #474747; margin: 0; }
  .action { display: inline-block; font-weight: 600; padding: .5rem 0; }
  .url { color: #474747; font-size: .875rem; overflow-wrap: anywhere; margin-top: .25rem; }
</style>
</head>
<body>
<main>
<h1>Local inbox</h1>
<p class="hint">Mail the local backend would have sent (sign-up confirmations, password-recovery links). Nothing leaves this computer; a restart empties the inbox.</p>
<div class="actions">
  <a href="${base}">Reload</a>
  <form method="post" action="${base}/clear"><button type="submit">Delete all messages</button></form>
</div>
<p role="status">${count}</p>
${messages.length ? `<ol aria-label="Messages, newest first">\n${items}\n</ol>` : '<p>No mail yet. Use “Forgot password?” on the site, or sign up with e-mail confirmations on, then reload this page.</p>'}
</main>
</body>
</html>`
}

function isLoopback(c: Context): boolean {
  const address = getConnInfo(c).remote.address ?? ''
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

/** A request a page of another origin made (a browser sends Origin on cross-origin and form posts). */
function isCrossOrigin(c: Context): boolean {
  const origin = c.req.header('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== c.req.header('host')
  } catch {
    return true
  }
}

/**
 * Routes under /inbox: `GET /` the page, `POST /clear` empties it and goes back, `GET /api/messages`
 * `{messages: InboxMessage[]}` (newest first; `?to=` filters by recipient), `DELETE /api/messages` → 204.
 * Any other client than loopback, and any request from a page of another origin, gets 403; no CORS
 * headers are sent, so other sites cannot read the confirmation links.
 */
export function createInboxApp(inbox: MailInbox): Hono {
  const app = new Hono()
  app.use(async (c, next) => {
    if (!isLoopback(c)) return c.text('The local inbox is only served to this computer.', 403)
    if (isCrossOrigin(c)) return c.text('The local inbox does not answer other sites.', 403)
    await next()
    c.header('Cache-Control', 'no-store')
  })
  app.get('/', (c) => c.html(page(inbox.list(), c.req.path.replace(/\/$/, ''))))
  app.post('/clear', (c) => {
    inbox.clear()
    return c.redirect(c.req.path.replace(/\/clear$/, ''), 303)
  })
  app.get('/api/messages', (c) => c.json({ messages: inbox.list(c.req.query('to')) }))
  app.delete('/api/messages', (c) => {
    inbox.clear()
    return c.body(null, 204)
  })
  return app
}
