import { Button } from '@/components/ui/button'
import { useSignOutOtherDevices } from '@/features/auth/api/password'
import { FormProblem } from '@/features/auth/components/form-problem'
import { AccountCard } from '@/features/auth/components/account/account-card'
import { accountTexts, accountToasts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'

/** "Sign out on other devices" (`signOut({ scope: 'others' })`): this session stays (docs/product.md §2 /admin). */
export function OtherDevices() {
  const signOutOthers = useSignOutOtherDevices()
  const busy = signOutOthers.isPending
  return (
    <AccountCard title={accountTexts.devicesTitle} intro={accountTexts.devicesIntro}>
      <FormProblem error={signOutOthers.error} />
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-auto sm:justify-self-start"
        disabled={busy}
        onClick={() => signOutOthers.mutate(undefined, { onSuccess: () => toast(accountToasts.otherDevicesSignedOut) })}
      >
        {busy ? 'Signing out...' : accountTexts.devicesButton}
      </Button>
    </AccountCard>
  )
}
