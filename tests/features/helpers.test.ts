// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
import { FULL_IMAGE_MAX_EDGE_PX } from '@/features/gallery/lib/renditions'
import { assertUploadableImage, fitWithin, ImageRejectedError } from '@/features/gallery/lib/prepare-image'
import { credentialMessages, credentialsSchema } from '@/features/auth/schemas'
import { getBackendEnv, LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL } from '@/lib/env'
import { PHOTO_CONTENT_TYPES } from '@/lib/photo-files'
import { backendEnvPlugin, parseBackendEnv } from '../../scripts/lib/backend-env.ts'

describe('credentialsSchema (docs/product.md §5)', () => {
  const firstMessage = (input: unknown) => {
    const result = credentialsSchema.safeParse(input)
    return result.success ? null : result.error.issues[0].message
  }

  test('accepts and trims a valid e-mail; keeps the password as typed', () => {
    expect(credentialsSchema.parse({ email: '  a@b.co ', password: ' secret ' })).toEqual({
      email: 'a@b.co',
      password: ' secret ',
    })
  })

  test.each([
    [{ email: '', password: 'secret' }, 'Invalid email address'],
    [{ email: 'nope', password: 'secret' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(244)}@example.com`, password: 'secret' }, credentialMessages.emailTooLong],
    [{ email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
    [{ email: 'a@b.co', password: 'x'.repeat(101) }, credentialMessages.passwordTooLong],
    [{ email: 'nope', password: '1' }, 'Invalid email address'],
  ])('%j → %s', (input, message) => {
    expect(firstMessage(input)).toBe(message)
  })

  test('limits are inclusive: 255-character e-mail, 6 and 100-character passwords', () => {
    const email = `${'a'.repeat(243)}@example.com`
    expect(email).toHaveLength(255)
    expect(firstMessage({ email, password: '123456' })).toBeNull()
    expect(firstMessage({ email: 'a@b.co', password: 'x'.repeat(100) })).toBeNull()
  })
})

describe('upload checks (docs/decisions.md #13, #14)', () => {
  test('fitWithin keeps the aspect ratio, caps the long edge at 2048 px and never enlarges', () => {
    expect(FULL_IMAGE_MAX_EDGE_PX).toBe(2048)
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 })
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 })
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 })
    expect(fitWithin(10000, 1)).toEqual({ width: 2048, height: 1 })
  })

  test('raster types pass; SVG and non-images are refused', () => {
    for (const type of PHOTO_CONTENT_TYPES) expect(() => assertUploadableImage({ type, name: 'x', size: 10 })).not.toThrow()
    expect(PHOTO_CONTENT_TYPES).not.toContain('image/svg+xml')
    expect(() => assertUploadableImage({ type: 'image/svg+xml', name: 'a.svg', size: 10 })).toThrow(ImageRejectedError)
    expect(() => assertUploadableImage({ type: '', name: 'logo.SVG', size: 10 })).toThrow(/SVG/)
    expect(() => assertUploadableImage({ type: 'text/html', name: 'a.html', size: 10 })).toThrow(/not an image/)
    expect(() => assertUploadableImage({ type: 'image/jpeg', name: 'huge.jpg', size: 41 * 1024 * 1024 })).toThrow(/larger than/)
  })
})

describe('backend settings (scripts/lib/backend-env at build time, lib/env in the browser)', () => {
  test('default to the local backend and its well-known anon key', () => {
    expect(parseBackendEnv({})).toEqual({ supabaseUrl: LOCAL_SUPABASE_URL, supabaseKey: LOCAL_SUPABASE_ANON_KEY })
    expect(parseBackendEnv({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_PUBLISHABLE_KEY: '' }).supabaseUrl).toBe('http://127.0.0.1:54321')
  })

  test('accept a hosted project and drop a trailing slash', () => {
    const key = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH'
    expect(parseBackendEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/', VITE_SUPABASE_PUBLISHABLE_KEY: key })).toEqual({
      supabaseUrl: 'https://abc.supabase.co',
      supabaseKey: key,
    })
  })

  test('name every malformed variable in one readable error', () => {
    expect(() => parseBackendEnv({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_PUBLISHABLE_KEY: 'short' })).toThrow(
      /VITE_SUPABASE_URL must be an http\(s\) URL[\s\S]*VITE_SUPABASE_PUBLISHABLE_KEY/,
    )
  })

  test('a malformed variable stops the build and the dev server (the plugin throws while Vite resolves its config)', () => {
    const configResolved = backendEnvPlugin().configResolved as (config: { env: Record<string, string> }) => void
    expect(() => configResolved({ env: { VITE_SUPABASE_URL: 'ftp://abc.supabase.co' } })).toThrow(/VITE_SUPABASE_URL must be an http\(s\) URL/)
    expect(() => configResolved({ env: { VITE_SUPABASE_URL: 'https://abc.supabase.co', MODE: 'production' } })).not.toThrow()
  })

  test('the browser reads them as the build checked them, and guards the address alone', () => {
    try {
      vi.stubEnv('VITE_SUPABASE_URL', ' https://abc.supabase.co/ ')
      vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', '')
      expect(getBackendEnv()).toEqual({ supabaseUrl: 'https://abc.supabase.co', supabaseKey: LOCAL_SUPABASE_ANON_KEY })
      vi.stubEnv('VITE_SUPABASE_URL', 'abc.supabase.co')
      expect(() => getBackendEnv()).toThrow(/Invalid backend settings[\s\S]*VITE_SUPABASE_URL must be an http\(s\) URL/)
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
