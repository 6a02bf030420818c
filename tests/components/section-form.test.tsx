import { hashKey, QueryClient } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Profiler, type ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { siteContentSeed } from '@/demo/site-content'
import { draftQueryOptions, type Draft } from '@/features/site-content/api/draft'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import { SectionForm, type SectionFields } from '@/features/site-content/components/section-form'
import { charactersLeft } from '@/features/site-content/lib/characters-left'
import { saveStatus } from '@/features/site-content/messages'
import type { About, Faq } from '@/lib/site-content/schema'
import { SignedInUserContext } from '@/lib/signed-in-user'
import { BackendQueryProvider } from '@/lib/supabase/query-provider'

// The section-form scaffold at the speed of her thumb (docs/architecture.md "The section-form scaffold",
// docs/decisions.md #300, #301): a key renders the field she types in and what reads it, never the editor around it or
// another row; the Save bar says "Unsaved changes" once the key has painted. On the draft as the query cache holds it.

const draft: Draft = { content: siteContentSeed, revision: 1, updatedAt: '2026-12-02T10:00:00.000Z', saveId: null }

/**
 * `SectionForm` for `part` with the seed draft loaded, and its renders of the editor's fields counted (the returned
 * mock). By default the draft never goes stale and no one is signed in; `queryClient` and `userId` (the signed-in
 * owner, whose device copy the section reads first) make it as on /admin.
 */
function renderSection<F>(
  part: 'faqs' | 'about',
  mapping: { toForm: (value: never) => F; fromForm: (form: F) => unknown },
  fields: (f: SectionFields<F>) => ReactNode,
  {
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
    userId = null,
  }: { queryClient?: QueryClient; userId?: string | null } = {},
) {
  queryClient.setQueryData(draftQueryOptions.queryKey, draft)
  const editor = vi.fn(fields)
  render(
    <BackendQueryProvider client={queryClient}>
      <SignedInUserContext.Provider value={userId}>
        <MemoryRouter>
          <SectionForm part={part} mapping={mapping as never} title="Section" intro="What it edits.">
            {editor}
          </SectionForm>
        </MemoryRouter>
      </SignedInUserContext.Provider>
    </BackendQueryProvider>,
  )
  return editor
}

test('a key in one answer renders that answer only: not the editor, not its row, not the question beside it, not another row', async () => {
  const user = userEvent.setup()
  // Each field in a Profiler of its own: told of every commit that rendered something inside it, with the field's name.
  const rendered = vi.fn()
  const counted = (name: string, field: ReactNode) => (
    <Profiler id={name} onRender={(id) => rendered(id)}>
      {field}
    </Profiler>
  )
  const rows = vi.fn()
  const editor = renderSection<Faq[]>('faqs', { toForm: (faqs: Faq[]) => faqs, fromForm: (faqs) => faqs }, ({ form, errors }) => (
    <ListEditor
      renderItem={(listItem) => {
        rows()
        const id = listItem.slot.get().id
        return (
          <>
            {counted(`${id}.question`, <FormTextField label="Question" {...itemTextField(listItem, 'question')} />)}
            {counted(`${id}.answer`, <FormTextField label="Answer" multiline {...itemTextField(listItem, 'answer')} />)}
          </>
        )
      }}
      itemName={(faq) => faq.question}
      {...{ listId: 'faqs', label: 'FAQs', path: 'faqs', items: form, errors }}
    />
  ))
  const answers = await screen.findAllByLabelText('Answer')
  expect(answers.length).toBe(siteContentSeed.faqs.length)
  const second = siteContentSeed.faqs[1]!
  editor.mockClear()
  rows.mockClear()
  rendered.mockClear()
  await user.type(answers[1]!, '!?')
  expect(answers[1]).toHaveValue(`${second.answer}!?`)
  // Once the keys have painted, the Save bar says so; still neither the editor nor a row has rendered, and of the
  // fields only the answer typed in, once a key.
  expect(await screen.findByText(saveStatus.unsaved)).toBeInTheDocument()
  expect(editor).not.toHaveBeenCalled()
  expect(rows).not.toHaveBeenCalled()
  expect(rendered.mock.calls).toEqual([[`${second.id}.answer`], [`${second.id}.answer`]])
  // A key that renames the item renders its row's buttons, which say its new name; still no other field.
  rendered.mockClear()
  const question = screen.getAllByLabelText('Question')[1]!
  await user.type(question, '?')
  expect(screen.getByRole('button', { name: `Remove ${second.question}?` })).toBeInTheDocument()
  expect(rows).not.toHaveBeenCalled()
  expect(rendered.mock.calls).toEqual([[`${second.id}.question`]])
})

test('a key in a field bound to the form renders that field only; its hint follows it', async () => {
  type Story = Pick<About, 'heading'> & { story: string }
  const user = userEvent.setup()
  const hints = { heading: vi.fn(charactersLeft(80)), story: vi.fn(charactersLeft(1000)) }
  renderSection<Story>(
    'about',
    { toForm: (about: About) => ({ heading: about.heading, story: about.paragraphs.join('\n\n') }), fromForm: (form) => form },
    ({ form }) => (
      <>
        <FormTextField label="Heading" field={form.at('heading')} hint={hints.heading} />
        <FormTextField label="Your story" multiline field={form.at('story')} hint={hints.story} />
      </>
    ),
  )
  const heading = await screen.findByLabelText('Heading')
  hints.heading.mockClear()
  hints.story.mockClear()
  await user.type(screen.getByLabelText('Your story'), 'ab')
  expect(await screen.findByText(saveStatus.unsaved)).toBeInTheDocument()
  expect(hints.heading).not.toHaveBeenCalled()
  expect(hints.story).toHaveBeenCalledTimes(2)
  const left = 1000 - `${siteContentSeed.about.paragraphs.join('\n\n')}ab`.trim().length
  expect(screen.getByLabelText('Your story')).toHaveAccessibleDescription(`${left} characters left`)
  expect(heading).toHaveValue(siteContentSeed.about.heading)
})

test('the draft is read again as a section opens only once its fields have painted, not while they render', async () => {
  // As on /admin: the app's query defaults (a draft in the cache is stale at once) and a signed-in owner, so the fields
  // render once what the device kept has been read, as a transition (docs/decisions.md #647).
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The read never answers: what is checked is when it starts.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  )
  const fieldsWhenRead: number[] = []
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch' && event.query.queryHash === hashKey(draftQueryOptions.queryKey))
      fieldsWhenRead.push(screen.queryAllByLabelText('Answer').length)
  })
  try {
    renderSection<Faq[]>(
      'faqs',
      { toForm: (faqs: Faq[]) => faqs, fromForm: (faqs) => faqs },
      ({ form, errors }) => (
        <ListEditor
          renderItem={(listItem) => <FormTextField label="Answer" multiline {...itemTextField(listItem, 'answer')} />}
          itemName={(faq) => faq.question}
          {...{ listId: 'faqs', label: 'FAQs', path: 'faqs', items: form, errors }}
        />
      ),
      { queryClient, userId: 'owner-1' },
    )
    expect(await screen.findAllByLabelText('Answer')).toHaveLength(siteContentSeed.faqs.length)
    // Read once, after the fields were in the page (and painted: the frame after them, then a task).
    await vi.waitFor(() => expect(fieldsWhenRead).toEqual([siteContentSeed.faqs.length]))
  } finally {
    stop()
    vi.unstubAllGlobals()
  }
})
