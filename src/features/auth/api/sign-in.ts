import { useMutation } from '@tanstack/react-query'
import type { Credentials } from '@/features/auth/schemas'
import { getSupabaseClient } from '@/lib/supabase/client'

/** E-mail and password sign-in (docs/product.md §7). Throws the backend's AuthError, e.g. "Invalid login credentials". */
export async function signIn({ email, password }: Credentials): Promise<void> {
  const { error } = await getSupabaseClient().auth.signInWithPassword({
    email,
    password,
  })
  if (error) throw error
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn })
}
