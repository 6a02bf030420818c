import { screen } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { saveStatus } from '@/features/site-content/messages'
import { clearToasts } from '../utils/render'
import { openAsLocalAdmin, setUpFeatureBackend } from './support/backend'

// A key re-renders the field she types in and what reads it, never the rest of the section
// (docs/architecture.md "The section-form scaffold", docs/decisions.md #300): every text field of /admin is counted as
// it renders (a wrapper of the one TextField, src/components/ui/field.tsx), on the real editors against a real backend.
vi.setConfig({ testTimeout: 30_000 })

const counted = vi.hoisted(() => ({ renders: [] as string[] }))

vi.mock('@/components/ui/field', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/ui/field')>()
  function TextField(props: ComponentProps<typeof actual.TextField>) {
    counted.renders.push(String(props.label))
    return <actual.TextField {...props} />
  }
  return { ...actual, TextField }
})

const getBackend = setUpFeatureBackend(clearToasts)

/** The labels of the text fields rendered while `step` runs and its key settles (the Save bar's line shows). */
async function fieldsRenderedBy(step: () => Promise<void>): Promise<string[]> {
  counted.renders.length = 0
  await step()
  expect(await screen.findByText(saveStatus.unsaved)).toBeInTheDocument()
  return [...counted.renders]
}

test('a key in a price renders that treatment only, of the 21', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=prices')
  const prices = await screen.findAllByLabelText('Price (£)', {}, { timeout: 15_000 })
  expect(prices.length).toBeGreaterThanOrEqual(21)
  const rendered = await fieldsRenderedBy(() => user.type(prices[2]!, '5'))
  // The row reads its item: its four fields render once, and nothing else (the Save bar's line renders no field).
  expect(rendered.sort()).toEqual(['Description', 'Name', 'Price (£)', 'Unit (optional)'])
})

test('a key in an FAQ answer renders that question only; a key in her story renders the story only', async () => {
  const user = await openAsLocalAdmin(getBackend(), '/admin?section=faqs')
  const answers = await screen.findAllByLabelText('Answer', {}, { timeout: 15_000 })
  expect(await fieldsRenderedBy(() => user.type(answers[1]!, '!'))).toEqual(expect.arrayContaining(['Question', 'Answer']))
  expect(counted.renders).toHaveLength(2)

  await user.click(screen.getByRole('button', { name: 'Save draft' }))
  await screen.findByText('Draft saved', {}, { timeout: 10_000 })
  await user.click(screen.getByRole('link', { name: 'About' }))
  const story = await screen.findByLabelText('Your story', {}, { timeout: 15_000 })
  expect(await fieldsRenderedBy(() => user.type(story, '!'))).toEqual(['Your story'])
})
