import { charactersLeft, SEARCH_SHOWS, searchCharacters } from '@/features/site-content/lib/characters-left'
import { paletteNotes } from '@/features/site-content/lib/palette-notes'

// The hints the /admin editors of her identity and words show as she types (docs/site-content.md "Editors"): the
// search listing's count against what search results show, and the palette's note on her colours.

test('a search title is counted as search results show it: placeholders filled, about 60 characters, refused only past the schema limit', () => {
  const studio = (typed: string) => typed.replace('{studio}', 'Bloom Beauty Bar')
  const title = searchCharacters(SEARCH_SHOWS.title, 70, studio)
  expect(title('Nails · {studio}')).toBe('24 of about 60 characters show in search results')
  expect(title(`${'x'.repeat(50)} {studio}`)).toBe('67 characters: about the first 60 show in search results')
  expect(title('y'.repeat(72))).toBe('2 characters too many (at most 70)')
  // Leading and trailing spaces are not shown, so not counted.
  expect(title('  Nails  ')).toBe('5 of about 60 characters show in search results')
  expect(charactersLeft(50)('IJ Nails & Lashes')).toBe('33 characters left')
})

test('the palette says in words when her colour was made darker, and nothing for a colour that carries its text or a half-typed code', () => {
  const pale = paletteNotes({ brand: '#f4c6d6', accent: null })
  expect(pale.length).toBeGreaterThan(0)
  expect(pale[0]!.colour).toBe('brand')
  expect(pale[0]!.message).toMatch(/^Your brand colour .*darker \(#[0-9a-f]{6}\) so .* readable\.$/)
  expect(paletteNotes({ brand: '#4a2545', accent: '#9b3550' })).toEqual([])
  expect(paletteNotes({ brand: '#4a25', accent: null })).toEqual([])
  const paleAccent = paletteNotes({ brand: '#4a2545', accent: '#ffd1dc' })
  expect(paleAccent.map((n) => n.colour)).toEqual(['accent'])
})
