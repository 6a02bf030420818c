/** /hygiene (docs/product.md §2): six hygiene standards and the two highlight cards. */
export type HygieneStandard = { title: string; text: string }

export const hygieneStandards = [
  {
    title: 'Medical-grade sterilisation',
    text: 'Every metal tool is cleaned, then sterilised in an autoclave, the same standard used in clinics and dental surgeries.',
  },
  {
    title: 'Single-use files and buffers',
    text: 'Files, buffers and lash applicators are brand new for every client and never shared.',
  },
  {
    title: 'Sanitised workstation',
    text: 'The desk, lamp, cushions and every surface are disinfected between appointments.',
  },
  {
    title: 'Clean hands, fresh linen',
    text: 'Hands are sanitised before every service and you get freshly laundered towels each visit.',
  },
  {
    title: 'Professional products only',
    text: 'Salon-grade, HEMA-conscious gels and lash products from trusted brands, stored and used as the manufacturer intends.',
  },
  {
    title: 'Licensed and insured',
    text: 'The studio is licensed by the local council and fully insured, with a well-ventilated treatment room.',
  },
] as const satisfies readonly HygieneStandard[]

export type HygieneCard = { id: 'health' | 'eco'; title: string; text: string }

export const hygieneCards = [
  {
    id: 'health',
    title: 'Your Health First',
    text: 'Every service starts with a quick nail and skin health assessment. If something needs a break or a doctor, you will hear it honestly before any product goes on.',
  },
  {
    id: 'eco',
    title: 'Eco-Conscious Choices',
    text: 'Vegan and cruelty-free options are available on request, and the studio keeps waste low with recyclable packaging wherever it can.',
  },
] as const satisfies readonly HygieneCard[]
