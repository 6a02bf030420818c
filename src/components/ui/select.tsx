import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/utils'

/** A styled native <select>: keyboard, screen-reader and mobile pickers work as the platform's own. */
export function Select({ className, ...props }: React.ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        data-slot="select"
        className={cn(
          'text-ink border-control min-h-11 w-full appearance-none rounded-lg border bg-white py-2 pr-10 pl-3 text-base',
          'focus-visible:border-brand disabled:cursor-not-allowed disabled:opacity-60',
          className,
        )}
        {...props}
      />
      <ChevronDown aria-hidden="true" className="text-brand pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2" />
    </div>
  )
}
