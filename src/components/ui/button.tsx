import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button-variants'
import { cn } from '@/lib/utils'

/** A <button> with the site's button style. */
export function Button({ className, variant, size, type = 'button', ...props }: React.ComponentProps<'button'> & ButtonVariantProps) {
  return <button data-slot="button" type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}
