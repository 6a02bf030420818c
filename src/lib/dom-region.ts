/**
 * The document's element whose attribute `name` is `value` (e.g. a region's `useId()`, which a CSS selector would need
 * escaped), or null; null outside a browser. Used while hydrating to find a region's prerendered HTML
 * (src/components/layout/prerendered.tsx, hydrate-on-view.tsx, src/lib/hydration-slices.ts).
 */
export function elementWithAttribute(name: string, value: string): Element | null {
  if (typeof document === 'undefined') return null
  for (const element of document.querySelectorAll(`[${name}]`)) {
    if (element.getAttribute(name) === value) return element
  }
  return null
}
