import { FacebookIcon, InstagramIcon, TikTokIcon } from '@/components/ui/brand-icons'
import { WhatsAppIcon } from '@/components/ui/whatsapp-icon'
import { Mail } from 'lucide-react'
import type { ContactMethod } from '@/content/contact'

/** The icon for a contact method / social link id. */
export function SocialIcon({ id, className }: { id: ContactMethod['id']; className?: string }) {
  switch (id) {
    case 'whatsapp':
      return <WhatsAppIcon className={className} />
    case 'instagram':
      return <InstagramIcon className={className} />
    case 'facebook':
      return <FacebookIcon className={className} />
    case 'tiktok':
      return <TikTokIcon className={className} />
    case 'email':
      return <Mail aria-hidden="true" className={className} />
  }
}
