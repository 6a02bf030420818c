import { whatsappMessages } from '@/content/messages'
import { studio } from '@/content/studio'
import { mailtoUrl, whatsappUrl } from '@/lib/links'

/** Contact methods of /contact (docs/product.md §3): title, info, action label and link; each opens in a new tab. */
export type ContactMethod = {
  id: 'whatsapp' | 'instagram' | 'facebook' | 'tiktok' | 'email'
  title: string
  info: string
  actionLabel: string
  href: string
}

export const contactMethods = [
  {
    id: 'whatsapp',
    title: 'WhatsApp or Phone',
    info: studio.phone,
    actionLabel: 'Message on WhatsApp',
    href: whatsappUrl(studio.phone, whatsappMessages.booking),
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
    info: 'Nail inspiration & tutorials',
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

/** The footer's social links: the same entries as the contact cards, never typed again. */
export const socialLinks = contactMethods.filter((m) => m.id === 'instagram' || m.id === 'facebook' || m.id === 'tiktok')
