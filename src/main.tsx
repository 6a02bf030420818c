import '@/index.css'

/**
 * Client entry (docs/architecture.md "Hydration"). On a prerendered page this module is imported only once the page has
 * painted, with modulepreloads of everything it loads (scripts/prerender.ts, docs/decisions.md #117). It starts the app
 * in three tasks, none of them long on a slow phone (docs/decisions.md #254): React DOM's module is evaluated in the
 * next task, the app's modules (src/app/start-app.tsx and everything it imports: the route table, the chrome) in the
 * one after, and the app starts (React's root and its listeners for every event, docs/decisions.md #120) in a third.
 * Until the page's own chunk has been evaluated, React keeps the server HTML of the page's `<Suspense>` boundary and
 * hydrates the chrome around it.
 */

/**
 * Resolves in the next task: a message to ourselves, as in React's scheduler; unlike a timer it is not clamped or held
 * back by a frozen test clock.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

void (async () => {
  await nextTask()
  const client = await import('react-dom/client')
  await nextTask()
  const { startApp } = await import('@/app/start-app')
  await nextTask()
  startApp(client)
})()
