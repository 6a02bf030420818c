import { cn } from '@/lib/utils'

/** A centred row of call-to-action buttons that wraps on small screens. */
export function ActionRow({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn('mt-12 flex flex-wrap items-center justify-center gap-3', className)}>{children}</div>
}
