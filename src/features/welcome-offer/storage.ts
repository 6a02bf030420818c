/**
 * The welcome voucher's seen flag in local storage (docs/product.md §3 "Browser storage", docs/product.md §4).
 *
 * Key `ij_voucher_seen_v1`. This site writes the value "1"; on read, "1" and "true" (the form an earlier
 * version of the site may have written) both count as set, anything else (including no value) as unset.
 * Storage can be unavailable (private browsing, disabled cookies, quota exceeded, no `window` during
 * prerender): reading then reports "unset" and writing does nothing. Neither function ever throws.
 */

export const SEEN_FLAG_KEY = 'ij_voucher_seen_v1'
const SEEN_FLAG_VALUE = '1'

const SET_VALUES: ReadonlySet<string> = new Set([SEEN_FLAG_VALUE, 'true'])

/** Returns window.localStorage, or null when there is none or touching it throws (SecurityError). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** True when the seen flag is set; false when unset or storage is unavailable. Never throws. */
export function readSeenFlag(): boolean {
  try {
    const value = localStorageOrNull()?.getItem(SEEN_FLAG_KEY)
    return value != null && SET_VALUES.has(value)
  } catch {
    return false
  }
}

/** Sets the seen flag; silently does nothing when storage is unavailable. Never throws. */
export function writeSeenFlag(): void {
  try {
    localStorageOrNull()?.setItem(SEEN_FLAG_KEY, SEEN_FLAG_VALUE)
  } catch {
    // Private mode or quota: the widget still hides for this page view (the machine's state says so).
  }
}
