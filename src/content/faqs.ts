import { bookingTerms } from '@/content/booking'
import { longevity } from '@/content/longevity'

/** The six FAQs of /faqs (docs/product.md §3): gel vs BIAB, longevity, removal, what to book, cancellation, aftercare. */
export type Faq = { id: string; question: string; answer: string }

const lasts = longevity.map((l) => `${l.treatment.toLowerCase()} ${l.lasts}`).join(', ')

export const faqs = [
  {
    id: 'gel-vs-biab',
    question: "What's the difference between gel polish and BIAB?",
    answer:
      'Gel polish is a thin, flexible colour layer on your natural nail, perfect if your nails are already strong. BIAB (builder gel) is a thicker, strengthening overlay that protects weak or bendy nails and helps them grow longer. Both are cured under an LED lamp and come in any colour.',
  },
  {
    id: 'longevity',
    question: 'How long will my treatment last?',
    answer: `With good aftercare: ${lasts}. Regular infills keep builder gel and extensions looking fresh.`,
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
    answer: `Please give at least ${bookingTerms.noticeHours} hours' notice to cancel or reschedule. Your £${bookingTerms.depositPounds} deposit can then be moved to your new date; it is forfeited on a no-show.`,
  },
  {
    id: 'aftercare',
    question: 'How should I look after my nails and lashes afterwards?',
    answer:
      'Apply cuticle oil daily, wear gloves for cleaning and treat your nails as jewels, not tools. After a lash lift or brow lamination, keep them dry and avoid steam, make-up and oils for 24 hours.',
  },
] as const satisfies readonly Faq[]
