import { SocialIcon } from '@/components/sections/social-icon'
import { buttonVariants } from '@/components/ui/button-variants'
import { ExternalLink } from '@/components/ui/external-link'
import type { ContactMethod } from '@/content/contact'

/** /contact: one card per contact method with an action that opens in a new tab (docs/product.md §2, §3). */
export function ContactMethods({ methods }: { methods: readonly ContactMethod[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {methods.map((m) => (
        <li key={m.id} className="shadow-brand/5 border-accent-200/80 flex flex-col rounded-3xl border bg-white p-7 shadow-sm">
          <span className="bg-accent-100 text-accent-700 grid size-12 place-items-center rounded-2xl">
            <SocialIcon id={m.id} className="size-6" />
          </span>
          <h2 className="font-display text-brand mt-5 text-2xl">{m.title}</h2>
          <p className="text-ink/80 mt-1 mb-6 flex-1 break-words">{m.info}</p>
          <ExternalLink
            href={m.href}
            className={buttonVariants({ variant: m.id === 'whatsapp' ? 'whatsapp' : 'outline', size: 'md', className: 'self-start' })}
          >
            {m.actionLabel}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
