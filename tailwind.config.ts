import type { Config } from 'tailwindcss'

/**
 * Design tokens that do not follow her colours, loaded by src/index.css through `@config`: the reviews' gold stars,
 * WhatsApp's own green (its brand, not hers) and the fonts. The colours that follow her brand colour (ink, surface,
 * brand, accent, control) are custom properties declared in src/index.css and derived by src/lib/palette.ts, every
 * text pair at WCAG AA (docs/decisions.md #340, #341).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        gold: { 300: '#e6cf9a', 500: '#b8924a', 700: '#7a5d24' },
        whatsapp: { DEFAULT: '#107c3a', dark: '#0b6b2e' },
      },
      fontFamily: {
        display: ['"Iowan Old Style"', '"Palatino Linotype"', 'Palatino', 'Georgia', 'serif'],
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
    },
  },
} satisfies Config
