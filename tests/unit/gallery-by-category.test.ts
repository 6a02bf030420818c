// @vitest-environment node
import { byCategory, inGridOrder } from '@/features/gallery/lib/by-category'
import { GALLERY_CATEGORIES } from '@/lib/photo-files'

// /admin's gallery grid order: category by category, each in the list's order (docs/decisions.md #575).
describe('byCategory and inGridOrder', () => {
  const [first, second] = GALLERY_CATEGORIES
  const rows = [
    { id: 'a', category: second! },
    { id: 'b', category: first! },
    { id: 'c', category: second! },
    { id: 'd', category: first! },
  ]

  it('groups every category, each in the order of the rows, an empty one as an empty list', () => {
    const grouped = byCategory(rows)
    expect(Object.keys(grouped)).toEqual([...GALLERY_CATEGORIES])
    expect(grouped[first!].map((r) => r.id)).toEqual(['b', 'd'])
    expect(grouped[second!].map((r) => r.id)).toEqual(['a', 'c'])
  })

  it('lists the rows category by category', () => {
    expect(inGridOrder(rows).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c'])
  })
})
