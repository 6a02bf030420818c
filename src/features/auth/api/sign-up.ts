import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import type { Credentials } from '@/features/auth/schemas'
import { getSupabaseClient } from '@/lib/supabase/client'

/** `signedIn`: a session came back. False when the backend confirms addresses by e-mail first. */
type SignUpResult = { signedIn: boolean }

/**
 * Open e-mail and password sign-up (docs/product.md §6, §7). With e-mail confirmations off (the local
 * default, docs/decisions.md #17) a session appears at once; with them on (hosted's default) none does
 * until the link in the mail is followed. That link leads back through /auth: only the /auth and /admin
 * routes load supabase-js, which takes the session from the link's URL fragment, and /auth then sends
 * the signed-in owner on to the site root. Throws the backend's AuthError, e.g. "User already registered".
 */
async function signUp({ email, password }: Credentials): Promise<SignUpResult> {
  const { data, error } = await getSupabaseClient().auth.signUp({
    email,
    password,
    options: { emailRedirectTo: new URL(paths.auth.path, window.location.origin).href },
  })
  if (error) throw error
  return { signedIn: data.session !== null }
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
