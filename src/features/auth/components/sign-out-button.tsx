import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/auth/api/sign-out'

/** Ends the session and goes to / (docs/product.md §4). */
export function SignOutButton() {
  const signOut = useSignOut()
  const navigate = useNavigate()
  async function handleClick() {
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
