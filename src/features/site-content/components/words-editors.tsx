import { FormTextField } from '@/features/site-content/components/form-fields'
import { useDraft } from '@/features/site-content/api/draft'
import { ListSection } from '@/features/site-content/components/list-section'
import {
  WordsEditor,
  type TitledTextListOf,
  type WordField,
  type WordGroup,
  type WordsEditorProps,
} from '@/features/site-content/components/words-fields'
import { charactersLeft } from '@/features/site-content/lib/characters-left'
import type { SectionMapping } from '@/features/site-content/hooks/use-section-form'
import { asIs } from '@/features/site-content/lib/as-is'
import { idFromName } from '@/features/site-content/lib/ids'
import { SEARCH_SHOWS, searchCharacters } from '@/features/site-content/lib/characters-left'
import { paths } from '@/config/paths'
import { fillPlaceholders } from '@/lib/site-content/placeholders'
import { messageLabels, pageFieldLabels, rewardLabels, trustLabels } from '@/lib/site-content/diff'
import { placeholderValues } from '@/lib/site-content/render'
import {
  contentLimits as L,
  searchPages,
  type DraftPart,
  type Hygiene,
  type Longevity,
  type Messages,
  type Pages,
  type PolicyWords,
  type Rewards,
  type Search,
  type SiteContent,
  type Trust,
} from '@/lib/site-content/schema'

/**
 * The editors of her words that are texts only (docs/site-content.md "Editors", docs/decisions.md #461): each page's
 * heading block and banners, the search listings, the reward cards, the trust strip and the WhatsApp messages. Each is
 * a `WordsEditor`: a SectionForm whose fields are groups of labelled texts (WordGroups), every one counting its limit.
 */

/** An editor's description (part, heading, intro, texts), its types inferred: the editor is `<WordsEditor {...it} />`. */
const described = <K extends DraftPart, F>(
  part: K,
  mapping: SectionMapping<K, F>,
  groups: readonly WordGroup[],
  [title, intro]: readonly [string, string],
  list?: TitledTextListOf,
): WordsEditorProps<K, F> => ({ part, mapping, groups, title, intro, list })

const field = (path: string, label: string, max: number, multiline = false): WordField => ({
  path: path.split('.'),
  label,
  max,
  multiline,
})

/** A page's heading block: the eyebrow, the h1 and the lead. */
const headingBlock = (page: string) => [
  field(`${page}.eyebrow`, 'Eyebrow (the short line above the heading)', L.eyebrowChars),
  field(`${page}.title`, 'Heading', L.titleChars),
  field(`${page}.lead`, 'Lead (the paragraph under the heading)', L.leadChars, true),
]
const closingBanner = (page: string) => [
  field(`${page}.closing.title`, 'Closing banner heading', L.titleChars),
  field(`${page}.closing.text`, 'Closing banner text', L.leadChars, true),
]

const pageGroups: readonly WordGroup[] = [
  {
    key: 'home',
    legend: 'Home',
    previewPath: paths.home.path,
    fields: [
      field('home.eyebrow', 'Eyebrow (the short line above the headline)', L.eyebrowChars),
      field('home.headline', 'Headline', L.titleChars),
      field('home.intro', 'Intro', L.leadChars, true),
      ...closingBanner('home'),
    ],
  },
  ...(['about', 'services', 'pricing', 'gallery', 'hygiene', 'booking', 'faqs', 'policies', 'contact', 'gifts'] as const).map((page) => ({
    key: page,
    legend: paths[page].name,
    previewPath: paths[page].path,
    fields: [
      ...headingBlock(page),
      ...(page === 'services' || page === 'contact' ? closingBanner(page) : []),
      ...(page === 'pricing' ? [field('pricing.footnote', 'Footnote under the price lists', L.leadChars, true)] : []),
      ...(page === 'contact' ? [field('contact.tiktokLine', pageFieldLabels.contact.tiktokLine, L.cardLineChars)] : []),
      ...(page === 'gifts' ? [field('gifts.vouchersEyebrow', pageFieldLabels.gifts.vouchersEyebrow, L.eyebrowChars)] : []),
    ],
  })),
]

