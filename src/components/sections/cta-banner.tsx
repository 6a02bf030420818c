import { BookingLink, WhatsAppLink } from '@/components/ui/cta-links'

type CtaBannerProps = {
  title: string
  text: string
  /** Actions; defaults to Book Now and WhatsApp. */
  children?: React.ReactNode
}

/** A closing banner in her brand colour with a heading, a line of copy and booking actions (home 'Ready for Beautiful Nails?'). */
export function CtaBanner({ title, text, children }: CtaBannerProps) {
  const actions = children ?? (
    <>
      <BookingLink variant="light" />
      <WhatsAppLink />
    </>
  )
  return (
    <section aria-labelledby="cta-banner-heading" className="px-5 py-16 md:px-8 md:py-24">
      <div className="bg-brand relative mx-auto max-w-5xl overflow-hidden rounded-[2.5rem] px-6 py-14 text-center text-white md:px-16 md:py-20">
        <div aria-hidden="true" className="bg-accent-600/30 pointer-events-none absolute -top-24 -right-24 size-72 rounded-full blur-3xl" />
        <div aria-hidden="true" className="bg-gold-500/20 pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full blur-3xl" />
        <h2 id="cta-banner-heading" className="font-display relative text-3xl md:text-5xl">
          {title}
        </h2>
        <p className="text-accent-50/90 relative mx-auto mt-4 max-w-xl text-lg">{text}</p>
        <div className="relative mt-9 flex flex-wrap justify-center gap-3">{actions}</div>
      </div>
    </section>
  )
}
