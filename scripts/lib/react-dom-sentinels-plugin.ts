import type { Plugin } from 'vite'

/**
 * React DOM's five module-level sentinel errors, created without capturing a stack trace (docs/decisions.md #214).
 *
 * React DOM's production client (react-dom/cjs/react-dom-client.production.js) creates five `Error` objects while it is
 * evaluated, which it only ever throws and catches itself, compared by identity (SuspenseException and its kin). When
 * DevTools' Runtime domain is on, as in every Lighthouse run (Lighthouse's target manager enables it) and every
 * Playwright page, V8 captures a stack trace with source positions for each new Error, and to find the positions of the
 * module's one enormous function (the whole of React DOM, wrapped by the bundler) it parses that function again: about
 * 50 ms of main-thread time on the audit machine, which the mobile preset multiplies, inside the task that evaluates
 * React DOM. Visitors' browsers never pay it (no DevTools), but every audit did. Created as `Object.create(Error.prototype)`
 * with the same message, they are still Errors (`instanceof Error`, `message`), without a `stack`.
 *
 * The build fails when the file no longer has exactly these five (a React upgrade): then look again at the file and
 * at docs/decisions.md #214.
 */

/** The React DOM file transformed, by its path in node_modules. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

/** The five module-level sentinels: variable name and React's error code. */
export const SENTINELS = [
  ['HydrationMismatchException', 519],
  ['SuspenseException', 460],
  ['SuspenseyCommitException', 474],
  ['SuspenseActionException', 542],
  ['SelectiveHydrationException', 461],
] as const

const HELPER = 'errorWithoutStack$sentinels'

/**
 * React DOM's client module `code` with its five sentinels created by a helper (appended, hoisted) that does not call
 * the Error constructor. Throws when any sentinel is not defined exactly once as `<name> = Error(formatProdErrorMessage(<code>))`.
 */
export function sentinelsWithoutStack(code: string): string {
  let out = code
  for (const [name, errorCode] of SENTINELS) {
    const site = `${name} = Error(formatProdErrorMessage(${errorCode}))`
    const count = out.split(site).length - 1
    if (count !== 1)
      throw new Error(`react-dom-client.production.js has ${count} of "${site}", not 1: see docs/decisions.md #214 (React upgraded?)`)
    out = out.replace(site, `${name} = ${HELPER}(formatProdErrorMessage(${errorCode}))`)
  }
  return `${out}
function ${HELPER}(message) {
  var error = Object.create(Error.prototype);
  Object.defineProperty(error, "message", { value: message, writable: true, configurable: true });
  return error;
}
`
}

/** The Vite plugin: applies {@link sentinelsWithoutStack} to React DOM's production client in builds. */
export function reactDomSentinelsPlugin(): Plugin {
  return {
    name: 'react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      return REACT_DOM_CLIENT.test(id) ? { code: sentinelsWithoutStack(code), map: null } : null
    },
  }
}
