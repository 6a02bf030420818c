/**
 * Runs `task` once the main thread is idle (requestIdleCallback), at the latest after `timeoutMs` (ms), or after
 * 1000 ms where idle callbacks are missing (Safari). For what a page does after hydration that nothing waits for
 * (docs/decisions.md #115, #216): it then runs in a task of its own, after the work the page needs first.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => task(), { timeout: timeoutMs })
  else setTimeout(task, 1000)
}

/**
 * Runs `tasks` one after another, each once the main thread is idle again after the previous one has settled (its
 * promise resolved or rejected): loading many chunks ahead (docs/decisions.md #303, #543) then costs the page one
 * chunk's evaluation at a time, between which a tap is answered, rather than all of them in a row.
 */
export function oneByOneWhenIdle(tasks: readonly (() => Promise<unknown>)[]): void {
  const [first, ...rest] = tasks
  if (!first) return
  whenIdle(() => {
    void first()
      .catch(() => undefined)
      .finally(() => oneByOneWhenIdle(rest))
  })
}
