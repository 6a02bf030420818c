import { SectionHeading } from '@/components/ui/section-heading'
import { ChangePassword } from '@/features/auth/components/account/change-password'
import { OtherDevices } from '@/features/auth/components/account/other-devices'
import { TwoStepPanel } from '@/features/auth/components/account/two-step-panel'
import { accountTexts } from '@/features/auth/messages'
import type { ReactNode } from 'react'

/**
 * The /admin "Account" section (docs/product.md §2 /admin, docs/owner-guide.md): change password, two-step sign-in,
 * sign out on other devices, then the cards the page adds (`children`, e.g. the site copy). Default export; part of the /admin chunk (docs/decisions.md #178).
 */
export default function AccountSection({ children }: { children?: ReactNode }) {
  return (
    <div className="grid gap-6">
      <SectionHeading title={accountTexts.title} intro={accountTexts.intro} />
      <ChangePassword />
      <TwoStepPanel />
      <OtherDevices />
      {children}
    </div>
  )
}
