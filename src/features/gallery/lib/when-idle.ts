/**
 * Runs `task` once the browser is idle, or after `timeoutMs` ms at the latest (a 1 ms timer where
 * requestIdleCallback is missing, e.g. Safari); returns a cancel function. Used to start work after
 * first paint (docs/architecture.md "Budgets").
 */
export function whenIdle(task: () => void, timeoutMs = 1500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(task, 1)
  return () => window.clearTimeout(handle)
}
