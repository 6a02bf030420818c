import type { LaunchValues } from '../lib/site-content/upgrade.ts'
import type { Version2Parts, Version3Parts } from '../lib/site-content/schema.ts'

/**
 * The demo studio's launch values (docs/site-content.md "Schema versions", "Seed"): what IJ Nails & Lashes showed before
 * each part became hers to edit, which the upgrade of an older stored document adds (src/lib/site-content/upgrade.ts).
 * Version 2's parts (docs/decisions.md #135) and version 3's, her identity and every sentence about her studio
 * (docs/decisions.md #360), exactly as the site showed them, so a version-1 or -2 document builds the same pages.
 * Demo data, never the app's: no module of src/ imports it (eslint.config.js); the build hands it to /admin only
 * when the backend still holds an older document (docs/decisions.md #361). Placeholders such as "{deposit}" or
 * "{studio}" are filled from her booking terms and identity (src/lib/site-content/render.ts).
 */

/** The parts version 2 added, as the site showed them at launch. */
const version2 = {
  services: {
    categories: [
      {
        id: 'manicures',
        title: 'Manicures & Overlays',
        intro: 'Glossy, chip-resistant colour and strengthening overlays on your natural nails.',
      },
      { id: 'extensions', title: 'Extensions', intro: 'Length and shape made to measure, sculpted to suit your hands and your lifestyle.' },
      { id: 'art', title: 'Nail Art & Finishes', intro: 'From a whisper of shimmer to full statement sets, hand-painted in the studio.' },
      { id: 'care', title: 'Care & Maintenance', intro: 'Repairs, rebalances and gentle removals that keep your natural nails healthy.' },
    ],
    cards: [
      {
        id: 'gel-polish-manicure',
        title: 'Gel Polish Manicure',
        description:
          'A full manicure with cuticle care, shaping and a high-shine gel colour that stays flawless for weeks. Choose from over a hundred shades.',
        category: 'manicures',
      },
      {
        id: 'biab-builder-gel',
        title: 'BIAB/Builder Gel Overlays',
        description:
          'A strengthening builder gel layer over your natural nails, ideal if yours bend, peel or break. Wear it clear, nude or with colour while your own nails grow.',
        category: 'manicures',
      },
      {
        id: 'acrylic-gel-extensions',
        title: 'Acrylic & Gel Extensions',
        description:
          'Sculpted or tip extensions in the length and shape you love, from soft squoval to long almond, finished with gel colour or a natural glow.',
        category: 'extensions',
      },
      {
        id: 'nail-art-designs',
        title: 'Nail Art & Designs',
        description:
          'Hand-painted details, chromes, foils, gems and seasonal designs. Bring a picture for inspiration or let us design something just for you.',
        category: 'art',
      },
      {
        id: 'french-ombre',
        title: 'French & Ombré',
        description:
          'Timeless French tips, micro-French lines and soft baby-boomer fades, blended by hand for a clean, elegant finish that goes with everything.',
        category: 'art',
      },
      {
        id: 'nail-repair-rebalance',
        title: 'Nail Repair & Rebalance',
        description:
          'Infills and rebalancing restore the strength and shape of your set as it grows out, and single-nail repairs fix breaks before they spread.',
        category: 'care',
      },
      {
        id: 'cuticle-hand-care',
        title: 'Cuticle & Hand Care',
        description:
          'Careful cuticle work, nourishing oil and a relaxing hand massage that leave your hands looking as good as your nails.',
        category: 'care',
      },
      {
        id: 'removal-reapplication',
        title: 'Removal & Reapplication',
        description:
          'Safe, gentle soak-off of gel, BIAB or extensions with no filing into the natural nail, either on its own or followed by a fresh new set.',
        category: 'care',
      },
    ],
    featured: [
      {
        card: 'gel-polish-manicure',
        title: 'Gel Polish Manicure',
        description: 'Flawless, high-shine colour with full cuticle care that lasts for weeks without a chip.',
      },
      {
        card: 'biab-builder-gel',
        title: 'BIAB/Builder Gel',
        description: 'A strengthening overlay that lets weak, bendy nails grow long and healthy under a natural glossy finish.',
      },
      {
        card: 'acrylic-gel-extensions',
        title: 'Extensions & Nail Art',
        description: 'Made-to-measure length and shape, finished with hand-painted art, chrome, French or ombré.',
      },
    ],
  },
  bookingTerms: {
    depositPounds: 10,
    noticeHours: 24,
    lateLimitMinutes: 15,
    arriveEarlyMinutes: 5,
    patchTestHours: { from: 24, to: 48 },
    guardianConsentUnderAge: 16,
    payment: 'Card or cash, contactless accepted',
    visitsNotice:
      'This site counts its visits so that we know which pages are read and how often Book Now and WhatsApp are tapped. It counts them without cookies and without storing anything on your device. A visitor is recognised for one day only, by a one-way code made on our server from a secret that changes every day, your browser’s name and your internet address; your address is never stored, and the code and the secret are deleted when the day ends. Only daily totals are kept, and they are shared with no one. Nothing is counted when your browser sends Global Privacy Control or Do Not Track.',
  },
  faqs: [
    {
      id: 'gel-vs-biab',
      question: "What's the difference between gel polish and BIAB?",
      answer:
        'Gel polish is a thin, flexible colour layer on your natural nail, perfect if your nails are already strong. BIAB (builder gel) is a thicker, strengthening overlay that protects weak or bendy nails and helps them grow longer. Both are cured under an LED lamp and come in any colour.',
    },
    {
      id: 'longevity',
      question: 'How long will my treatment last?',
      answer: 'With good aftercare: {lasts}. Regular infills keep builder gel and extensions looking fresh.',
    },
    {
      id: 'removal',
      question: 'Will removal damage my natural nails?',
      answer:
        'Not when it is done properly. Product is soaked off or carefully filed back, never prised or peeled, and finished with cuticle oil. Please never pick off gel at home: it lifts layers of your natural nail with it.',
    },
    {
      id: 'what-to-book',
      question: "I'm not sure what to book. Can you help?",
      answer:
        'Of course! Send a WhatsApp message with a photo of your nails and the look you would love, and you will get an honest recommendation and an exact price before you book.',
    },
    {
      id: 'cancellation',
      question: 'What is your cancellation policy?',
      answer:
        "Please give at least {notice}' notice to cancel or reschedule. Your {deposit} deposit can then be moved to your new date; it is forfeited on a no-show.",
    },
    {
      id: 'aftercare',
      question: 'How should I look after my nails and lashes afterwards?',
      answer:
        'Apply cuticle oil daily, wear gloves for cleaning and treat your nails as jewels, not tools. After a lash lift or brow lamination, keep them dry and avoid steam, make-up and oils for 24 hours.',
    },
  ],
  about: {
    heading: 'Meet {owner}',
    paragraphs: [
      "Hi, I'm {owner}, the nail and lash technician behind {studio}. I opened my private home studio in {town} so that every client gets what I always wanted from a salon: time, calm and real one-to-one attention.",
      'I am fully qualified in gel, builder gel and extensions, lash lifts and brow lamination, and I keep training every year so you get the latest techniques and trends without the high-street price tag.',
      'Whether you want a quick, polished refresh after work or a full set of hand-painted art for a big day, my aim is simple: beautiful, healthy nails and lashes, and a little hour of you-time you look forward to.',
    ],
    promises: [
      { id: 'attention', title: 'One-to-one attention', text: 'Just you and me, never rushed and never double-booked.' },
      { id: 'hygiene', title: 'Spotless hygiene', text: 'Sterilised tools and single-use files for every client.' },
      { id: 'healthy-nails', title: 'Healthy nails first', text: 'Gentle prep and removal that protect your natural nails.' },
      { id: 'advice', title: 'Honest advice', text: 'I will always tell you what will suit your nails and lifestyle.' },
      { id: 'products', title: 'Premium products', text: 'Professional, vegan-friendly options from trusted brands.' },
      { id: 'times', title: 'Flexible times', text: 'Evening and weekend appointments that fit around your week.' },
    ],
    photo: null,
  },
  slideshow: Array.from({ length: 11 }, (_, i) => ({ source: 'built-in' as const, id: `hero-${String(i + 1).padStart(2, '0')}` })),
  offers: {
    vouchers: [
      { id: 'gel-polish', title: 'Gel Polish Manicure', pounds: 35, description: 'A full gel polish manicure in any colour.' },
      {
        id: 'full-set',
        title: 'Full Set of Extensions',
        pounds: 55,
        description: 'A full set of extensions with the finish of their choice.',
      },
      { id: 'custom', title: 'Custom Amount', pounds: null, description: 'Any amount you like, to spend on any treatment.' },
    ],
    voucherValidityMonths: 12,
    welcome: { percentOff: 10, shown: true, appointment: 'nails, lashes or brows appointment' },
  },
} satisfies Version2Parts

