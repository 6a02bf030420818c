/** The reason of a failure as the owner reads it in a toast (docs/product.md §8). Pure. */

/** Description of a failure toast when the error carries no message (docs/product.md §8). */
export const UNKNOWN_ERROR = 'Unknown error'

/** The message of any thrown value, or UNKNOWN_ERROR: errors from supabase-js, zod and the browser all carry `message`. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) {
    return error.message
  }
  return UNKNOWN_ERROR
}
