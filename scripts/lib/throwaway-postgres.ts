import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

/** A running throwaway cluster; `stop` ends it by its PID and deletes its folder. */
export type ThrowawayPostgres = {
  /** e.g. 15 */
  version: string
  host: '127.0.0.1'
  port: number
  /** Connection settings for node-postgres as `user` (trust authentication, 127.0.0.1 only). */
  connection(user: string): pg.ClientConfig
  stop(): Promise<void>
}

/** Debian's server binaries, newest major first: /usr/lib/postgresql/<major>/bin. Null when none is installed. */
function findPostgresBin(): { version: string; bin: string } | null {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return null
  const versions = readdirSync(root)
    .filter((v) => /^[0-9]+$/.test(v) && existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length ? { version: versions[0], bin: join(root, versions[0], 'bin') } : null
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** PostgreSQL refuses to run as root: as root the server runs as the `postgres` OS user (Debian's package creates it). */
function osUser(): { uid: number; gid: number; wrap: string[] } | null {
  if (process.getuid?.() !== 0) return null
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim())
  const uid = id('-u')
  const gid = id('-g')
  if (!Number.isInteger(uid) || uid <= 0)
    throw new Error('Running as root needs the `postgres` OS user (apt-get install postgresql creates it).')
  // setpriv execs the binary itself, so the PID we hold is the server's.
  return { uid, gid, wrap: ['setpriv', `--reuid=${uid}`, `--regid=${gid}`, '--clear-groups', '--'] }
}

function run(cmd: string[], what: string): void {
  const r = spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`${what} failed (${r.status}): ${r.stderr || r.stdout}`)
}

/**
 * initdb + postgres in a new temp folder: bootstrap superuser `supabase_admin` (as on hosted Supabase),
 * trust authentication, listening on 127.0.0.1 only on a free port (or TEST_POSTGRES_PORT), unix socket inside the folder,
 * durability off (a test cluster). Resolves when it accepts connections (≤ 30 s).
 * Throws when no server binaries are installed or the server does not start.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const found = findPostgresBin()
  if (!found) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql/<version>/bin: apt-get install -y postgresql')
  const user = osUser()
  const dir = mkdtempSync(join(tmpdir(), 'pg-throwaway-'))
  const data = join(dir, 'data')
  if (user) chownSync(dir, user.uid, user.gid)
  const wrap = user?.wrap ?? []
  let child: ChildProcess | null = null
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()))
      child.kill('SIGINT') // fast shutdown
      const timer = setTimeout(() => child?.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    run(
      [...wrap, join(found.bin, 'initdb'), '-D', data, '-U', 'supabase_admin', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
      'initdb',
    )
    // TEST_POSTGRES_PORT pins the port (machines that hand out port ranges); otherwise any free one.
    const port = Number(process.env.TEST_POSTGRES_PORT) || (await freePort())
    let log = ''
    child = spawn(
      wrap[0] ?? join(found.bin, 'postgres'),
      [
        ...wrap.slice(1),
        ...(wrap.length ? [join(found.bin, 'postgres')] : []),
        '-D',
        data,
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    child.stdout?.on('data', (d: Buffer) => (log += d.toString()))
    child.stderr?.on('data', (d: Buffer) => (log += d.toString()))
    const connection = (u: string): pg.ClientConfig => ({ host: '127.0.0.1', port, user: u, database: 'postgres' })
    const deadline = Date.now() + 30_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`postgres exited (${child.exitCode}):\n${log}`)
      const probe = new pg.Client(connection('supabase_admin'))
      try {
        await probe.connect()
        await probe.end()
        break
      } catch {
        await probe.end().catch(() => undefined)
        if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s:\n${log}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    const pidFile = join(data, 'postmaster.pid')
    if (existsSync(pidFile) && Number(readFileSync(pidFile, 'utf8').split('\n')[0]) !== child.pid) {
      throw new Error('unexpected: the server PID is not the spawned process')
    }
    return { version: found.version, host: '127.0.0.1', port, connection, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
