import { Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { currentSection } from '@/config/admin-sections'
import { paths } from '@/config/paths'
import { confirmLeave } from '@/hooks/use-unsaved-changes'
import { afterNextPaint } from '@/lib/after-paint'
import { oneByOneWhenIdle } from '@/lib/idle'
import { cn } from '@/lib/utils'

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
  const currentId = currentSection(params.get('section'))
  const current = sections.find((s) => s.id === currentId)
  // The link she tapped is filled at once, in the frame after the tap, and its section renders (a transition, as every
  // navigation) only once that frame has painted: the answer to the tap never waits for the section, nor for work the
  // section's render brings on (docs/decisions.md #306, #541). `aria-current` follows the section shown.
  const [tapped, setTapped] = useState<{ id: string; from: string } | null>(null)
  const navigate = useNavigate()
  const selectedId = tapped?.from === currentId ? tapped.id : currentId
  const selected = sections.find((s) => s.id === selectedId)
  const groupShown = current?.group ? sections.filter((s) => s.group === current.group) : []
  /** A link to section `s`, filled while it is the one tapped or shown; `filled` tells which of the sections it stands for is. */
  const link = (s: AdminSection, label: string, isCurrent: boolean, filled: boolean, to = `${paths.admin.path}?section=${s.id}`) => (
    <Link
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
      onClick={(event) => {
        // Its own section, or a click that opens a new tab or window (a modifier key, another button): the Link's own.
        if (s === current || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        if (!confirmLeave()) return
        setTapped({ id: s.id, from: currentId })
        afterNextPaint(() => void navigate(to))
      }}
      onPointerDown={() => preloadSection(s)}
      onFocus={() => preloadSection(s)}
      className={cn(
        'focus-visible:outline-brand flex h-full min-h-12 items-center justify-center rounded-xl border px-2 py-1.5 text-center text-sm leading-tight font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 sm:text-base',
        filled ? 'bg-brand border-brand text-white' : 'text-brand border-brand/30 hover:border-brand bg-white',
      )}
      data-selected={filled ? '' : undefined}
    >
      {label}
    </Link>
  )
  // Every section's chunk, one at a time whenever the page is idle (docs/decisions.md #543).
  useEffect(() => oneByOneWhenIdle(sections.flatMap((s) => (s.preload ? [s.preload] : []))), [sections])
  // The aside (below the section on a phone) renders just after the first paint of the title, links and section.
  const asideShown = useDeferredValue(true, false)
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="border-accent-200 flex flex-wrap items-end justify-between gap-4 border-b pb-6">
        <div>
          <h1 className="font-display text-brand text-3xl sm:text-4xl">Admin Dashboard</h1>
          <p className="text-ink/75 mt-1">Everything your clients read on your site, edited here</p>
        </div>
        {actions}
      </header>
      <nav aria-label="Admin sections">
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
          {sections
            .filter((s, index) => !s.group || sections.findIndex((first) => first.group === s.group) === index)
            .map((s) => (
              <li key={s.id}>
                {link(
                  s,
                  s.group ?? s.label,
                  current !== undefined && linkKey(s) === linkKey(current),
                  selected !== undefined && linkKey(s) === linkKey(selected),
                )}
              </li>
            ))}
        </ul>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div key={current?.id} className="grid min-w-0 gap-6 lg:self-start">
          {groupShown.length > 1 ? (
            <nav aria-label={`${current?.group} sections`}>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {groupShown.map((s) => (
                  <li key={s.id}>{link(s, s.label, s === current, s.id === selectedId)}</li>
                ))}
              </ul>
            </nav>
          ) : null}
          {current ? (
            <ErrorBoundary
              fallbackRender={({ resetErrorBoundary }) => <SectionNotLoaded label={current.label} retry={resetErrorBoundary} />}
            >
              <Suspense fallback={<p role="status">Loading {current.label.toLowerCase()}...</p>}>{current.element}</Suspense>
            </ErrorBoundary>
          ) : null}
        </div>
        <aside aria-label="Preview and publishing" className="flex min-w-0 flex-col gap-6">
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
