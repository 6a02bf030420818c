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
 * page), so the run's own build serves each colour: its pages are served with that block as the build writes it for her
 * brand (src/content/brand.ts `brandOf`: her identity's colours), and no second build is needed. Cost: one
 * page load and one axe rule per route and colour: 22 page loads in all, in two tests of one worker each, where a
 * publication and a build per colour would cost two builds.
 */

/** The palette block the build would write for `colours` (the block depends on her colours alone, not her name or logo). */
function paletteBlock(colours: Brand['colours']): string {
  const brand: Brand = { name: 'A studio', colours, logo: null }
  const block = /<style id="palette">[^<]*<\/style>/.exec(brandHead(brand))?.[0]
  if (!block) throw new Error('brandHead wrote no <style id="palette">')
  return block
}

// axe takes seconds per page on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 })

for (const [name, colours] of [
  ['a very pale', { brand: '#fde4ec', accent: null }],
  ['a very dark', { brand: '#101820', accent: null }],
] as const) {
  test(`with ${name} brand colour (${colours.brand}), every public route passes axe's color-contrast rule`, async ({ page }) => {
    const block = paletteBlock(colours)
    await skipWelcomeOffer(page)
    await page.route('**/*', async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback()
      const response = await route.fetch()
      const html = await response.text()
      expect(html, 'the build wrote its palette block').toMatch(/<style id="palette">/)
      await route.fulfill({ response, body: html.replace(/<style id="palette">[^<]*<\/style>/, () => block) })
    })
    const brandShade = derivePalette(colours).tokens.brand
    for (const path of publicPaths) {
      await test.step(path, async () => {
        await gotoHydrated(page, path)
        // Her palette is the one on show: the page's heading is in her brand shade.
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand').trim())).toBe(brandShade)
        await expectNoAxeViolations(page, { rules: ['color-contrast'] })
      })
    }
  })
}
