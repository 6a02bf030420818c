import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/auth/api/sign-out'

type SignOutButtonProps = {
  /** Asked first (the page's, e.g. photos still waiting to upload, docs/decisions.md #293); Cancel keeps her signed in. */
  question?: string
  /** The page's step before the session ends (e.g. the upload queue's cleanup, docs/decisions.md #404); it must not reject. */
  beforeSignOut?: () => Promise<void>
}

/** Ends the session and goes to / (docs/product.md §4), asking `question` first and running `beforeSignOut` (the button stays busy meanwhile). */
export function SignOutButton({ question, beforeSignOut }: SignOutButtonProps) {
  const signOut = useSignOut()
  const navigate = useNavigate()
  async function handleClick() {
    if (question && !window.confirm(question)) return
    try {
      await signOut.mutateAsync(beforeSignOut)
    } catch {
      // docs/product.md §8 lists no toast for a failed sign-out; the visitor still leaves the admin screen.
    }
    void navigate(paths.home.path)
  }
  return (
    <Button variant="outline" size="sm" onClick={() => void handleClick()} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  )
}
