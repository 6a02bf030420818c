import type { Config } from 'tailwindcss'

/**
 * Design tokens for IJ Nails & Lashes. Loaded by src/index.css through `@config`.
 * Colours are chosen for WCAG AA contrast: text on `blush` / `cream` backgrounds uses `ink` or
 * `plum`; `rose-700` is the brand accent for buttons with white text (contrast >= 4.5:1).
 */
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        ink: '#1f1720',
        plum: { DEFAULT: '#4a2545', 700: '#3a1c36', 900: '#241022' },
        rose: { 50: '#fdf4f5', 100: '#fbe7ea', 200: '#f5cdd4', 300: '#eba9b5', 600: '#b4475f', 700: '#9b3550', 800: '#7e2a42' },
        cream: '#fbf7f2',
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
