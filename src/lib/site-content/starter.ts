import { SCHEMA_VERSION, siteContentSchema, type SiteContent } from './schema.ts'

/**
 * The starter site of a new studio (docs/site-content.md "A new studio", docs/decisions.md #444): what /admin's set-up
 * writes as her first draft from her answers, a neutral template in the current schema for her to edit before she
 * publishes. It names her through the placeholders `{studio}`, `{owner}`, `{town}` and `{city}` (filled by the build,
 * src/lib/site-content/render.ts), so her later edits of her identity follow everywhere; her number, booking link and
 * e-mail are her details. Everything else is a plain, plausible start (treatments, prices, hours, terms, FAQs) that
 * says nothing of any real studio: no word of the demo studio, no reviews (invented ones may not be published) and no
 * product brands; her social links point at each site's home page until she gives hers ("Replace before launch",
 * docs/operations.md). The photos are the built-in placeholders (the slideshow's, the gallery's, /about's).
 * Pure data and one function, shared by the set-up and the build of a project with nothing published.
 */

/** What the set-up asks for (docs/site-content.md "A new studio"): what the site cannot do without. */
export type SetUpAnswers = {
  /** The studio's name, e.g. "Bloom Beauty Bar". */
  name: string
  /** Her first name. */
  owner: string
  town: string
  city: string
  /** WhatsApp number in international form, e.g. "+44 7700 900456". */
  phone: string
  /** https link of her booking page. */
  bookingUrl: string
  email: string
  /** Brand colour as #rrggbb, from which her palette is derived (src/lib/palette.ts). */
  brand: string
}

/**
 * The first draft of a new studio: the starter template in her words, its policies "last updated" in the month of
 * `today` ("December 2026"). Pure; the result still needs the schema's check (her answers are as she typed them).
 */
export function starterSite(answers: SetUpAnswers, today = new Date()): SiteContent {
  const { name, owner, town, city, phone, bookingUrl, email, brand } = answers
  return {
    schemaVersion: SCHEMA_VERSION,
    identity: {
      name,
      owner,
      tagline: 'Beauty treatments, done with care.',
      town,
      city,
      colours: { brand, accent: null },
      logo: null,
    },
    details: {
      phone,
      bookingUrl,
      email,
      instagramUrl: 'https://www.instagram.com/',
      facebookUrl: 'https://www.facebook.com/',
      tiktokUrl: 'https://www.tiktok.com/',
      productBrands: [],
    },
    ...STARTER,
    policies: {
      ...STARTER.policies,
      lastUpdated: today.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'Europe/London' }),
    },
  }
}

/**
 * Where each answer lives in the starter site: the path that the schema's and the database's refusals name
 * ("identity.name: Studio name is required"), so a refusal from either lands on its field (docs/decisions.md #446).
 */
const SET_UP_PATHS = {
  name: 'identity.name',
  owner: 'identity.owner',
  town: 'identity.town',
  city: 'identity.city',
  phone: 'details.phone',
  bookingUrl: 'details.bookingUrl',
  email: 'details.email',
  brand: 'identity.colours.brand',
} as const satisfies Record<keyof SetUpAnswers, string>

/** The reason each refused answer is refused; `form` for a refusal of no answer (none is expected). */
export type SetUpErrors = Partial<Record<keyof SetUpAnswers | 'form', string>>

/** The answer whose path `path` is ("details.phone" -> "phone"), or `form`. */
function answerAt(path: string): keyof SetUpErrors {
  const found = (Object.keys(SET_UP_PATHS) as (keyof SetUpAnswers)[]).find((key) => SET_UP_PATHS[key] === path)
  return found ?? 'form'
}

/**
 * The schema's reasons for refusing `answers` (src/lib/site-content/schema.ts, the same rules as every editor): the
 * starter site made of them is checked whole, and each refusal is put on the answer it names, the first one each.
 * Empty when the set-up may be sent. Pure.
 */
export function setUpErrors(answers: SetUpAnswers): SetUpErrors {
  const result = siteContentSchema.safeParse(starterSite(answers))
  const errors: SetUpErrors = {}
  for (const issue of result.success ? [] : result.error.issues) errors[answerAt(issue.path.join('.'))] ??= issue.message
  return errors
}

/**
 * The answer a database refusal names: its check's message is "<path>: <reason>" (SQLSTATE 23514,
 * supabase/migrations/20261202130000_identity_check.sql), e.g. `{ name: 'Studio name is required' }`; null when the
 * message names no path.
 */
export function setUpRefusal(message: string): SetUpErrors | null {
  const match = /^([a-zA-Z.]+): (.+)$/s.exec(message)
  return match?.[1] && match[2] ? { [answerAt(match[1])]: match[2] } : null
}

