import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { currentSection } from '@/config/admin-sections'
import { paths } from '@/config/paths'
import { confirmLeave } from '@/hooks/use-unsaved-changes'
import { cn } from '@/lib/utils'

/**
 * One section of /admin: `id` is its `?section=` value (lower-case, unique), `label` its name in the section links
 * and its heading ("Prices", "Booking terms"), `element` what it shows. Adding a section is one entry in the page's
 * list (src/pages/admin.tsx).
 */
export type AdminSection = { id: string; label: string; element: ReactNode }

/**
 * The /admin screen once access is granted (docs/product.md §2 /admin, docs/site-content.md "Editors"): the title,
 * the page's `actions` (Sign Out), the section links, the current section, and `aside` (the preview and Publish: a
 * column as tall as the section from 1024 px, so a sticky preview in it stays beside the editor). The current section
 * is in the URL (`?section=prices`, so a reload keeps it; the first section without a known one, `currentSection`) and its link is filled and
 * `aria-current="page"`. Leaving a section with unsaved changes asks first.
 *
 * The links are a wrapping grid of 48 px targets, three a row on a phone, four from 640 px and six from 1024 px, so
 * twelve sections are four rows a thumb reaches at 390 px and two on a desktop; a label that does not fit wraps
 * inside its target (docs/architecture.md "The admin frame", docs/decisions.md #144).
 */
export function AdminFrame({ sections, actions, aside }: { sections: readonly AdminSection[]; actions?: ReactNode; aside?: ReactNode }) {
  const [params] = useSearchParams()
  const currentId = currentSection(params.get('section'))
  const current = sections.find((s) => s.id === currentId)
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
          {sections.map((s) => (
            <li key={s.id}>
              <Link
                to={`${paths.admin.path}?section=${s.id}`}
                aria-current={s === current ? 'page' : undefined}
                onClick={(event) => {
                  if (s !== current && !confirmLeave()) event.preventDefault()
                }}
                className={cn(
                  'focus-visible:outline-brand flex h-full min-h-12 items-center justify-center rounded-xl border px-2 py-1.5 text-center text-sm leading-tight font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 sm:text-base',
                  s === current ? 'bg-brand border-brand text-white' : 'text-brand border-brand/30 hover:border-brand bg-white',
                )}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-8 lg:grid-cols-[1fr_26rem]">
        <div key={current?.id} className="min-w-0 lg:self-start">
          {current?.element}
        </div>
        <aside aria-label="Preview and publishing" className="flex min-w-0 flex-col gap-6">
          {aside}
        </aside>
      </div>
    </div>
  )
}
