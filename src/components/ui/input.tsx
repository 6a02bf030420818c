import { cn } from '@/lib/utils'

/** Text-like and file inputs, shadcn style; 44 px tall for touch targets. */
export function Input({ className, type, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'text-ink placeholder:text-ink/50 border-control flex min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base',
        'focus-visible:border-brand disabled:cursor-not-allowed disabled:opacity-60',
        'file:text-brand file:bg-accent-100 file:mr-3 file:rounded-md file:border-0 file:px-3 file:py-1.5 file:text-sm file:font-semibold',
        className,
      )}
      {...props}
    />
  )
}
