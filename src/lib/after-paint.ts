/**
 * Runs `task` in a task of its own once the browser has painted the frame that follows now (the next animation frame,
 * then a timeout): work that may follow a key but must not delay its paint (docs/decisions.md #301). While the page is
 * hidden, where no frame is drawn, it runs after a timeout only. Returns a function that cancels it if it has not run.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  if (document.visibilityState === 'hidden') {
    timer = setTimeout(task, 0)
    return () => clearTimeout(timer)
  }
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)))
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
