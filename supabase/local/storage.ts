import type { PGlite } from '@electric-sql/pglite'
import { Hono } from 'hono'

export type StorageOptions = { pg: PGlite; dataDir: string; publicUrl: () => string }

export function createStorageApp(_opts: StorageOptions): Hono {
  const app = new Hono()
  return app
}
