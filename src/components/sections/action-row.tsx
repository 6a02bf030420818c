import { cn } from '@/lib/utils'

/** A centred row of call-to-action buttons that wraps on small screens. `className` replaces its outer spacing (default `mt-12`). */
export function ActionRow({ className = 'mt-12', children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn('flex flex-wrap items-center justify-center gap-3', className)}>{children}</div>
}
