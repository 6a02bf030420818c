/**
 * `npm run dev` (docs/decisions.md #18): the embedded local Supabase backend on http://127.0.0.1:54321 and the
 * Vite dev server on http://localhost:5173, together. Prints both URLs, the local inbox (confirmation
 * mails, docs/local-backend.md §8), whether e-mail confirmations are on and the local admin login,
 * forwards Ctrl-C / SIGTERM to both and exits when either stops. A local backend already serving
 * the API port is reused; a port held by anything else is reported and nothing starts.
 *
 * Environment: DEV_WEB_PORT (site, default 5173) and DEV_BACKEND_PORT (API, default 54321) move the
 * two servers, e.g. next to another checkout; the site is then pointed at that backend unless
 * VITE_SUPABASE_URL is set. SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS=true starts the backend with
 * e-mail confirmations on (the Supabase CLI's override of config.toml [auth.email]).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import { LOCAL_ADMIN } from '../supabase/local/config.ts'

/** A port from the environment, or the default; anything but a whole number 1-65535 stops the script. */
function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number (1-65535), not "${raw}".`)
    process.exit(1)
  }
  return port
}

const API_PORT = portFromEnv('DEV_BACKEND_PORT', 54321)
const WEB_PORT = portFromEnv('DEV_WEB_PORT', 5173)
const API_URL = `http://127.0.0.1:${API_PORT}`
const SITE_URL = `http://localhost:${WEB_PORT}`
const ADMIN = `${LOCAL_ADMIN.email} / ${LOCAL_ADMIN.password}`
const root = fileURLToPath(new URL('..', import.meta.url))

/** 'ours' when a local backend (GoTrue health) answers, 'other' when something else holds the port, 'free' otherwise. */
async function probe(): Promise<'ours' | 'other' | 'free'> {
  const open = await new Promise<boolean>((resolve) => {
    const socket = connect(API_PORT, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
  if (!open) return 'free'
  try {
    const res = await fetch(`${API_URL}/auth/v1/health`, { signal: AbortSignal.timeout(2000) })
    const body = (await res.json()) as { name?: string }
    return body.name === 'GoTrue' ? 'ours' : 'other'
  } catch {
    return 'other'
  }
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('the local backend exited during start-up (see its output above)')
    try {
      if ((await fetch(`${API_URL}/auth/v1/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('the local backend did not become ready within 60 s')
}

/** What the running backend says about e-mail confirmations (GoTrue's /settings), for the start-up lines. */
async function confirmationsLine(): Promise<string> {
  try {
    const settings = (await (await fetch(`${API_URL}/auth/v1/settings`)).json()) as { mailer_autoconfirm?: boolean }
    return settings.mailer_autoconfirm === false
      ? 'on (sign-up mails a confirmation link to the inbox above)'
      : 'off (SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS=true npm run dev turns them on)'
  } catch {
    return 'unknown (the backend did not answer /auth/v1/settings)'
  }
}

const children: ChildProcess[] = []
let exiting = false
function shutdown(code: number) {
  if (exiting) return
  exiting = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  const deadline = setTimeout(() => process.exit(code), 5000)
  deadline.unref()
  void Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() => process.exit(code))
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

const state = await probe()
if (state === 'other') {
  console.error(`Port ${API_PORT} is held by another program (not the local backend). Stop it, or point VITE_SUPABASE_URL elsewhere.`)
  process.exit(1)
}
if (state === 'ours') {
  console.log(`Reusing the local backend already running at ${API_URL}.`)
} else {
  const backend = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(API_PORT) },
  })
  children.push(backend)
  backend.once('exit', (code) => {
    if (!exiting) console.error(`The local backend stopped (exit ${code}); stopping the site too.`)
    shutdown(code ?? 1)
  })
  try {
    await waitForHealth(backend)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    shutdown(1)
  }
}

if (!exiting) {
  const viteEnv = { ...process.env, VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || (API_PORT === 54321 ? undefined : API_URL) }
  const viteArgs = ['node_modules/vite/bin/vite.js', ...(WEB_PORT === 5173 ? [] : ['--port', String(WEB_PORT)]), ...process.argv.slice(2)]
  const vite = spawn(process.execPath, viteArgs, { cwd: root, stdio: 'inherit', env: viteEnv })
  children.push(vite)
  vite.once('exit', (code) => {
    if (!exiting) console.error(`The Vite dev server stopped (exit ${code}); stopping the backend too.`)
    shutdown(code ?? 1)
  })
  console.log(
    [
      '',
      `  Site:         ${SITE_URL}`,
      `  Supabase API: ${API_URL}  (local backend; data in ${process.env.SUPABASE_LOCAL_DATA_DIR || 'supabase/.data'}, wipe with npm run db:reset)`,
      `  Local inbox:  ${API_URL}/inbox  (mail the local backend sends)`,
      `  E-mail confirmations: ${await confirmationsLine()}`,
      `  Local admin:  ${ADMIN}  (sign in at ${SITE_URL}/auth)`,
      '  Ctrl-C stops both.',
      '',
    ].join('\n'),
  )
}