/** Each page's heading block, the home headline, intro and closing banner, and the other banners (part `pages`). */
const pageWords = described('pages', asIs<Pages>(), pageGroups, [
  'Page words',
  'What each page says at its top, and the banners that close a page.',
])

type SearchForm = Omit<Search, 'region'> & { region: string }

const searchMapping = {
  toForm: (search: Search): SearchForm => ({ ...search, region: search.region ?? '' }),
  fromForm: (form: SearchForm): Search => ({ ...form, region: form.region.trim() === '' ? null : form.region }),
}

/** The search listings (part `search`): each page's title and description, counted as search results show them. */
export function SearchEditor() {
  const draft = useDraft().data
  const shown = (typed: string) => (draft ? fillPlaceholders(typed, placeholderValues(draft)) : typed)
  const groups: WordGroup[] = [
    ...searchPages.map((page) => ({
      key: page,
      legend: page === 'notFound' ? 'Page not found' : paths[page].name,
      fields: [
        {
          ...field(`pages.${page}.title`, 'Search title', L.searchTitleChars),
          hint: searchCharacters(SEARCH_SHOWS.title, L.searchTitleChars, shown),
        },
        {
          ...field(`pages.${page}.description`, 'Search description', L.searchDescriptionChars, true),
          hint: searchCharacters(SEARCH_SHOWS.description, L.searchDescriptionChars, shown),
        },
      ],
    })),
    {
      key: 'facts',
      legend: 'For search engines and link previews',
      fields: [
        field('shareImageAlt', 'Description of the share image (alt text)', L.altChars, true),
        { ...field('region', 'County (optional)', L.placeChars), hint: () => 'Named to search engines only, e.g. Berkshire.' },
        field('paymentAccepted', 'Payment methods, as search engines list them', L.paymentChars),
      ],
    },
  ]
  return (
    <WordsEditor
      part="search"
      mapping={searchMapping}
      title="Search listings"
      intro="How each page shows in Google and in link previews. Search results cut a long title or description short."
      groups={groups}
      ready={draft !== undefined}
    />
  )
}

/** A group of texts per entry of `labels` (its legend), each with the same fields under its key. */
const groupsOf = <T extends object>(labels: Record<keyof T & string, string>, fields: (key: string) => WordField[]): WordGroup[] =>
  Object.entries<string>(labels).map(([key, legend]) => ({ key, legend, fields: fields(key) }))

const rewardGroups = groupsOf(rewardLabels, (key) => [
  field(`${key}.title`, 'Title', L.titleChars),
  field(`${key}.description`, 'Description', L.descriptionChars, true),
])

/** The reward cards of /pricing and /gifts (part `rewards`). */
const rewards = described('rewards', asIs<Rewards>(), rewardGroups, [
  'Rewards',
  'The reward cards: /pricing shows the first three, /gifts all four.',
])

const trustGroups = groupsOf(trustLabels, (key) => [
  field(`${key}.title`, 'Title', L.trustTitleChars),
  field(`${key}.detail`, 'Detail line', L.trustDetailChars),
])

/** The trust strip under the home page's slideshow (part `trust`): five items, each with its icon. */
const trust = described('trust', asIs<Trust>(), trustGroups, [
  'Trust strip',
  'The five short promises under the slideshow on the home page, each beside its icon.',
])

/** Where each message is sent from, after its name. */
const messageWhere: Record<keyof typeof messageLabels, string> = {
  booking: 'every WhatsApp button that books',
  question: 'Hygiene and FAQs',
  giftCard: 'Gift Cards',
  rewards: 'Gift Cards',
}

const messageGroups: readonly WordGroup[] = [
  {
    key: 'messages',
    fields: Object.entries(messageLabels).map(([key, label]) =>
      field(key, `${label} (${messageWhere[key as keyof typeof messageLabels]})`, L.messageChars, true),
    ),
  },
]

/** The prefilled WhatsApp messages (part `messages`). */
const messages = described('messages', asIs<Messages>(), messageGroups, [
  'Messages',
  'What a WhatsApp message to you already says when a client taps a button. Your client can change it before sending.',
])

