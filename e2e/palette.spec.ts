import { expect, test } from './support/test'
import { publicPaths } from '../src/config/paths'
import type { Brand } from '../src/content/brand'
import { brandHead } from '../scripts/lib/brand-files'
import { derivePalette } from '../src/lib/palette'
import { expectNoAxeViolations } from './support/axe'
import { gotoHydrated } from './support/hydration'
import { skipWelcomeOffer } from './support/welcome-offer'

/**
 * Her colours whatever she picks (docs/decisions.md #340, #342): axe's color-contrast rule passes on every public route,
 * at 390 px, for a very pale and a very dark brand colour. Her brand reaches a page only as the build's
 * `<style id="palette">` in its head (scripts/lib/brand-files.ts `brandHead`, which npm run test:budgets checks on every
 * page), so the run's own build serves each colour: each page, loaded once, gets each colour's block as the build writes
 * it for her brand (src/content/brand.ts `brandOf`: her identity's colours) in place of its own, and axe checks it, so no
 * second build is needed. Cost: one page load per route and one axe rule per route and colour: 11 page loads in all,
 * where a page load per colour cost twice as many and a publication and a build per colour would cost two builds
 * (docs/decisions.md #571).
 */

/** The CSS of the palette block the build would write for `colours` (the block depends on her colours alone, not her name or logo). */
function paletteCss(colours: Brand['colours']): string {
  const brand: Brand = { name: 'A studio', colours, logo: null }
  const css = /<style id="palette">([^<]*)<\/style>/.exec(brandHead(brand))?.[1]
  if (css === undefined) throw new Error('brandHead wrote no <style id="palette">')
  return css
}

const colourCases = [
  ['a very pale', { brand: '#fde4ec', accent: null }],
  ['a very dark', { brand: '#101820', accent: null }],
] as const

test("with a very pale (#fde4ec) and a very dark (#101820) brand colour, every public route passes axe's color-contrast rule", async ({
  page,
}) => {
  // Eleven page loads and 22 axe checks: about 20 s on a quiet 2-core machine.
  test.setTimeout(120_000)
  await skipWelcomeOffer(page)
  for (const path of publicPaths) {
    await test.step(path, async () => {
      await gotoHydrated(page, path)
      for (const [name, colours] of colourCases) {
        const css = paletteCss(colours)
        const swapped = await page.evaluate((text) => {
          const block = document.querySelector('head > style#palette')
          if (block) block.textContent = text
          return block !== null
        }, css)
        expect(swapped, 'the build wrote its palette block').toBe(true)
        // Her palette is the one on show: the page's heading is in her brand shade.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim()), name).toBe(
          derivePalette(colours).tokens.brand,
        )
        await expectNoAxeViolations(page, { rules: ['color-contrast'] })
      }
    })
  }
})
