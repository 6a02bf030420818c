/** The five-item trust strip under the home hero (docs/product.md §1 claims, §2). */
export type TrustItem = {
  id: 'insured' | 'hours' | 'vegan' | 'sterile' | 'rewards'
  title: string
  detail: string
}

export const trustItems = [
  { id: 'insured', title: 'Licensed & insured', detail: 'A registered home studio' },
  { id: 'hours', title: 'Evenings & weekends', detail: 'Flexible appointments' },
  { id: 'sterile', title: 'Medical-grade hygiene', detail: 'Autoclave-sterilised tools' },
  { id: 'vegan', title: 'Vegan & cruelty-free', detail: 'Options on request' },
  { id: 'rewards', title: 'Loyalty rewards', detail: 'Treats for regulars' },
] as const satisfies readonly TrustItem[]
