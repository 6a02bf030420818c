/**
 * Durability: rows and uploaded files survive a clean restart and a kill -9 of the backend process
 * mid-write; everything acknowledged before the kill is there afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCAL_ADMIN as ADMIN, makeClient, startTestBackend } from '../support/backend.ts'

const ANON =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
const MAIN = fileURLToPath(new URL('../../supabase/local/main.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'supabase-local-durability-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** Starts `supabase/local/main.ts` as its own process on a free port; resolves with its URL. */
function spawnBackend(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', SUPABASE_LOCAL_DATA_DIR: dataDir, QUIET: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const match = /API URL:\s+(\S+)/.exec(out)
      if (match) resolve({ child, url: match[1] })
    })
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.once('exit', (code) => reject(new Error(`backend exited (${code}): ${out}`)))
  })
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

const bytes = Buffer.from('GIF89a durable bytes')

describe('durability', () => {
  it('keeps every acknowledged row and file across kill -9 mid-write, then across a clean restart', { timeout: 120_000 }, async () => {
    const first = await spawnBackend()
    const admin = makeClient(first.url, ANON)
    expect((await admin.auth.signInWithPassword(ADMIN)).error).toBeNull()
    const upload = await admin.storage.from('gallery-images').upload('nails/durable.gif', new File([bytes], 'd.gif', { type: 'image/gif' }))
    expect(upload.error).toBeNull()
    // Every row names the stored file: image_url must point at a file of the bucket (docs/decisions.md #24).
    const imageUrl = admin.storage.from('gallery-images').getPublicUrl('nails/durable.gif').data.publicUrl

    // Write continuously; kill -9 after some acknowledgements while writes are still in flight.
    const acknowledged: number[] = []
    let stop = false
    const writer = (async () => {
      for (let n = 0; !stop; n++) {
        const { error } = await admin.from('gallery_images').insert({ category: 'nails', image_url: imageUrl, display_order: n })
        if (error) break
        acknowledged.push(n)
      }
    })()
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 5))
    await killed(first.child)
    stop = true
    await writer.catch(() => undefined)

    const second = await spawnBackend()
    const reader = makeClient(second.url, ANON)
    const { data } = await reader.from('gallery_images').select('display_order').order('display_order')
    const stored = new Set((data ?? []).map((r: { display_order: number }) => r.display_order))
    for (const n of acknowledged) expect(stored.has(n), `row ${n}`).toBe(true)
    const file = await fetch(`${second.url}/storage/v1/object/public/gallery-images/nails/durable.gif`)
    expect(file.status).toBe(200)
    expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true)
    // The session issued before the crash still refreshes (auth tables survived too).
    const session = (await admin.auth.getSession()).data.session!
    const again = makeClient(second.url, ANON)
    expect((await again.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token })).error).toBeNull()
    second.child.kill('SIGTERM')
    await new Promise((r) => second.child.once('exit', r))

    // Clean restart in-process on the same folder.
    const third = await startTestBackend({ dataDir })
    try {
      const rows = await third.client().from('gallery_images').select('display_order')
      expect(rows.data?.length).toBe(stored.size)
      expect((await fetch(`${third.url}/storage/v1/object/public/gallery-images/nails/durable.gif`)).status).toBe(200)
    } finally {
      await third.dispose()
    }
  })

  it('refuses a second backend on a data folder that is in use', async () => {
    const running = await startTestBackend({ dataDir })
    try {
      await expect(startTestBackend({ dataDir })).rejects.toThrow(/in use/)
    } finally {
      await running.dispose()
    }
  })
})
