// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { paths, publicPaths } from '@/config/paths'

describe('route table', () => {
  it('has the 13 routes of docs/product.md §2, of which 11 are public', () => {
    expect(Object.keys(paths)).toHaveLength(13)
    expect(publicPaths).toHaveLength(11)
    expect(publicPaths).not.toContain('/auth')
    expect(publicPaths).not.toContain('/admin')
  })
})
