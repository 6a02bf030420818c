import { useMessages } from '@/content/messages'
import { useStudio, type Studio } from '@/content/studio'
import { mailtoUrl, whatsappUrl } from '@/lib/links'

/** Contact methods of /contact (docs/product.md §3): title, info, action label and link; each opens in a new tab. */
export type ContactMethod = {
  id: 'whatsapp' | 'instagram' | 'facebook' | 'tiktok' | 'email'
  title: string
  info: string
  actionLabel: string
  href: string
}

/**
 * The contact methods of `studio`, WhatsApp with her booking message and TikTok with her line under its title
 * (`pages.contact.tiktokLine`, docs/decisions.md #500). Pure.
 */
export function contactMethodsOf(studio: Studio, bookingMessage: string, tiktokLine: string) {
  return [
    {
      id: 'whatsapp',
      title: 'WhatsApp or Phone',
      info: studio.phone,
      actionLabel: 'Message on WhatsApp',
      href: whatsappUrl(studio.phone, bookingMessage),
    },
    {
      id: 'instagram',
      title: 'Instagram',
      info: studio.instagramHandle,
      actionLabel: 'Follow on Instagram',
      href: studio.instagramUrl,
    },
    {
      id: 'facebook',
      title: 'Facebook',
      info: studio.name,
      actionLabel: 'Visit on Facebook',
      href: studio.facebookUrl,
    },
    {
      id: 'tiktok',
      title: 'TikTok',
      info: tiktokLine,
      actionLabel: 'Watch on TikTok',
      href: studio.tiktokUrl,
    },
    {
      id: 'email',
      title: 'E-mail',
      info: studio.email,
      actionLabel: 'Send an e-mail',
      href: mailtoUrl(studio.email),
    },
  ] as const satisfies readonly ContactMethod[]
}

/** The footer's social links: the same entries as the contact cards, never typed again. */
type SocialLink = ContactMethod & { id: 'instagram' | 'facebook' | 'tiktok' }
/** The social links among `methods`. Pure. */
export const socialOf = (methods: readonly ContactMethod[]) =>
  methods.filter((m): m is SocialLink => m.id === 'instagram' || m.id === 'facebook' || m.id === 'tiktok')

/**
 * The contact methods /contact shows, with `tiktokLine` (its page words): the previewed draft's details in /admin's
 * preview (docs/site-content.md "Preview").
 */
export function useContactMethods(tiktokLine: string): readonly ContactMethod[] {
  return contactMethodsOf(useStudio(), useMessages().booking, tiktokLine)
}

/**
 * The footer's social links, from the previewed draft's details in /admin's preview. The footer shows no card's line,
 * so it leaves /contact's words (and their module) out of every page's first load.
 */
export function useSocialLinks(): readonly SocialLink[] {
  return socialOf(useContactMethods(''))
}
