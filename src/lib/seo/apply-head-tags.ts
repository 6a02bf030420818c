import type { HeadTag } from '@/lib/seo/head-tags'

/**
 * Brings `document.head` in line with `tags`: elements carry `data-head="<key>"`; matching ones are
 * updated in place (so the prerendered tags survive hydration untouched), missing ones are appended
 * and managed ones no longer wanted (e.g. `robots` after leaving the 404 page) are removed.
 */
export function applyHeadTags(tags: readonly HeadTag[], head: HTMLHeadElement = document.head): void {
  const wanted = new Set(tags.map((t) => t.key))
  head.querySelectorAll<HTMLElement>('[data-head]').forEach((el) => {
    if (!wanted.has(el.dataset.head ?? '')) el.remove()
  })
  for (const tag of tags) {
    let el = head.querySelector<HTMLElement>(`[data-head="${tag.key}"]`)
    if (!el || el.tagName.toLowerCase() !== tag.tag) {
      el?.remove()
      el = document.createElement(tag.tag)
      el.dataset.head = tag.key
      head.append(el)
    }
    if (tag.tag !== 'title') {
      for (const [name, value] of Object.entries(tag.attrs)) {
        if (el.getAttribute(name) !== value) el.setAttribute(name, value)
      }
    }
    if ((tag.tag === 'title' || tag.tag === 'script') && el.textContent !== tag.text) el.textContent = tag.text
  }
}
