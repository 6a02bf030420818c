import { cn } from '@/lib/utils'

/** Form label, shadcn style. Pair it with a control through `htmlFor`. */
export function Label({ className, htmlFor, ...props }: React.ComponentProps<'label'>) {
  return <label data-slot="label" htmlFor={htmlFor} className={cn('text-ink text-sm font-semibold', className)} {...props} />
}
