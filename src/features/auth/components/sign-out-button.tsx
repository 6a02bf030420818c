import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/auth/api/sign-out'

/**
 * Ends the session and goes to / (docs/product.md §4). With a `question` (the page's, e.g. photos still waiting to
 * upload, docs/decisions.md #293), the browser asks it first, and Cancel keeps her signed in.
 */
export function SignOutButton({ question }: { question?: string }) {
  const signOut = useSignOut()
  const navigate = useNavigate()
  async function handleClick() {
    if (question && !window.confirm(question)) return
    try {
      await signOut.mutateAsync()
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
