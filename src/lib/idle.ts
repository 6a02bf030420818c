/**
 * Runs `task` once the main thread is idle (requestIdleCallback), at the latest after `timeoutMs` (ms), or after
 * 1000 ms where idle callbacks are missing (Safari). For what a page does after hydration that nothing waits for
 * (docs/decisions.md #115, #216): it then runs in a task of its own, after the work the page needs first.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs })
  else setTimeout(task, 1000)
}
