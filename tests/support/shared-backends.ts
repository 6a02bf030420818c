/**
 * Vitest globalSetup of the feature tests (vitest.config.ts; docs/testing.md "One backend per worker"): one
 * local backend per Vitest worker, each in a child process (tests/support/run-backend.mjs), since a jsdom
 * test file is not a place to run a database and lives only as long as the file. A worker's backend is
 * started when a file of that worker first asks for one and reset (docs/local-backend.md §11) for each
 * next file, so no file pays for a start-up and none sees another's data. Files ask through a small broker
 * on loopback, `POST /backends/<VITEST_POOL_ID>` with the run's random token (provided as `backendBroker`);
 * Vitest never runs two files with the same pool id at once. Teardown stops the backends and deletes their
 * data folders.
 */
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TestProject } from 'vitest/node'
import { spawnChildBackend, type BackendAddress, type ChildBackend } from './child-backend.ts'
import { backendDataFolder } from './temp-folders.ts'

/** Where the broker listens and the token it wants (Authorization: Bearer <token>). */
export type BackendBroker = { url: string; token: string }

declare module 'vitest' {
  export interface ProvidedContext {
    backendBroker: BackendBroker
  }
}

type Slot = { backend: ChildBackend; dataDir: string }

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const token = randomUUID()
  const slots = new Map<string, Promise<Slot>>()

  const start = async (): Promise<Slot> => {
    const dataDir = backendDataFolder('shared')
    try {
      return { backend: await spawnChildBackend(dataDir, { resettable: true }), dataDir }
    } catch (error) {
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    }
  }
  const discard = async ({ backend, dataDir }: Slot) => {
    await backend.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  /** The pool's backend, new or reset; one that died or failed to reset is replaced. */
  const acquire = (pool: string): Promise<Slot> => {
    const previous = slots.get(pool)
    const next = (async () => {
      const slot = await previous?.catch(() => undefined)
      if (!slot) return start()
      if (!slot.backend.exited) {
        try {
          await slot.backend.reset()
          return slot
        } catch (error) {
          console.error(`[shared-backends] ${String(error)}; starting a new backend`)
        }
      }
      await discard(slot)
      return start()
    })()
    slots.set(pool, next)
    return next
  }

  const server = createServer((req, res) => {
    const pool = /^\/backends\/(\d{1,3})$/.exec(req.url ?? '')?.[1]
    if (req.method !== 'POST' || !pool) return void res.writeHead(404).end()
    if (req.headers.authorization !== `Bearer ${token}`) return void res.writeHead(401).end()
    acquire(pool).then(
      ({ backend }) => {
        const address: BackendAddress = { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(address))
      },
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  project.provide('backendBroker', { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token })

  return async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    const all = await Promise.allSettled(slots.values())
    await Promise.all(all.flatMap((s) => (s.status === 'fulfilled' ? [discard(s.value)] : [])))
  }
}