/** The parts version 3 added, as the site showed them before she could edit them. */
const version3 = {
  identity: {
    name: 'IJ Nails & Lashes',
    owner: 'Isla',
    tagline: 'Nail it. Lash it. Love it.',
    town: 'Woodley',
    city: 'Reading',
    colours: { brand: '#4a2545', accent: '#9b3550' },
    logo: null,
  },
  pages: {
    home: {
      eyebrow: 'Nails · Lashes · Brows',
      headline: 'Beautiful nails & lashes, made just for you',
      intro: 'Gel, BIAB, extensions, lash lifts and brows in a calm private studio in {town}, with evening and weekend appointments.',
      closing: {
        title: 'Ready for Beautiful Nails?',
        text: 'Pick a time that suits you online in under a minute, or send a quick WhatsApp message with any questions.',
      },
    },
    about: {
      eyebrow: 'About the studio',
      title: "Hello, I'm {owner}",
      lead: 'A one-woman home studio built on patience, spotless hygiene and nails that last.',
    },
    services: {
      eyebrow: 'Services',
      title: 'Nails, lashes & brows',
      lead: 'From a glossy gel polish refresh to sculpted extensions with hand-painted art, every treatment is tailored to you.',
      closing: {
        title: 'Found your perfect treatment?',
        text: 'Lash lifts, tints and brow lamination are on the full price list too. Or grab your favourite evening or weekend slot now.',
      },
    },
    pricing: {
      eyebrow: 'Pricing',
      title: 'Pricing & packages',
      lead: 'Clear, honest prices with no surprises. Tap any treatment to see what is included.',
      footnote:
        "Please note: I don't work over another technician's work. Any existing product must be removed before your appointment, or book a soak-off treatment and I'll remove it gently for you.",
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
      closing: { title: 'Ready to Book?', text: 'Message me on WhatsApp or book online in under a minute.' },
      tiktokLine: 'Nail inspiration & tutorials',
    },
    gifts: {
      eyebrow: 'Gift cards & loyalty',
      title: 'Gifts & rewards',
      lead: 'Treat someone special, bring a friend or simply keep coming back: there is always something extra for you.',
      vouchersEyebrow: 'Give the gift of beautiful nails',
    },
  },
  search: {
    pages: {
      home: {
        title: '{studio} · Nails, Lashes & Brows in {town}, {city}',
        description:
          'Gel polish, BIAB, extensions, lash lifts and brow lamination in a private home studio in {town}, {city}. Evening and weekend appointments.',
      },
      about: {
        title: 'About {owner} · {studio}, {town}',
        description:
          'Meet {owner}, the licensed and insured nail and lash technician behind {studio}: one-to-one appointments in a calm home studio in {town}, {city}.',
      },
      services: {
        title: 'Nail Services: Gel, BIAB & Extensions · {studio}',
        description:
          'Gel polish manicures, BIAB overlays, acrylic and gel extensions, nail art, French and ombré, repairs and hand care in {town}, {city}.',
      },
      pricing: {
        title: 'Prices · Nails, Lashes & Brows · {studio}',
        description:
          'Clear prices for builder gel sets, infills, soak-offs, lash lifts, tints and brow lamination in {town}, {city}, plus loyalty and referral rewards.',
      },
      gallery: {
        title: 'Gallery · Nail Art, Lashes & Brows · {studio}',
        description:
          'Browse recent nail sets, nail art, lash lifts and brow lamination from {studio} in {town}, {city}, then book the look you love.',
      },
      hygiene: {
        title: 'Hygiene & Safety · {studio}',
        description:
          'Medical-grade sterilisation, single-use files and a health check before every treatment: how {studio} keeps you safe in {town}, {city}.',
      },
      booking: {
        title: 'Book Online · {studio}, {town}',
        description:
          'Book nails, lashes or brows online in three steps. Evening and weekend appointments at a private home studio in {town}, {city}.',
      },
      faqs: {
        title: 'FAQs · Gel, BIAB, Removal & Aftercare · {studio}',
        description:
          'Gel or BIAB? How long do they last, how are they removed and what should you book? Answers to common questions before your appointment.',
      },
      policies: {
        title: 'Booking Policies · Deposits & Cancellations · {studio}',
        description:
          "The {deposit} deposit, {notice}' notice for changes, late arrivals, patch tests and under-{age}s: everything to know before you book in {town}, {city}.",
      },
      contact: {
        title: 'Contact {owner} · {studio}, {town}, {city}',
        description:
          'Message {owner} on WhatsApp, follow on Instagram, Facebook or TikTok, or send an e-mail. Opening hours and studio location in {town}, {city}.',
      },
      gifts: {
        title: 'Gift Cards & Loyalty Rewards · {studio}',
        description:
          'Digital or printed gift vouchers valid for {validity}, 10% off every 6th visit and £5 off for you and a friend you refer.',
      },
      notFound: {
        title: 'Page not found · {studio}',
        description: 'This page does not exist. Find nails, lashes and brows by {studio} in {town}, {city} from the home page.',
      },
    },
    shareImageAlt: '{studio}: nails, lashes and brows in {town}, {city}',
    region: 'Berkshire',
    paymentAccepted: 'Cash, Credit Card, Debit Card, Contactless',
  },
  hygiene: {
    standards: [
      {
        id: 'sterilisation',
        title: 'Medical-grade sterilisation',
        text: 'Every metal tool is cleaned, then sterilised in an autoclave, the same standard used in clinics and dental surgeries.',
      },
      {
        id: 'single-use',
        title: 'Single-use files and buffers',
        text: 'Files, buffers and lash applicators are brand new for every client and never shared.',
      },
      {
        id: 'workstation',
        title: 'Sanitised workstation',
        text: 'The desk, lamp, cushions and every surface are disinfected between appointments.',
      },
      {
        id: 'linen',
        title: 'Clean hands, fresh linen',
        text: 'Hands are sanitised before every service and you get freshly laundered towels each visit.',
      },
      {
        id: 'products',
        title: 'Professional products only',
        text: 'Salon-grade, HEMA-conscious gels and lash products from trusted brands, stored and used as the manufacturer intends.',
      },
      {
        id: 'licensed',
        title: 'Licensed and insured',
        text: 'The studio is licensed by the local council and fully insured, with a well-ventilated treatment room.',
      },
    ],
    highlights: {
      health: {
        title: 'Your Health First',
        text: 'Every service starts with a quick nail and skin health assessment. If something needs a break or a doctor, you will hear it honestly before any product goes on.',
      },
      eco: {
        title: 'Eco-Conscious Choices',
        text: 'Vegan and cruelty-free options are available on request, and the studio keeps waste low with recyclable packaging wherever it can.',
      },
    },
  },
  policies: {
    notes: [
      {
        id: 'changes',
        title: 'Changes to your service',
        text: 'Happy to change or add to your treatment on the day, subject to time availability.',
      },
    ],
    lastUpdated: 'January 2025',
  },
  rewards: {
    loyalty: {
      title: 'Loyalty Rewards',
      description: 'Enjoy 10% off every 6th visit. No cards to carry: your visits are tracked for you.',
    },
    referral: { title: 'Refer a Friend', description: 'Recommend a friend and you both get £5 off your next appointment.' },
    vouchers: {
      title: 'Gift Vouchers',
      description: 'Treat someone special with a digital or printed gift voucher for any treatment or amount.',
    },
    occasions: {
      title: 'Special Occasions & Groups',
      description: 'Weddings, proms, birthdays and pamper evenings: ask about booking for the bride, bridesmaids or a small group.',
    },
  },
  trust: {
    insured: { title: 'Licensed & insured', detail: 'A registered home studio' },
    hours: { title: 'Evenings & weekends', detail: 'Flexible appointments' },
    sterile: { title: 'Medical-grade hygiene', detail: 'Autoclave-sterilised tools' },
    vegan: { title: 'Vegan & cruelty-free', detail: 'Options on request' },
    rewards: { title: 'Loyalty rewards', detail: 'Treats for regulars' },
  },
  longevity: [
    { id: 'gel-polish', treatment: 'Gel polish', lasts: '2–3 weeks' },
    { id: 'biab-extensions', treatment: 'BIAB or extensions', lasts: '3–4 weeks' },
    { id: 'lift-lamination', treatment: 'Lash lift and brow lamination', lasts: '6–8 weeks' },
    { id: 'tints', treatment: 'Tints', lasts: '4–6 weeks' },
  ],
  messages: {
    booking: "Hi {owner}! I'd like to book an appointment at {studio}.",
    question: 'Hi {owner}! I have a question about your treatments.',
    giftCard: "Hi {owner}! I'd like to buy a gift voucher.",
    rewards: "Hi {owner}! I'd like to know more about your loyalty and referral rewards.",
  },
  location: {
    title: 'Private home studio',
    notes: ['Full address sent after booking', 'Free parking nearby'],
    summary: 'Nails, lashes and brows in a calm private studio in {town}, {city}.',
  },
} satisfies Version3Parts

/** Both, as the upgrade takes them. */
export const demoLaunchValues: LaunchValues = { version2, version3 }
