import { siteContentSeed } from '../../src/demo/site-content.ts'
import type { SiteContent } from '../../src/lib/site-content/schema.ts'
import type { SetUpAnswers } from '../../src/lib/site-content/starter.ts'
import { bloomIdentity } from './bloom-identity.ts'

/**
 * A studio of her own, not the demo (issue 53's "Done when"): Bloom Beauty Bar, Maya's, in Didsbury, Manchester, with
 * a teal brand colour and contact details that name nothing of the demo; her other parts are the demo's for now.
 */
export const bloomStudio: SiteContent = {
  ...siteContentSeed,
  identity: {
    ...siteContentSeed.identity,
    ...bloomIdentity,
  },
  details: {
    ...siteContentSeed.details,
    bookingUrl: 'https://booking.example.com/bloom',
    instagramUrl: 'https://www.instagram.com/bloom.example/',
    facebookUrl: 'https://www.facebook.com/bloom.example',
    tiktokUrl: 'https://www.tiktok.com/@bloom.example',
  },
}

/** Maya's answers to the set-up of a new studio (src/lib/site-content/starter.ts), as Bloom Beauty Bar. */
export const mayaAnswers: SetUpAnswers = {
  name: 'Bloom Beauty Bar',
  owner: 'Maya',
  town: 'Didsbury',
  city: 'Manchester',
  phone: '+44 7700 900456',
  bookingUrl: 'https://booking.example.com/bloom',
  email: 'maya@example.com',
  brand: '#0f766e',
}