type LocationForm = Omit<SiteContent['location'], 'notes'> & { notes: string }

const locationMapping = {
  toForm: (location: SiteContent['location']): LocationForm => ({ ...location, notes: location.notes.join('\n') }),
  fromForm: (form: LocationForm): SiteContent['location'] => ({
    ...form,
    notes: form.notes
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  }),
}

const locationGroups: readonly WordGroup[] = [
  {
    key: 'location',
    fields: [
      field('title', 'Location card title', L.titleChars),
      {
        ...field('notes', 'Location card lines (one per line)', L.titleChars * L.maxLocationNotes, true),
        hint: () =>
          `At most ${L.maxLocationNotes} lines of ${L.titleChars} characters. Never your street address: it goes to clients once they book.`,
      },
      field('summary', 'Footer sentence about your studio', L.introChars, true),
    ],
  },
]

/** Where she works, in words (part `location`): the location card of /booking and /contact, and the footer's sentence. */
const location = described('location', locationMapping, locationGroups, [
  'Where you work',
  'The location card on Booking and Contact, and the sentence about your studio in every page’s footer.',
])

/** /hygiene's standards, in her order, and its two highlight cards (part `hygiene`). */
const hygiene = described(
  'hygiene',
  asIs<Hygiene>(),
  (
    [
      ['health', 'Heart card'],
      ['eco', 'Leaf card'],
    ] as const
  ).map(([key, legend]) => ({
    key,
    legend,
    fields: [field(`highlights.${key}.title`, 'Title', L.titleChars), field(`highlights.${key}.text`, 'Text', L.descriptionChars, true)],
  })),
  ['Hygiene', 'Your hygiene standards on /hygiene, in the order shown, and the two cards under them.'],
  { key: 'standards', legend: 'Standards', what: 'standard' },
)

/** /policies' own notes and "Last updated" (part `policies`); the policies that state a booking term follow the terms. */
const policies = described(
  'policies',
  asIs<PolicyWords>(),
  [{ key: 'updated', fields: [{ ...field('lastUpdated', 'Last updated', L.lastUpdatedChars), hint: () => 'For example: January 2025' }] }],
  [
    'Policies',
    'Your notes on /policies, after the ones made from your booking terms (deposit, notice, lateness), which follow Booking terms.',
  ],
  { key: 'notes', legend: 'Your notes', what: 'note' },
)

const longevityMapping = asIs<Longevity[]>()

/** How long each treatment lasts (part `longevity`): the table on /faqs, and `{lasts}` in her texts. */
export function LongevityEditor() {
  return (
    <ListSection
      part="longevity"
      mapping={longevityMapping}
      title="How long it lasts"
      intro="The table on /faqs. In any text, {lasts} lists them all, e.g. gel polish 2–3 weeks."
      list={{
        listId: 'longevity',
        label: 'How long it lasts',
        newItem: (taken) => ({ id: idFromName('treatment', taken), treatment: '', lasts: '' }),
        addLabel: 'Add treatment',
        itemName: (_, index) => `treatment ${index + 1}`,
        renderItem: ({ slot, errorOf }) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormTextField
              label="Treatment"
              field={slot.at('treatment')}
              hint={charactersLeft(L.treatmentChars)}
              error={errorOf('treatment')}
            />
            <FormTextField
              label="Lasts"
              field={slot.at('lasts')}
              hint={`For example: 2–3 weeks. At most ${L.lastsChars} characters.`}
              error={errorOf('lasts')}
            />
          </div>
        ),
      }}
    />
  )
}

/** The editors drawn from a description alone, by their section's part (src/config/admin-sections.ts). */
const describedEditors = { pages: pageWords, rewards, trust, messages, location, hygiene, policies }

/** A part whose editor is a description alone. */
export type DescribedPart = keyof typeof describedEditors

/** The editor of part `part`, drawn from its description (docs/decisions.md #461). */
export function DescribedEditor({ part }: { part: DescribedPart }) {
  const props = describedEditors[part] as WordsEditorProps<DescribedPart, unknown>
  return <WordsEditor {...props} />
}
