import { memo, Suspense, useCallback, useDeferredValue, useEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { currentSection } from '@/config/admin-sections'
import { paths } from '@/config/paths'
import { confirmLeave } from '@/hooks/use-unsaved-changes'
import { afterNextPaint } from '@/lib/after-paint'
import { oneByOneWhenIdle } from '@/lib/idle'

/**
 * One section of /admin: `id` is its `?section=` value (lower-case, unique), `label` its name in the section links
 * and its heading ("Prices", "Booking terms"), `element` what it shows; `preload`, for a section whose code is a chunk of
 * its own, loads it (once /admin is idle, or when she reaches for its link). Adding a section is one entry in the
 * page's list (src/pages/admin.tsx).
 */
export type AdminSection = { id: string; label: string; group?: string; element: ReactNode; preload?: () => Promise<unknown> }

/** The key of the link that stands for `section`: its group's name, or its own id. */
const linkKey = (section: AdminSection) => section.group ?? section.id

/** Loads a section's chunk ahead; a failure (no connection) is the section's to show when it opens. */
const preloadSection = (section: AdminSection) => void section.preload?.().catch(() => undefined)

/**
 * The /admin screen once access is granted (docs/product.md §2 /admin, docs/site-content.md "Editors"): the title,
 * the page's `actions` (Sign Out), the section links, the current section, and `aside` (the preview and Publish: a
 * column as tall as the section from 1024 px, so a sticky preview in it stays beside the editor). The current section
 * is in the URL (`?section=prices`, so a reload keeps it; the first section without a known one, `currentSection`) and its link is filled and
 * `aria-current="page"`; a tapped link is filled at once, before its section has rendered. Leaving a section with
 * unsaved changes asks first.
 *
 * The links are a wrapping grid of 48 px targets, three a row on a phone, four from 640 px and six from 1024 px, so
 * twelve sections are four rows a thumb reaches at 390 px and two on a desktop; a label that does not fit wraps
 * inside its target (docs/architecture.md "The admin frame", docs/decisions.md #144).
 *
 * A section whose code is a chunk of its own says "Loading {label}..." until it has arrived, and that it could not be
 * loaded (with "Try again") when the connection is gone; the chunks are loaded once the page is idle and when she
 * reaches for a link (pointer or focus), so a tap usually finds its section loaded (docs/decisions.md #303).
 *
 * Sections of one `group` share a link, named after the group, which opens its first section; the group's sections are
 * links of their own above the section shown ("Hygiene", "Policies"), so the list stays short on a phone
 * (docs/decisions.md #460).
 */
export function AdminFrame({ sections, actions, aside }: { sections: readonly AdminSection[]; actions?: ReactNode; aside?: ReactNode }) {
  const [params] = useSearchParams()
  const current = sections.find((s) => s.id === currentSection(params.get('section')))
  // Every section's chunk, one at a time whenever the page is idle, until /admin goes (docs/decisions.md #543).
  useEffect(() => oneByOneWhenIdle(sections.flatMap((s) => (s.preload ? [s.preload] : []))), [sections])
  // The aside (below the section on a phone) renders just after the first paint of the title, links and section.
  const asideShown = useDeferredValue(true, false)
  // Each region paints on its own (`isolate`): a key or a tap in one repaints that region, not the whole screen
  // (docs/decisions.md #551).
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-accent-200 isolate flex flex-wrap items-end justify-between gap-4 border-b pb-6">
        <div>
          <h1 className="font-display text-brand text-3xl sm:text-4xl">Admin Dashboard</h1>
          <p className="text-ink/75 mt-1">Everything your clients read on your site, edited here</p>
        </div>
        {actions}
      </header>
      <SectionLinks label="Admin sections" sections={sections} current={current} grouped />
      <div className="grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div key={current?.id} className="isolate grid min-w-0 gap-6 lg:self-start">
          {current?.group && sections.filter((s) => s.group === current.group).length > 1 ? (
            <SectionLinks label={`${current.group} sections`} sections={sections} current={current} />
          ) : null}
          {current ? (
            <ErrorBoundary
              fallbackRender={({ resetErrorBoundary }) => <SectionNotLoaded label={current.label} retry={resetErrorBoundary} />}
            >
              <Suspense fallback={<p role="status">Loading {current.label.toLowerCase()}...</p>}>{current.element}</Suspense>
            </ErrorBoundary>
          ) : null}
        </div>
        <aside aria-label="Preview and publishing" className="isolate flex min-w-0 flex-col gap-6">
          {asideShown ? (
            <ErrorBoundary
              fallbackRender={({ resetErrorBoundary }) => <SectionNotLoaded label="The preview and Publish" retry={resetErrorBoundary} />}
            >
              <Suspense fallback={null}>{aside}</Suspense>
            </ErrorBoundary>
          ) : null}
        </aside>
      </div>
    </div>
  )
}

