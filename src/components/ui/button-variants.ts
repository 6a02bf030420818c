import { cva, type VariantProps } from 'class-variance-authority'

/**
 * The site's one button style (shadcn style, no Radix Slot): `buttonVariants()` returns the classes,
 * so the same look applies to <button>, <a>/ExternalLink and router <Link>. Colour pairs meet WCAG AA whatever her
 * colours: white on `accent-700` and on `brand` are pairs of src/lib/palette.ts's CONTRAST_PAIRS (4.5:1 or more), white
 * on WhatsApp's green 5.29:1.
 * Every look is a variant here, so no call yields conflicting utilities: callers add only classes
 * none of these set (width, margin, self-alignment), never another display, flex, colour, size or padding.
 */
export const buttonVariants = cva(
  'items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-accent-700 text-white shadow-sm shadow-accent-900/10 hover:bg-accent-800',
        secondary: 'bg-brand text-white hover:bg-brand-700',
        outline: 'border border-brand/30 bg-white/60 text-brand hover:border-brand hover:bg-white',
        whatsapp: 'bg-whatsapp text-white hover:bg-whatsapp-dark',
        light: 'bg-white text-brand hover:bg-accent-50 focus-visible:outline-white',
        ghostLight: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
        /** Outline in red, for deleting (admin gallery). */
        destructive: 'border border-red-700/40 bg-white/60 text-red-800 hover:border-red-700 hover:bg-red-50',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-[0.95rem]',
        lg: 'h-13 px-8 text-base',
      },
      /** Shown everywhere, or only from the `lg` breakpoint up (hidden below it). */
      visibleFrom: {
        all: 'inline-flex',
        lg: 'hidden lg:inline-flex',
      },
      /** In a flex row: keeps its own width, or takes an equal share of the row. */
      fill: {
        false: 'shrink-0',
        true: 'flex-1',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', visibleFrom: 'all', fill: false },
  },
)

/** The variant and size props of Button, BookingLink and WhatsAppLink. */
export type ButtonVariantProps = Pick<VariantProps<typeof buttonVariants>, 'variant' | 'size'>
