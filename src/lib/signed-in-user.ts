import { createContext, useContext } from 'react'

/**
 * The signed-in user's id on a page behind the admin check (docs/decisions.md #282): the auth feature's RequireAdmin
 * provides it once access is granted, and what an editor keeps on the device is keyed by it (src/lib/device-store.ts),
 * without one feature importing another. Null outside it (tests that render an editor alone).
 */
export const SignedInUserContext = createContext<string | null>(null)

/** The signed-in user's id, or null where no admin page provides one. */
export function useSignedInUserId(): string | null {
  return useContext(SignedInUserContext)
}
