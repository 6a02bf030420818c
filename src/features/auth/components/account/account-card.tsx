import { useId, type ReactNode } from 'react'

/** One part of the Account section: an h3 and its intro on a card, labelled by its heading. */
export function AccountCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="border-accent-200 grid gap-4 rounded-2xl border bg-white p-4 sm:p-6">
      <div>
        <h3 id={id} className="font-display text-brand text-xl">
          {title}
        </h3>
        {intro ? <div className="text-ink/75 mt-1">{intro}</div> : null}
      </div>
      {children}
    </section>
  )
}
