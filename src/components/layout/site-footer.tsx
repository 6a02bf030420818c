import { Mail } from 'lucide-react'
import { Link } from 'react-router-dom'
import { Prerendered } from '@/components/layout/prerendered'
import { useCurrentYear } from '@/components/layout/use-current-year'
import { SocialIcon } from '@/components/sections/social-icon'
import { ExternalLink } from '@/components/ui/external-link'
import { useStudioLocation } from '@/content/booking'
import { useSocialLinks } from '@/content/contact'
import { useOpeningHours } from '@/content/hours'
import { formatHours } from '@/lib/format'
import { footerNav } from '@/content/navigation'
import { useStudio } from '@/content/studio'
import { mailtoUrl } from '@/lib/links'

/**
 * The visitor's year and a space ("2026 "), or nothing in the prerendered HTML and the hydration pass
 * (use-current-year.ts). A component of its own so that the re-render hydration triggers, which React runs
 * synchronously inside the passive-effect flush, is this text alone and not the whole footer with its links
 * (docs/decisions.md #120).
 */
function CopyrightYear() {
  const year = useCurrentYear()
  return year === null ? null : `${year} `
}

/**
 * Site footer (docs/product.md §2): her name, tagline and sentence about the studio, socials and e-mail, quick links,
 * opening hours and where she works, and the copyright with the current year. Only the year is hydrated on a prerendered page; the rest is `Prerendered` (docs/decisions.md #121).
 * The extra bottom padding on mobile keeps content clear of the fixed bottom bar. `linksLabel` names the links'
 * landmark where the page has its own "Quick links" (/admin's preview).
 */
export function SiteFooter({ linksLabel = 'Quick links' }: { linksLabel?: string }) {
  const studio = useStudio()
  const socialLinks = useSocialLinks()
  const openingHours = useOpeningHours()
  const location = useStudioLocation()
  return (
    <footer className="bg-brand-900 text-accent-50 pb-20 md:pb-0">
      <Prerendered>
        <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 md:grid-cols-[1.4fr_1fr_1fr] md:px-8">
          <div>
            <p className="font-display text-2xl text-white">{studio.name}</p>
            <p className="text-accent-200 mt-2">{studio.tagline}</p>
            <p className="text-accent-50/80 mt-4 max-w-xs text-sm leading-relaxed">{location.summary}</p>
            <ul className="mt-6 flex gap-3" aria-label="Social media">
              {socialLinks.map((s) => (
                <li key={s.id}>
                  <ExternalLink
                    href={s.href}
                    aria-label={`${s.title} (opens in a new tab)`}
                    className="hover:text-brand grid size-11 place-items-center rounded-full border border-white/25 text-white transition-colors hover:bg-white focus-visible:outline-white"
                  >
                    <SocialIcon id={s.id} className="size-5" />
                  </ExternalLink>
                </li>
              ))}
            </ul>
            <ExternalLink
              href={mailtoUrl(studio.email)}
              className="text-accent-50 mt-5 inline-flex items-center gap-2 underline-offset-4 hover:underline focus-visible:outline-white"
            >
              <Mail aria-hidden="true" className="size-4" />
              {studio.email}
            </ExternalLink>
          </div>

          <nav aria-label={linksLabel}>
            <h2 className="text-accent-200 text-xs font-semibold tracking-[0.2em] uppercase">Quick links</h2>
            <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-3 text-sm md:grid-cols-1">
              {footerNav.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className="text-accent-50/90 hover:text-white hover:underline focus-visible:outline-white">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>

          <div>
            <h2 className="text-accent-200 text-xs font-semibold tracking-[0.2em] uppercase">Opening hours</h2>
            <dl className="mt-5 space-y-3 text-sm">
              {openingHours.map((row) => (
                <div key={row.label} className="flex justify-between gap-6 border-b border-white/10 pb-3">
                  <dt className="text-accent-50/80">{row.label}</dt>
                  <dd className="font-medium text-white tabular-nums">{formatHours(row)}</dd>
                </div>
              ))}
            </dl>
            <p className="text-accent-50/80 mt-4 text-sm">{`${location.title}, ${location.area}`}</p>
          </div>
        </div>
      </Prerendered>
      <div className="border-t border-white/10">
        <p className="text-accent-50/75 mx-auto max-w-6xl px-5 py-6 text-xs md:px-8">
          © <CopyrightYear />
          {studio.name}. All rights reserved.
        </p>
      </div>
    </footer>
  )
}
