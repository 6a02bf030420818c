import { siteContentSeed } from '../../src/demo/site-content.ts'
import type { SiteContent } from '../../src/lib/site-content/schema.ts'

/**
 * A studio of her own, not the demo (issue 53's "Done when"): Bloom Beauty Bar, Maya's, in Didsbury, Manchester, with
 * a teal brand colour and contact details that name nothing of the demo; her other parts are the demo's for now.
 */
export const bloomStudio: SiteContent = {
  ...siteContentSeed,
  identity: {
    ...siteContentSeed.identity,
    name: 'Bloom Beauty Bar',
    owner: 'Maya',
    tagline: 'Grow your glow.',
    town: 'Didsbury',
    city: 'Manchester',
    colours: { brand: '#0f766e', accent: null },
  },
  details: {
    ...siteContentSeed.details,
    bookingUrl: 'https://booking.example.com/bloom',
    instagramUrl: 'https://www.instagram.com/bloom.example/',
    facebookUrl: 'https://www.facebook.com/bloom.example',
    tiktokUrl: 'https://www.tiktok.com/@bloom.example',
  },
}
