import { useEffect, useRef, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/** The parent's stylesheets as the frame needs them: every `<link rel=stylesheet>` and `<style>` of its `<head>`. */
const STYLESHEETS = 'link[rel="stylesheet"], style'

/** Marks the nodes the frame copied from the parent, so a re-sync replaces exactly those. */
const COPY_ATTRIBUTE = 'data-copied-stylesheet'

/** Replaces the frame head's copies of the parent's stylesheets with fresh ones (links by absolute href). */
function syncStylesheets(from: Document, to: Document) {
  for (const old of to.head.querySelectorAll(`[${COPY_ATTRIBUTE}]`)) old.remove()
  for (const sheet of from.head.querySelectorAll(STYLESHEETS)) {
    const copy = sheet.cloneNode(true) as HTMLElement
    if (sheet instanceof HTMLLinkElement) copy.setAttribute('href', sheet.href)
    copy.setAttribute(COPY_ATTRIBUTE, '')
    to.head.append(copy)
  }
}

/** Makes the frame's blank document a page of the app: language, `<html>` classes, title, stylesheets. */
function prepare(doc: Document, title: string): () => void {
  const parent = document
  doc.documentElement.lang = parent.documentElement.lang
  doc.documentElement.className = parent.documentElement.className
  doc.title = title
  syncStylesheets(parent, doc)
  // Stylesheets come and go in the parent: a lazily loaded chunk's CSS, and in dev every edit (Vite's `<style>`).
  const observer = new MutationObserver(() => syncStylesheets(parent, doc))
  observer.observe(parent.head, { childList: true, subtree: true, characterData: true, attributes: true })
  return () => observer.disconnect()
}

/**
 * A same-origin `<iframe>` without a `src` (docs/site-content.md "Preview", docs/decisions.md #141) whose blank
 * document shows `children`, rendered by this React tree through a portal into the frame's `<body>`: context,
 * state and events work as anywhere in the app, while the frame gives its content a viewport of its own (the
 * frame's width), so CSS media queries answer for that width on any screen. It copies the app's stylesheets, the
 * `<html lang>` and classes. It loads no URL, so no response header (`frame-ancestors 'none'`, docs/security.md)
 * applies; the blank document inherits the app's Content-Security-Policy. `onClick` receives every click inside
 * the frame in the capture phase, before the content's own handlers (e.g. to keep links from leaving it).
 * `title` names the frame (its accessible name) and its document. `rootProperties`: CSS custom properties set on the
 * frame document's root, over the copied stylesheets' (/admin's preview: her draft's palette, docs/decisions.md #343).
 */
export function DocumentFrame({
  title,
  className,
  width,
  onClick,
  rootProperties,
  children,
}: {
  title: string
  className?: string
  width?: number
  onClick?: (event: MouseEvent, doc: Document) => void
  rootProperties?: Readonly<Record<`--${string}`, string>>
  children: ReactNode
}) {
  const ref = useRef<HTMLIFrameElement>(null)
  const [body, setBody] = useState<HTMLElement | null>(null)
  const onClickRef = useRef(onClick)
  useEffect(() => {
    onClickRef.current = onClick
  })

  useEffect(() => {
    const frame = ref.current
    let cleanup: (() => void) | undefined
    let current: Document | null = null
    // Chromium keeps the frame's initial blank document; a browser that replaces it on "load" gets set up again.
    const setUp = () => {
      const doc = frame?.contentDocument
      if (!doc?.body || doc === current) return
      cleanup?.()
      current = doc
      const unobserve = prepare(doc, title)
      const click = (event: MouseEvent) => onClickRef.current?.(event, doc)
      doc.addEventListener('click', click, true)
      cleanup = () => {
        unobserve()
        doc.removeEventListener('click', click, true)
      }
      setBody(doc.body)
    }
    setUp()
    frame?.addEventListener('load', setUp)
    return () => {
      frame?.removeEventListener('load', setUp)
      cleanup?.()
    }
  }, [title])

  // Set on the root element's own style, so they win over the copied `:root{…}` rules; the ones no longer given go.
  useEffect(() => {
    const root = body?.ownerDocument.documentElement
    if (!root || !rootProperties) return
    for (const [name, value] of Object.entries(rootProperties)) root.style.setProperty(name, value)
    return () => {
      for (const name of Object.keys(rootProperties)) root.style.removeProperty(name)
    }
  }, [body, rootProperties])

  return (
    <>
      {/* The portal first: on unmount React empties the frame before it removes the frame. */}
      {body ? createPortal(children, body) : null}
      <iframe ref={ref} title={title} width={width} className={className} />
    </>
  )
}
