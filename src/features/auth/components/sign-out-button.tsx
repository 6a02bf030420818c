import { LogOut } from 'lucide-react'
import { useNavigate } from 'react-router-dom'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { notSavedOnDevice, useSignOut } from '@/features/auth/api/sign-out'
import { signOutQuestion } from '@/features/auth/messages'
import { unsavedWork } from '@/hooks/use-unsaved-changes'
import { useSignedInUserId } from '@/lib/signed-in-user'

/**
 * Ends the session and goes to / (docs/product.md §4). When anything is kept on the device and not saved yet (her
 * typing in any section, open or closed; photos not uploaded), it first asks one question naming each
 * (docs/decisions.md #426); Cancel keeps her signed in and drops nothing. Signing out drops the photos not uploaded,
 * removing what earlier attempts stored of them first (docs/decisions.md #404), then everything the device keeps. The
 * button stays busy meanwhile.
 */
export function SignOutButton() {
  const signOut = useSignOut()
  const navigate = useNavigate()
  const userId = useSignedInUserId()
  async function handleClick() {
    const question = signOutQuestion(await notSavedOnDevice(userId))
    if (question && !window.confirm(question)) return
    try {
      await signOut.mutateAsync(unsavedWork().discardPhotos)
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
