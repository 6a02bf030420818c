import { afterAll, beforeAll } from 'vitest'
import { roleClients, startTestBackend, type RoleClients, type TestBackend } from './backend.ts'

/** A test file's backend and a signed-in client for each role on it (roleClients). */
export type BackendRoles = RoleClients & { backend: TestBackend }

/**
 * The backend of a test file and a client for each role on it, made before the file's tests (Vitest's beforeAll) and
 * disposed after them; `label` starts the new user's e-mail. Read its fields inside a test or a hook, not at the top.
 */
export function backendWithRoles(label: string): Readonly<BackendRoles> {
  const roles = {} as BackendRoles
  beforeAll(async () => {
    roles.backend = await startTestBackend()
    Object.assign(roles, await roleClients(roles.backend, label))
  })
  afterAll(() => roles.backend?.dispose())
  return roles
}
