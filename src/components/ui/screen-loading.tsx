/**
 * "Loading..." in place of a whole owner's screen while what it needs is read or loaded (the /admin access check, the
 * set-up question, the set-up's code): a polite status, centred, as tall as a short screen.
 */
export function ScreenLoading() {
  return (
    <p role="status" className="text-ink/75 px-4 py-24 text-center text-lg">
      Loading...
    </p>
  )
}
