import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { signOutOtherDevices } from '@/features/auth/api/password'
import { FormProblem } from '@/features/auth/components/auth-field'
import { AccountCard } from '@/features/auth/components/account/account-card'
import { authProblem } from '@/features/auth/lib/auth-problem'
import { accountTexts, accountToasts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'

/** "Sign out on other devices" (`signOut({ scope: 'others' })`): this session stays (docs/product.md §2 /admin). */
export function OtherDevices() {
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  async function handleClick() {
    setBusy(true)
    setProblem(undefined)
    try {
      await signOutOtherDevices()
      toast(accountToasts.otherDevicesSignedOut)
    } catch (error) {
      setProblem(authProblem(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <AccountCard title={accountTexts.devicesTitle} intro={accountTexts.devicesIntro}>
      <FormProblem>{problem}</FormProblem>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={busy}
        onClick={() => void handleClick()}
      >
        {busy ? 'Signing out...' : accountTexts.devicesButton}
      </Button>
    </AccountCard>
  )
}
