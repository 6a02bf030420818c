import { FULL_STYLESHEET_EVENT, FULL_STYLESHEET_SCRIPT } from '@/lib/full-stylesheet'

/** What the loader's stylesheet part defines (src/lib/full-stylesheet.ts). */
type StylesheetLoader = { sheet: () => HTMLLinkElement | undefined; css: () => void }

/**
 * Runs the after-paint loader's stylesheet part as a prerendered page does (FULL_STYLESHEET_SCRIPT, with the
 * `#page-scripts` data block naming the sheet `/assets/main.css`), without the rest of the loader. `sheet()` links the
 * sheet as the loader does once the page has painted, `css()` is what the visitor's first tap runs; `remove()` takes
 * the listener, the data block and the link away again.
 */
export function runStylesheetLoader(): StylesheetLoader & { remove: () => void } {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'page-scripts'
  block.dataset.stylesheet = '/assets/main.css'
  block.textContent = '[]'
  document.body.append(block)
  const loader = new Function('d', `${FULL_STYLESHEET_SCRIPT}return{sheet,css}`)(block) as StylesheetLoader
  return {
    ...loader,
    remove: () => {
      removeEventListener(FULL_STYLESHEET_EVENT, loader.css)
      block.remove()
      loader.sheet()?.remove()
    },
  }
}

/** Marks the sheet's link as loaded: jsdom fetches no stylesheet, so its `sheet` stays null otherwise. */
export function markLoaded(link: HTMLLinkElement): void {
  Object.defineProperty(link, 'sheet', { value: {}, configurable: true })
}
