/**
 * The early-tap capture script and its contract (docs/decisions.md #130); the replay is src/lib/early-taps.ts. Kept free
 * of imports so scripts/prerender.ts can read the script without loading the app.
 */

/** The attribute that marks a control whose early taps are replayed; its value is the control's key, unique on the page. */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap'

/** What EARLY_TAPS_SCRIPT leaves on `window`: the keys of the taps not yet replayed, and the keys of the live controls. */
export type EarlyTaps = { queue: string[]; live: Set<string> }

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps
  }
}

/**
 * The capture script (a classic inline script; constant, so its CSP hash is the same on every page and build). It
 * listens for clicks on `window` in the capture phase, before React's listener on the root.
 */
export const EARLY_TAPS_SCRIPT =
  '(()=>{const t=window.__earlyTaps={queue:[],live:new Set};addEventListener("click",e=>{const c=e.target instanceof Element&&e.target.closest("[data-early-tap]"),k=c&&c.getAttribute("data-early-tap");if(k&&!t.live.has(k)){e.preventDefault();e.stopImmediatePropagation();t.queue.push(k)}},true)})()'
