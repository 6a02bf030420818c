import { useMutation } from '@tanstack/react-query'
import type { Credentials } from '@/features/auth/schemas'
import { getSupabaseClient } from '@/lib/supabase/client'

/**
 * Open e-mail and password sign-up (docs/product.md §6, §7) with the site root as the confirmation redirect.
 * Against the local backend e-mail is confirmed at once, so a session appears (docs/decisions.md #17).
 * Throws the backend's AuthError, e.g. "User already registered".
 */
export async function signUp({ email, password }: Credentials): Promise<void> {
  const { error } = await getSupabaseClient().auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${window.location.origin}/` },
  })
  if (error) throw error
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
