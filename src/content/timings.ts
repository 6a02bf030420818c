/** Every timing of the product (docs/product.md §9), in one place. */
export const timings = {
  /** Welcome offer opens this long after load (ms). docs/product.md §4. */
  welcomeOfferDelayMs: 15_000,
  /** Welcome offer opens once the page is scrolled past this fraction of its scrollable height. docs/product.md §4. */
  welcomeOfferScrollFraction: 0.5,
  /** Hero slideshow advances this often (ms). docs/product.md §2. */
  heroSlideIntervalMs: 5_000,
  /** Hero slideshow cross-fade duration (ms). docs/product.md §2. */
  heroFadeMs: 1_000,
} as const