/** A treatment of the starter price lists. */
const item = (id: string, itemName: string, pounds: number, description: string) => ({ id, name: itemName, pounds, description })

/** Everything of the starter that does not come from her answers. */
const STARTER = {
  prices: {
    nails: [
      item('gel-manicure', 'Gel manicure', 25, 'Shaping, cuticle tidy and a long-wearing gel colour of your choice.'),
      item('overlay', 'Strengthening overlay', 30, 'A protective gel layer over your natural nails, clear or in colour.'),
      item('extensions', 'Full set of extensions', 40, 'Added length in the shape you choose, finished in gel colour.'),
      item('infill', 'Infill', 28, 'Your set refreshed: the regrowth filled in and the shape rebalanced.'),
      item('removal', 'Removal', 10, 'Gentle removal of gel or extensions, finished with nourishing oil.'),
      item('art', 'Nail art', 5, 'Hand-painted details on the nails you choose.'),
    ],
    lashBrow: [
      item('lash-lift', 'Lash lift and tint', 35, 'Your natural lashes curled from the root and tinted darker.'),
      item('brow-shape', 'Brow shape', 12, 'Brows tidied and shaped to suit your face.'),
      item('brow-lamination', 'Brow lamination', 30, 'Brow hairs set in place for a fuller, brushed-up look.'),
    ],
  },
  hours: {
    monday: null,
    tuesday: { opens: '10:00', closes: '18:00' },
    wednesday: { opens: '10:00', closes: '18:00' },
    thursday: { opens: '12:00', closes: '20:00' },
    friday: { opens: '10:00', closes: '18:00' },
    saturday: { opens: '09:00', closes: '15:00' },
    sunday: null,
  },
  notice: null,
  testimonials: [],
  services: {
    categories: [
      { id: 'nails', title: 'Nails', intro: 'Gel colour, overlays and extensions for hands that look after themselves.' },
      { id: 'lashes-brows', title: 'Lashes and brows', intro: 'Lifts, tints and shaping that frame your face.' },
    ],
    cards: [
      {
        id: 'gel-manicure',
        title: 'Gel manicure',
        description: 'Neat shaping, careful cuticle work and a glossy gel colour that stays put between visits.',
        category: 'nails',
      },
      {
        id: 'overlay',
        title: 'Strengthening overlay',
        description: 'A thin gel layer that protects soft or splitting nails while they grow, worn clear or in colour.',
        category: 'nails',
      },
      {
        id: 'extensions',
        title: 'Extensions',
        description: 'Extra length in the shape you like, from a short natural look to long and striking.',
        category: 'nails',
      },
      {
        id: 'lash-lift',
        title: 'Lash lift and tint',
        description: 'Your own lashes lifted and darkened, so they look longer without mascara.',
        category: 'lashes-brows',
      },
      {
        id: 'brows',
        title: 'Brow shaping and lamination',
        description: 'Brows shaped to suit you, or laminated for a full, brushed-up finish.',
        category: 'lashes-brows',
      },
    ],
    featured: [
      { card: 'gel-manicure', title: 'Gel manicure', description: 'Glossy colour and tidy cuticles that last between visits.' },
      { card: 'extensions', title: 'Extensions', description: 'The length and shape you want, finished in your colour.' },
      { card: 'lash-lift', title: 'Lash lift and tint', description: 'Lifted, darker lashes with no mascara needed.' },
    ],
  },
  bookingTerms: {
    depositPounds: 10,
    noticeHours: 48,
    lateLimitMinutes: 10,
    arriveEarlyMinutes: 5,
    patchTestHours: { from: 24, to: 48 },
    guardianConsentUnderAge: 16,
    payment: 'Card or cash',
    visitsNotice:
      'This site keeps count of its visits: which pages are read, and how often the booking and WhatsApp buttons are used. No cookies are set and nothing is stored on your device. For one day a visit is recognised by a code worked out on the server from your browser, your internet address and a secret that is replaced daily; the address itself is not kept, and the code and secret are deleted at the end of the day. Only the daily totals stay, and they are not passed to anyone. A browser that sends Global Privacy Control or Do Not Track is not counted.',
  },
  faqs: [
    {
      id: 'which-treatment',
      question: 'Which treatment should I choose?',
      answer: 'Send me a message with what you have in mind, and a photo if it helps, and I will suggest what suits you and what it costs.',
    },
    {
      id: 'how-long',
      question: 'How long do the results last?',
      answer: 'It depends on the treatment: {lasts}. Looking after them at home helps them last.',
    },
    {
      id: 'deposit',
      question: 'Do I pay a deposit?',
      answer: 'Yes: a {deposit} deposit secures your appointment and comes off the price on the day. Payment: {payment}.',
    },
    {
      id: 'change',
      question: 'Can I move my appointment?',
      answer: 'Of course. Let me know at least {notice} before and your deposit moves to the new time.',
    },
    {
      id: 'patch-test',
      question: 'Do I need a patch test?',
      answer:
        'For any treatment that needs one, yes: a quick patch test {patch-test} before your first appointment. Ask me if you are not sure.',
    },
  ],
  about: {
    heading: 'About {owner}',
    paragraphs: [
      'I am {owner}, and {studio} is my studio in {town}. Tell your visitors here how you started, what you love about your work and what a visit with you is like.',
      'Edit this story in /admin under About: a few honest sentences in your own words are all it takes.',
    ],
    promises: [
      { id: 'time', title: 'Time for you', text: 'Appointments at a relaxed pace, one client at a time.' },
      { id: 'clean', title: 'Clean and safe', text: 'Clean tools and a tidy workspace for every client.' },
      { id: 'honest', title: 'Honest advice', text: 'Straight answers about what will work for you.' },
    ],
    photo: null,
  },
  slideshow: Array.from({ length: 11 }, (_, i) => ({ source: 'built-in' as const, id: `hero-${String(i + 1).padStart(2, '0')}` })),
  offers: {
    vouchers: [
      { id: 'manicure', title: 'Gel manicure voucher', pounds: 25, description: 'A gel manicure, ready to book.' },
      { id: 'any-amount', title: 'Voucher of any amount', pounds: null, description: 'You choose the amount; they choose the treatment.' },
    ],
    voucherValidityMonths: 6,
    welcome: { percentOff: 10, shown: false, appointment: 'appointment' },
  },
  pages: {
    home: {
      eyebrow: 'Welcome to {studio}',
      headline: 'Beauty treatments in {town}',
      intro: 'A relaxed studio in {town}, {city}, for treatments that look good and feel good. Book online or send a message.',
      closing: { title: 'Time for a treat?', text: 'Book your appointment online, or ask me anything on WhatsApp first.' },
    },
    about: { eyebrow: 'About', title: 'Meet {owner}', lead: 'The person behind {studio}, and what you can expect from a visit.' },
    services: {
      eyebrow: 'Treatments',
      title: 'What I offer',
      lead: 'Every treatment at {studio}, with what it includes. Prices are on the pricing page.',
      closing: { title: 'Seen something you like?', text: 'Book it online in a few taps, or ask me on WhatsApp.' },
    },
    pricing: {
      eyebrow: 'Prices',
      title: 'Price list',
      lead: 'What each treatment costs. Tap a treatment to read more about it.',
      footnote: 'Prices may change for unusually long or complex work; I will always tell you before I start.',
    },
    gallery: { eyebrow: 'My work', title: 'Gallery', lead: 'Photos of treatments from the studio.' },
    hygiene: {
      eyebrow: 'Keeping you safe',
      title: 'Hygiene at {studio}',
      lead: 'How tools, surfaces and products are looked after, appointment after appointment.',
    },
    booking: { eyebrow: 'Appointments', title: 'Book a visit', lead: 'Choose a treatment and a time that suits you.' },
    faqs: { eyebrow: 'Questions', title: 'Questions and answers', lead: 'The things clients ask most. Anything else? Send me a message.' },
    policies: {
      eyebrow: 'The small print',
      title: 'Appointment policies',
      lead: 'What to know before you book, so every visit goes smoothly.',
    },
    contact: {
      eyebrow: 'Say hello',
      title: 'Contact {owner}',
      lead: 'The quickest way to reach me is a WhatsApp message.',
      closing: { title: 'Ready when you are', text: 'Book online now, or message me with any question.' },
      tiktokLine: 'Videos from the studio',
    },
    gifts: {
      eyebrow: 'Gifts',
      title: 'Vouchers and gifts',
      lead: 'Give someone a treatment they will enjoy.',
      vouchersEyebrow: 'Give the gift of a treatment',
    },
  },
  search: {
    pages: {
      home: {
        title: '{studio} · Beauty treatments in {town}',
        description: 'Beauty treatments at {studio}, a home studio in {town}, {city}. Book online or send a message.',
      },
      about: { title: 'About {owner} · {studio}', description: 'Meet {owner}, who runs {studio} in {town}, {city}.' },
      services: {
        title: 'Treatments · {studio}',
        description: 'The treatments at {studio} in {town}, {city}, with what each one includes.',
      },
      pricing: {
        title: 'Prices · {studio}',
        description: 'The price list of {studio} in {town}, {city}: every treatment and what it costs.',
      },
      gallery: { title: 'Gallery · {studio}', description: 'Photos of treatments by {studio} in {town}, {city}.' },
      hygiene: { title: 'Hygiene · {studio}', description: 'How {studio} in {town} keeps tools, surfaces and products clean and safe.' },
      booking: { title: 'Book a visit · {studio}', description: 'Book an appointment at {studio} in {town}, {city}.' },
      faqs: {
        title: 'Questions and answers · {studio}',
        description: 'Deposits, moving an appointment, patch tests and more at {studio}.',
      },
      policies: {
        title: 'Appointment policies · {studio}',
        description: 'The {deposit} deposit, {notice} to move a booking and the other things to know before booking at {studio}.',
      },
      contact: {
        title: 'Contact · {studio}',
        description: 'Message {owner} on WhatsApp, send an e-mail or book online: {studio}, {town}, {city}.',
      },
      gifts: {
        title: 'Vouchers · {studio}',
        description: 'Gift vouchers for treatments at {studio}, valid for {validity}.',
      },
      notFound: {
        title: 'Page not found · {studio}',
        description: 'There is no page at this address. Start again from the home page of {studio}.',
      },
    },
    shareImageAlt: '{studio} in {town}, {city}',
    region: null,
    paymentAccepted: 'Cash, Credit Card',
  },
  hygiene: {
    standards: [
      { id: 'tools', title: 'Cleaned tools', text: 'Metal tools are cleaned and disinfected before every appointment.' },
      {
        id: 'disposables',
        title: 'Fresh disposables',
        text: 'Anything that cannot be disinfected is used once, then thrown away.',
      },
      { id: 'surfaces', title: 'Wiped-down surfaces', text: 'The table, chair and lamp are wiped down between clients.' },
    ],
    highlights: {
      health: { title: 'Checked first', text: 'Before any treatment I check that it suits you, and tell you if something should wait.' },
      eco: { title: 'Less waste', text: 'Products are bought with care and used up, and packaging is recycled where possible.' },
    },
  },
  policies: {
    notes: [
      {
        id: 'on-the-day',
        title: 'On the day',
        text: 'Want to change your treatment when you arrive? Just ask: if there is time, it is no problem.',
      },
    ],
    // The month of the set-up: starterSite.
    lastUpdated: '',
  },
  rewards: {
    loyalty: { title: 'Regulars', description: 'Coming back often? Ask about a thank-you for regular clients.' },
    referral: { title: 'Bring a friend', description: 'Tell a friend about {studio}: ask about a treat for you both.' },
    vouchers: { title: 'Gift vouchers', description: 'A voucher for a treatment or an amount, valid for {validity}.' },
    occasions: { title: 'Occasions', description: 'Weddings, birthdays or a night out: ask about appointments for a group.' },
  },
  trust: {
    insured: { title: 'Insured', detail: 'Treatments fully covered' },
    hours: { title: 'Flexible times', detail: 'Days, evenings, Saturdays' },
    sterile: { title: 'Clean tools', detail: 'For every client' },
    vegan: { title: 'Kind products', detail: 'Ask about vegan options' },
    rewards: { title: 'Thank-yous', detail: 'For regular clients' },
  },
  longevity: [
    { id: 'gel', treatment: 'Gel manicure', lasts: 'about 2 weeks' },
    { id: 'extensions', treatment: 'Extensions and overlays', lasts: 'about 3 weeks' },
    { id: 'lash-brow', treatment: 'Lash lifts and laminated brows', lasts: 'about 6 weeks' },
  ],
  messages: {
    booking: 'Hello {owner}, I would like to book a treatment at {studio}, please.',
    question: 'Hello {owner}, I have a question before I book.',
    giftCard: 'Hello {owner}, I would like a gift voucher, please.',
    rewards: 'Hello {owner}, could you tell me about your offers for regular clients?',
  },
  location: {
    title: 'Where to find me',
    notes: ['The exact address comes with your booking'],
    summary: 'Beauty treatments at {studio}, a home studio in {town}, {city}.',
  },
} satisfies Omit<SiteContent, 'schemaVersion' | 'identity' | 'details'>

/**
 * The stand-in answers of a build of a project with nothing published (docs/decisions.md #445): its content modules
 * need a studio, but none of it is shown: its public pages are the holding page, and /auth and /admin have the
 * product's plain bar, not the site's header and footer (docs/decisions.md #530). What is left of them, the web
 * manifest's name and the icon's initials, says what it is.
 */
export const notSetUpAnswers: SetUpAnswers = {
  name: 'Your studio',
  owner: 'You',
  town: 'Your town',
  city: 'Your city',
  phone: '+44 7700 900000',
  bookingUrl: 'https://example.com/book',
  email: 'hello@example.com',
  brand: '#475569',
}
