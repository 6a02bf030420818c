import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { FormTextField } from '@/features/site-content/components/form-fields'
import { itemTextField } from '@/features/site-content/components/item-text-field'
import { ListEditor } from '@/features/site-content/components/list-editor'
import type { FieldErrors } from '@/features/site-content/components/section-form'
import { createSectionStore, type FormSlot } from '@/features/site-content/lib/form-store'
import { idFromName } from '@/features/site-content/lib/ids'

// The one list editor of /admin (docs/architecture.md "The list editor"), over a small item type of its own:
// add, edit, remove, move by buttons and by drag, reasons beside fields, focus after each action.

type Question = { id: string; question: string; answer: string }

const start: Question[] = [
  { id: 'deposit', question: 'Is there a deposit?', answer: 'Yes.' },
  { id: 'parking', question: 'Can I park?', answer: 'On the street.' },
  { id: 'kids', question: 'Can I bring children?', answer: 'Please ask.' },
]

/** The editor with its list in a section form's store; `seen` gets the list after every change she makes. */
function Harness({
  errors = {},
  seen,
  drawn,
}: {
  errors?: FieldErrors
  seen?: (items: Question[]) => void
  /** Told of every render of an item's fields, with its id. */
  drawn?: (id: string) => void
}) {
  const [items] = useState((): FormSlot<Question[]> => {
    const store = createSectionStore<Question[]>()
    store.showSaved(start, null)
    store.subscribe(() => seen?.(store.get()))
    return store
  })
  return (
    <ListEditor
      listId="faqs"
      legend="Questions"
      items={items}
      errors={errors}
      path="faqs"
      newItem={(taken) => ({ id: idFromName('question', taken), question: '', answer: '' })}
      addLabel="Add question"
      itemName={(item, index) => item.question.trim() || `question ${index + 1}`}
      renderItem={(listItem) => (
        <>
          {drawn?.(listItem.slot.get().id)}
          <FormTextField label="Question" {...itemTextField(listItem, 'question')} />
          <FormTextField label="Answer" multiline {...itemTextField(listItem, 'answer')} />
        </>
      )}
    />
  )
}

const questions = () => screen.getAllByLabelText('Question').map((input) => (input as HTMLInputElement).value)

test('the list is a group named by its legend, one item per entry, with named move and remove buttons', () => {
  render(<Harness />)
  const group = screen.getByRole('group', { name: 'Questions' })
  expect(within(group).getAllByRole('listitem')).toHaveLength(3)
  expect(questions()).toEqual(['Is there a deposit?', 'Can I park?', 'Can I bring children?'])
  expect(screen.getByRole('button', { name: 'Move Is there a deposit? earlier' })).toBeDisabled()
  expect(screen.getByRole('button', { name: 'Move Is there a deposit? later' })).toBeEnabled()
  expect(screen.getByRole('button', { name: 'Move Can I bring children? later' })).toBeDisabled()
  expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3)
  // 44 px targets for a thumb.
  for (const button of screen.getAllByRole('button', { name: /^(Move|Remove) / })) expect(button.className).toMatch(/\bw-11\b/)
})

test('Add appends a new item from the factory and puts the keyboard in its first field', async () => {
  const user = userEvent.setup()
  const seen = vi.fn()
  render(<Harness seen={seen} />)
  await user.click(screen.getByRole('button', { name: 'Add question' }))
  expect(screen.getAllByRole('listitem')).toHaveLength(4)
  expect(screen.getAllByLabelText('Question')[3]).toHaveFocus()
  expect(seen).toHaveBeenLastCalledWith([...start, { id: 'question', question: '', answer: '' }])
  await user.keyboard('Do you do gel toes?')
  expect(questions()[3]).toBe('Do you do gel toes?')
  // The next new item gets an id of its own.
  await user.click(screen.getByRole('button', { name: 'Add question' }))
  expect(seen.mock.lastCall?.[0].map((q: Question) => q.id)).toEqual(['deposit', 'parking', 'kids', 'question', 'question-2'])
})

test('editing a field changes that item only', async () => {
  const user = userEvent.setup()
  const seen = vi.fn()
  render(<Harness seen={seen} />)
  const answer = screen.getAllByLabelText('Answer')[1]!
  await user.clear(answer)
  await user.type(answer, 'Free parking outside.')
  expect(seen).toHaveBeenLastCalledWith([start[0], { ...start[1], answer: 'Free parking outside.' }, start[2]])
})