/**
 * The section links (`grouped`: /admin's own, one link a group, in a grid of six a row from 1024 px) or, without it,
 * the links of `current`'s group ("Hygiene", "Policies"). The link she taps is filled here, in the tap's own frame,
 * and its section renders (a transition, as every navigation) once that frame has painted: the answer to the tap is
 * these links alone, never the section nor the rest of the screen, nor work the section's render brings on
 * (docs/decisions.md #306, #541, #551). The fill is the links' `data-selected` attribute, moved by the tap's handler
 * itself rather than by a render: the render that shows the section sets it where it already is (#642).
 * `aria-current` follows the section shown.
 */
const SectionLinks = memo(function SectionLinks({
  label,
  sections,
  current,
  grouped = false,
}: {
  label: string
  sections: readonly AdminSection[]
  current: AdminSection | undefined
  grouped?: boolean
}) {
  const navigate = useNavigate()
  // A link stands for its group among /admin's own links, for its own section among a group's.
  const keyOf = (s: AdminSection | undefined) => (grouped ? s && linkKey(s) : s?.id)
  const shown = grouped
    ? sections.filter((s, index) => !s.group || sections.findIndex((first) => first.group === s.group) === index)
    : sections.filter((s) => s.group === current?.group)
  // The section shown, as the tap's handler reads it: the handler stays the same from one section to the next, so the
  // memoised links whose fill does not change are not rendered again (docs/decisions.md #551, #642).
  const shownSection = useRef(current)
  useEffect(() => {
    shownSection.current = current
  })
  const onTap = useCallback(
    (s: AdminSection, to: string, event: MouseEvent<HTMLAnchorElement>) => {
      // Its own section, or a click that opens a new tab or window (a modifier key, another button): the Link's own.
      if (s === shownSection.current || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      if (!confirmLeave()) return
      // The fill moves to the tapped link now, in the DOM; the section's render then sets `data-selected` on the links
      // as they already are (docs/decisions.md #642).
      const link = event.currentTarget
      for (const other of link.closest('ul')?.querySelectorAll('a[data-selected]') ?? []) other.removeAttribute('data-selected')
      link.setAttribute('data-selected', '')
      afterNextPaint(() => void navigate(to))
    },
    [navigate],
  )
  return (
    <nav aria-label={label} className="isolate">
      <ul className={grouped ? 'grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6' : 'grid grid-cols-2 gap-2 sm:grid-cols-3'}>
        {shown.map((s) => (
          <li key={s.id}>
            <SectionLink
              section={s}
              label={grouped ? (s.group ?? s.label) : s.label}
              isCurrent={keyOf(s) === keyOf(current)}
              onTap={onTap}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
})

/**
 * One section link: while `isCurrent`, filled (its `data-selected` attribute, which the tap's handler moves ahead of
 * the render) and `aria-current="page"`; a plain tap or click goes to `onTap`, and a finger or focus on it loads its
 * section's chunk. A finger's press is cancelled (`preventDefault` on a touch `pointerdown`): the browser then follows
 * the touch with the tap's click alone, without the emulated mouse events and the move of focus to the link that came
 * before it, work the phone did inside the tap (docs/decisions.md #653); a mouse, a pen and the keyboard are unchanged.
 * Memoised, so the section's render renders the two links whose fill changes, not all of them (docs/decisions.md #551,
 * #642).
 */
const SectionLink = memo(function SectionLink({
  section,
  label,
  isCurrent,
  onTap,
}: {
  section: AdminSection
  label: string
  isCurrent: boolean
  onTap: (section: AdminSection, to: string, event: MouseEvent<HTMLAnchorElement>) => void
}) {
  const to = `${paths.admin.path}?section=${section.id}`
  return (
    <Link
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => onTap(section, to, event)}
      onPointerDown={(event) => {
        preloadSection(section)
        // A finger: the click still comes, without the emulated mouse events before it (docs/decisions.md #653).
        if (event.pointerType === 'touch') event.preventDefault()
      }}
      onFocus={() => preloadSection(section)}
      className="focus-visible:outline-brand text-brand border-brand/30 hover:border-brand data-selected:bg-brand data-selected:border-brand flex h-full min-h-12 items-center justify-center rounded-xl border bg-white px-2 py-1.5 text-center text-sm leading-tight font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 data-selected:text-white sm:text-base"
      data-selected={isCurrent ? '' : undefined}
    >
      {label}
    </Link>
  )
})

/**
 * In place of a section whose code could not be downloaded (no connection, and it was not loaded ahead): it says so,
 * and "Try again" (`retry`) loads it again; the rest of /admin stays as it was.
 */
function SectionNotLoaded({ label, retry }: { label: string; retry: () => void }) {
  return (
    <div role="alert" className="grid gap-3">
      <p className="text-ink">{label} could not be loaded: check your connection, then try again.</p>
      <Button type="button" variant="outline" className="justify-self-start" onClick={retry}>
        Try again
      </Button>
    </div>
  )
}
