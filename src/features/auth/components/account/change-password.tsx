import { NewPasswordForm } from '@/features/auth/components/new-password-form'
import { AccountCard } from '@/features/auth/components/account/account-card'
import { accountTexts, accountToasts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'

/** "Change password" in /admin "Account" (docs/product.md §2 /admin): the new password twice, reasons beside a refused value. */
export function ChangePassword() {
  return (
    <AccountCard title={accountTexts.passwordTitle} intro={accountTexts.passwordIntro}>
      <NewPasswordForm
        submitLabel={accountTexts.passwordButton}
        busyLabel="Changing..."
        onSaved={() => toast(accountToasts.passwordSaved)}
      />
    </AccountCard>
  )
}
