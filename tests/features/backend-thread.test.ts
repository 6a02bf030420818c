/**
 * The test backend of a file that runs in jsdom (tests/support/backend.ts; docs/testing.md "Tests against the
 * backend"): the worker's backend, in a worker thread of this process, since jsdom's globals cannot host it. Its calls go
 * to the thread and come back, errors included; its database handle is not here.
 */
import { BACKEND_START_TIMEOUT_MS, LOCAL_ADMIN, startTestBackend, type TestBackend } from '../support/backend'

let backend: TestBackend
beforeAll(async () => {
  backend = await startTestBackend()
}, BACKEND_START_TIMEOUT_MS)
afterAll(() => backend?.dispose())

test('runs in a worker thread: answers over HTTP, resets and runs the jobs through the thread, and throws its errors here', async () => {
  expect(typeof window).toBe('object')
  const admin = await backend.signedIn(LOCAL_ADMIN.email, LOCAL_ADMIN.password)
  expect((await admin.auth.getUser()).data.user?.email).toBe(LOCAL_ADMIN.email)
  await backend.newUser('thread')
  expect(await backend.reset()).toEqual({ reopened: false })
  const { data } = await backend.serviceClient().auth.admin.listUsers()
  expect(data.users.map((u) => u.email)).toEqual([LOCAL_ADMIN.email])

  expect(await backend.runJobs(new Date('2026-11-28T12:00:00Z'))).toMatchObject({ requests: [] })
  await expect(backend.runJobs('not a date' as unknown as Date)).rejects.toThrow(/toISOString/)
  expect(() => backend.database).toThrow(/worker thread: reach it over HTTP/)
})
