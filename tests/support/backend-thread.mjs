// A jsdom test file's local backend, in a worker thread of the test's own process (tests/support/backend.ts
// startInThread): a thread has Node's globals, where jsdom's would break PGlite and the HTTP server. Starts the backend
// with the options in workerData, posts its address when ready, then answers each message {name, arg, answer}
// ('reset', 'runJobs' or 'stop') on its `answer` port with {value} or {error}. An error at start ends the thread with it.
import { parentPort, workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

const { startBackend } = await tsImport('../../supabase/local/server.ts', import.meta.url)
const backend = await startBackend(workerData)
const { url, anonKey, serviceRoleKey, dataDir, startupMs } = backend
parentPort.postMessage({ url, anonKey, serviceRoleKey, dataDir, startupMs })

parentPort.on('message', async ({ name, arg, answer }) => {
  try {
    answer.postMessage({ value: await backend[name](arg) })
  } catch (error) {
    answer.postMessage({ error: String(error?.message ?? error) })
  }
})
