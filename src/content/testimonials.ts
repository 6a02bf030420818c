/**
 * Client testimonials on the home page. PLACEHOLDERS (docs/decisions.md #6): replace with real reviews, with the
 * client's permission, before launch; publishing invented reviews is unlawful in the UK.
 */
export type Testimonial = { id: string; quote: string; name: string; treatment: string; placeholder: boolean }

export const testimonials = [
  {
    id: 't1',
    quote: 'My BIAB lasted four weeks without a single chip and my own nails have never been stronger. The studio is spotless and so relaxing.',
    name: 'Client A.',
    treatment: 'BIAB overlay',
    placeholder: true,
  },
  {
    id: 't2',
    quote: 'I came in with a screenshot and left with exactly those nails, only better. Evening appointments are a lifesaver around work.',
    name: 'Client B.',
    treatment: 'Extensions & nail art',
    placeholder: true,
  },
  {
    id: 't3',
    quote: 'The lash lift and tint opened up my eyes completely. I have stopped wearing mascara altogether. Already booked my next one!',
    name: 'Client C.',
    treatment: 'Lash lift & tint',
    placeholder: true,
  },
] as const satisfies readonly Testimonial[]
