// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { CAPTION_MAX_LENGTH, captionMessages, captionOf, checkCaption, defaultCaption } from '@/features/gallery/lib/caption'
import { publishedPhotoSchema } from '@/lib/site-content/schema'

const parse = (input: string) => {
  const result = checkCaption(input)
  return result.ok ? { value: result.caption } : { error: result.message }
}

describe('checkCaption (docs/decisions.md #21)', () => {
  test('trims and folds whitespace (line breaks included) into single spaces', () => {
    expect(parse('  Chrome French tips \n with gems\t ')).toEqual({ value: 'Chrome French tips with gems' })
  })

  test('empty input means "use the default" (null)', () => {
    expect(parse('')).toEqual({ value: null })
  })

  test('whitespace-only input is refused with a clear message', () => {
    expect(parse('   ')).toEqual({ error: captionMessages.blank })
    expect(parse('\n\t')).toEqual({ error: captionMessages.blank })
  })

  test('at most 200 characters, counted as the database counts them (an emoji is one)', () => {
    expect(CAPTION_MAX_LENGTH).toBe(200)
    expect(parse('a'.repeat(200))).toEqual({ value: 'a'.repeat(200) })
    expect(parse('a'.repeat(201))).toEqual({ error: captionMessages.tooLong })
    expect(parse('💅'.repeat(200))).toEqual({ value: '💅'.repeat(200) })
    expect(parse('💅'.repeat(201))).toEqual({ error: captionMessages.tooLong })
    expect(parse(` ${'a'.repeat(200)} `)).toEqual({ value: 'a'.repeat(200) })
  })

  test("the build's schema of a published caption counts as the database does: 200 emoji pass, 201 do not", () => {
    const caption = publishedPhotoSchema.shape.caption
    expect(caption.safeParse('💅'.repeat(CAPTION_MAX_LENGTH)).success).toBe(true)
    expect(caption.safeParse('💅'.repeat(CAPTION_MAX_LENGTH + 1)).success).toBe(false)
    expect(caption.safeParse('a'.repeat(CAPTION_MAX_LENGTH + 1)).success).toBe(false)
    expect(caption.safeParse(null).success).toBe(true)
  })

  test('control characters are refused; markup is kept as plain text (React escapes it)', () => {
    expect(parse('bell\u0007')).toEqual({ error: captionMessages.notPlainText })
    expect(parse('<b>bold</b> & more')).toEqual({ value: '<b>bold</b> & more' })
  })
})

describe('default captions', () => {
  test('name the category and the owner', () => {
    expect(defaultCaption('nails')).toBe('Nail design by Isla')
    expect(defaultCaption('lashes')).toBe('Lash and brow work by Isla')
  })

  test('captionOf uses the row caption, else the default', () => {
    expect(captionOf({ caption: 'Ombre', category: 'nails' })).toBe('Ombre')
    expect(captionOf({ caption: null, category: 'lashes' })).toBe('Lash and brow work by Isla')
  })
})
