import { ShieldCheck, ShieldOff } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useAuthenticators, useChangeAuthenticators, useConfirmAuthenticator, type Enrollment } from '@/features/auth/api/two-step'
import { FormProblem } from '@/features/auth/components/form-problem'
import { CodeForm } from '@/features/auth/components/code-form'
import { AccountCard } from '@/features/auth/components/account/account-card'
import { QrCode } from '@/features/auth/components/account/qr-code'
import { groupSecret } from '@/features/auth/lib/two-step'
import { accountTexts, accountToasts } from '@/features/auth/messages'
import { toast } from '@/hooks/use-toast'
import { formatDate } from '@/lib/format'

/** Scan the QR code (or type the key), then confirm with a code; Cancel removes the unconfirmed authenticator. */
function AddAuthenticator({ enrollment, onDone, onCancel }: { enrollment: Enrollment; onDone: () => void; onCancel: () => void }) {
  const confirm = useConfirmAuthenticator(enrollment.factorId, onDone)
  return (
    <div className="border-accent-200 bg-accent-50/50 grid gap-4 rounded-xl border p-4">
      <p className="text-ink font-semibold">{accountTexts.scanStep}</p>
      <QrCode value={enrollment.uri} label={accountTexts.qrLabel} />
      <div className="grid gap-1">
        <p className="text-ink/80 text-sm">{accountTexts.keyStep}</p>
        <p data-testid="totp-secret" className="text-ink font-mono text-lg break-all select-all">
          {groupSecret(enrollment.secret)}
        </p>
      </div>
      <p className="text-ink font-semibold">{accountTexts.codeStep}</p>
      <CodeForm check={confirm} submitLabel={accountTexts.confirmCode} />
      <Button type="button" variant="outline" className="w-full" onClick={onCancel}>
        {accountTexts.cancel}
      </Button>
    </div>
  )
}

/**
 * "Two-step sign-in" in /admin "Account" (docs/product.md §2 /admin, §4; docs/decisions.md #176-#178): off → "Turn on
 * two-step sign-in" (QR code, the key in groups of four, "Code", "Confirm code"); on → her authenticators, "Add a backup
 * authenticator" and "Turn off two-step sign-in" (the session has its code, so the backend allows it). Says what to do
 * when she loses her phone.
 */
export function TwoStepPanel() {
  const authenticators = useAuthenticators()
  const change = useChangeAuthenticators()
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null)
  const busy = change.isPending
  const verified = (authenticators.data ?? []).filter((a) => a.verified)
  const on = verified.length > 0

  const start = () => change.mutate({ type: 'start' }, { onSuccess: setEnrollment })
  const cancel = (factorId: string) => {
    setEnrollment(null)
    change.mutate({ type: 'cancel', factorId })
  }
  const turnOff = () => {
    if (!window.confirm(accountTexts.turnOffConfirm)) return
    change.mutate({ type: 'turn-off' }, { onSuccess: () => toast(accountToasts.twoStepOff) })
  }

  let body: React.ReactNode
  if (authenticators.isPending) {
    body = <p role="status">Loading...</p>
  } else if (authenticators.isError) {
    body = (
      <>
        <FormProblem>{accountTexts.loadFailed}</FormProblem>
        <Button type="button" variant="outline" className="sm:justify-self-start" onClick={() => void authenticators.refetch()}>
          {accountTexts.retry}
        </Button>
      </>
    )
  } else {
    body = (
      <>
        <p role="status" className="text-brand flex items-center gap-2 text-lg font-semibold">
          {on ? <ShieldCheck aria-hidden="true" /> : <ShieldOff aria-hidden="true" />}
          {on ? accountTexts.twoStepOn : accountTexts.twoStepOff}
        </p>
        <p className="text-ink/80">{on ? accountTexts.twoStepOnIntro : accountTexts.twoStepOffIntro}</p>
        {on ? (
          <ul aria-label="Your authenticators" className="grid gap-2">
            {verified.map((a) => (
              <li key={a.id} className="border-accent-200 flex flex-wrap justify-between gap-x-3 rounded-lg border px-3 py-2">
                <span className="text-ink font-semibold">{a.name}</span>
                <span className="text-ink/75 text-sm">Added {formatDate(a.addedAt)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {enrollment ? (
          <AddAuthenticator
            enrollment={enrollment}
            onCancel={() => cancel(enrollment.factorId)}
            onDone={() => {
              setEnrollment(null)
              toast(accountToasts.twoStepOn)
            }}
          />
        ) : (
          <div className="grid gap-3 sm:flex sm:flex-wrap">
            <Button type="button" variant={on ? 'outline' : 'primary'} disabled={busy} onClick={start}>
              {on ? accountTexts.addBackup : accountTexts.turnOn}
            </Button>
            {on ? (
              <Button type="button" variant="destructive" disabled={busy} onClick={turnOff}>
                {accountTexts.turnOff}
              </Button>
            ) : null}
          </div>
        )}
        <FormProblem error={change.error} />
        <div className="text-ink/80 border-accent-200 grid gap-2 border-t pt-3 text-sm">
          <p>{accountTexts.backupAdvice}</p>
          <p>{accountTexts.lostPhone}</p>
        </div>
      </>
    )
  }

  return (
    <AccountCard title={accountTexts.twoStepTitle}>
      <div className="grid gap-4" aria-busy={busy}>
        {body}
      </div>
    </AccountCard>
  )
}
