/**
 * Runs `task` once the main thread is idle (requestIdleCallback), at the latest after `timeoutMs` (ms), or after
 * 1000 ms where idle callbacks are missing (Safari). For what a page does after hydration that nothing waits for
 * (docs/decisions.md #115, #216): it then runs in a task of its own, after the work the page needs first. Returns a
 * function that cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(task, 1000)
  return () => clearTimeout(timer)
}

/**
 * Runs `tasks` one after another, each once the main thread is idle again after the previous one has settled (its
 * promise resolved or rejected): loading many chunks ahead (docs/decisions.md #303, #543) then costs the page one
 * chunk's evaluation at a time, between which a tap is answered, rather than all of them in a row. Returns a function
 * that stops it: no task starts after it is called (for a component's effect cleanup, so nothing runs once the page
 * that asked has gone).
 */
export function oneByOneWhenIdle(tasks: readonly (() => Promise<unknown>)[]): () => void {
  let stopped = false
  let cancel = () => {}
  const startAt = (index: number) => {
    const task = tasks[index]
    if (!task || stopped) return
    cancel = whenIdle(() => {
      void task()
        .catch(() => undefined)
        .finally(() => startAt(index + 1))
    })
  }
  startAt(0)
  return () => {
    stopped = true
    cancel()
  }
}
