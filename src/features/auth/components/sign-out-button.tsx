import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { useSignOut } from '@/features/auth/api/sign-out'

/** Ends the session and goes to / (spec §4); signed out on this device even if the backend is down. */
export function SignOutButton() {
  const signOut = useSignOut()
  const navigate = useNavigate()
  async function handleClick() {
    try {
      await signOut.mutateAsync()
    } catch {
      // The local session is gone either way; nothing to tell the visitor (spec §8 lists no toast).
    }
    navigate(paths.home.path)
  }
  return (
    <Button variant="outline" size="sm" onClick={handleClick} disabled={signOut.isPending}>
      <LogOut aria-hidden="true" />
      Sign Out
    </Button>
  )
}
