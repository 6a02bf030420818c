import { studio } from '@/content/studio'

/**
 * Page-level copy: the headline block of each public page other than home (eyebrow, the page's h1,
 * lead); the home page's copy is in src/content/home.ts. Lists and figures live in their own modules.
 */
export type PageIntro = { eyebrow: string; title: string; lead: string }

export const pageIntros = {
  about: {
    eyebrow: 'About the studio',
    title: `Hello, I'm ${studio.owner}`,
    lead: 'A one-woman home studio built on patience, spotless hygiene and nails that last.',
  },
  services: {
    eyebrow: 'Services',
    title: 'Nails, lashes & brows',
    lead: 'From a glossy gel polish refresh to sculpted extensions with hand-painted art, every treatment is tailored to you.',
  },
  pricing: {
    eyebrow: 'Pricing',
    title: 'Pricing & packages',
    lead: 'Clear, honest prices with no surprises. Tap any treatment to see what is included.',
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Recent work',
    lead: 'A peek at recent sets, lifts and brows from the studio. Find a look you love and book it.',
  },
  hygiene: {
    eyebrow: 'Hygiene & safety',
    title: 'Clean, calm & safe',
    lead: 'Your health comes first. Every tool, surface and product is handled to clinical standards, every single time.',
  },
  booking: {
    eyebrow: 'Book online',
    title: 'Book your appointment',
    lead: 'Choose your treatment, pick a time and you are all set. It takes less than a minute.',
  },
  faqs: {
    eyebrow: 'FAQs',
    title: 'Frequently asked questions',
    lead: 'Everything you might like to know before your visit. Still wondering? Just ask on WhatsApp.',
  },
  policies: {
    eyebrow: 'Booking policies',
    title: 'Booking policies',
    lead: 'A few simple policies keep appointments running on time and fair for everyone.',
  },
  contact: {
    eyebrow: 'Contact',
    title: 'Get in touch',
    lead: 'WhatsApp is the quickest way to reach me, and I reply to messages during opening hours.',
  },
  gifts: {
    eyebrow: 'Gift cards & loyalty',
    title: 'Gifts & rewards',
    lead: 'Treat someone special, bring a friend or simply keep coming back: there is always something extra for you.',
  },
} as const satisfies Record<string, PageIntro>