test('a key draws no row again (its field renders itself); a move draws the rows that moved', async () => {
  const user = userEvent.setup()
  const drawn = vi.fn()
  render(<Harness drawn={drawn} />)
  drawn.mockClear()
  await user.type(screen.getAllByLabelText('Answer')[1]!, '!?')
  expect(screen.getAllByLabelText('Answer')[1]).toHaveValue('On the street.!?')
  expect(drawn).not.toHaveBeenCalled()
  drawn.mockClear()
  await user.click(screen.getByRole('button', { name: 'Move Can I park? later' }))
  expect(questions()).toEqual(['Is there a deposit?', 'Can I bring children?', 'Can I park?'])
  // The rows that moved render (their place and buttons changed); the one that stayed first does not.
  expect(drawn.mock.calls.flat().sort()).toEqual(['kids', 'parking'])
})

test('Remove takes the item out, says so, and moves focus to the item now in its place, or the add button', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  await user.click(screen.getByRole('button', { name: 'Remove Can I park?' }))
  expect(questions()).toEqual(['Is there a deposit?', 'Can I bring children?'])
  expect(screen.getAllByLabelText('Question')[1]).toHaveFocus()
  expect(screen.getByRole('status')).toHaveTextContent('Removed Can I park?.')
  // The last one: focus goes to the new last item.
  await user.click(screen.getByRole('button', { name: 'Remove Can I bring children?' }))
  expect(screen.getAllByLabelText('Question')[0]).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Remove Is there a deposit?' }))
  expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Add question' })).toHaveFocus()
})

test('Move earlier and Move later reorder by keyboard and keep focus on the moved item', async () => {
  const user = userEvent.setup()
  render(<Harness />)
  screen.getByRole('button', { name: 'Move Is there a deposit? later' }).focus()
  await user.keyboard('{Enter}')
  expect(questions()).toEqual(['Can I park?', 'Is there a deposit?', 'Can I bring children?'])
  expect(screen.getByRole('button', { name: 'Move Is there a deposit? later' })).toHaveFocus()
  expect(screen.getByRole('status')).toHaveTextContent('Moved to position 2 of 3.')
  await user.keyboard(' ')
  expect(questions()).toEqual(['Can I park?', 'Can I bring children?', 'Is there a deposit?'])
  // At the end "later" is disabled: focus goes to "earlier" of the same item.
  expect(screen.getByRole('button', { name: 'Move Is there a deposit? earlier' })).toHaveFocus()
  await user.click(screen.getByRole('button', { name: 'Move Can I bring children? earlier' }))
  expect(questions()).toEqual(['Can I bring children?', 'Can I park?', 'Is there a deposit?'])
})

test('dragging the grip reorders with a pointer; the grip is hidden from assistive technology, the buttons are the way', () => {
  const seen = vi.fn()
  const { container } = render(<Harness seen={seen} />)
  const items = container.querySelectorAll<HTMLElement>('[data-reorder-list="faqs"] > li')
  const grip = items[0]!.querySelector<HTMLElement>('[aria-hidden="true"][title="Drag to reorder"]')!
  expect(grip).not.toBeNull()
  // jsdom has no layout: the item under the pointer is the third one, and the grip captures the pointer.
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => items[2]! })
  grip.setPointerCapture = () => {}
  try {
    fireEvent.pointerDown(grip, { button: 0, pointerId: 1, clientY: 10 })
    fireEvent.pointerMove(grip, { pointerId: 1, clientY: 300 })
    // The order follows the pointer while dragging; the list changes once, on release.
    expect(questions()).toEqual(['Can I park?', 'Can I bring children?', 'Is there a deposit?'])
    expect(seen).not.toHaveBeenCalled()
    fireEvent.pointerUp(grip, { pointerId: 1 })
  } finally {
    Reflect.deleteProperty(document, 'elementFromPoint')
  }
  expect(questions()).toEqual(['Can I park?', 'Can I bring children?', 'Is there a deposit?'])
  expect(seen).toHaveBeenCalledTimes(1)
})

test("the schema's reasons show beside the refused field and above the list, and are announced with them", () => {
  render(
    <Harness
      errors={{
        faqs: 'At most 40 questions',
        'faqs.1.answer': 'Answer must be at most 600 characters',
      }}
    />,
  )
  const answer = screen.getAllByLabelText('Answer')[1]!
  expect(answer).toHaveAttribute('aria-invalid', 'true')
  expect(answer).toHaveAccessibleDescription('Answer must be at most 600 characters')
  expect(screen.getAllByLabelText('Answer')[0]).not.toHaveAttribute('aria-invalid')
  expect(within(screen.getAllByRole('listitem')[1]!).getByText('Answer must be at most 600 characters')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Add question' })).toHaveAccessibleDescription('At most 40 questions')
})
