import { cva, type VariantProps } from 'class-variance-authority'

/**
 * The site's one button style (shadcn style, no Radix Slot): `buttonVariants()` returns the classes,
 * so the same look applies to <button>, <a>/ExternalLink and router <Link>. Colour pairs meet WCAG AA
 * (white on rose-700 6.96:1, on plum 11.9:1, on whatsapp 5.29:1).
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-[1.1em] [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-rose-700 text-white shadow-sm shadow-rose-900/10 hover:bg-rose-800',
        secondary: 'bg-plum text-white hover:bg-plum-700',
        outline: 'border border-plum/30 bg-white/60 text-plum hover:border-plum hover:bg-white',
        whatsapp: 'bg-whatsapp text-white hover:bg-whatsapp-dark',
        light: 'bg-white text-plum hover:bg-rose-50 focus-visible:outline-white',
        ghostLight: 'border border-white/70 text-white hover:bg-white/10 focus-visible:outline-white',
        link: 'rounded-none px-0 text-rose-700 underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-[0.95rem]',
        lg: 'h-13 px-8 text-base',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>

