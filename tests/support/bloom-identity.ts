/**
 * Bloom Beauty Bar's identity (issue 53's new studio: Maya's, in Didsbury, Manchester, with a teal brand colour), as
 * plain data that imports nothing, so the real-PostgreSQL harness (tests/postgres/new-studio.ts) can write it as jsonb
 * and tests/support/other-studio.ts can build the whole studio on it.
 */
export const bloomIdentity = {
  name: 'Bloom Beauty Bar',
  owner: 'Maya',
  tagline: 'Grow your glow.',
  town: 'Didsbury',
  city: 'Manchester',
  colours: { brand: '#0f766e', accent: null },
  logo: null,
}
