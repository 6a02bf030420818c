import { createSectionStore, itemOf } from '@/features/site-content/lib/form-store'

// The section form's store (docs/architecture.md "The section-form scaffold"): a change tells the readers whose value
// it may have changed, and no others (docs/decisions.md #562), so a key in one price does not wake every field of
// the 21 treatments.

type Row = { id: string; name: string; pounds: string }
type Form = { heading: string; nails: Row[] }

const saved: Form = {
  heading: 'Prices',
  nails: [
    { id: 'gel', name: 'Gel polish', pounds: '25' },
    { id: 'toes', name: 'Gel toes', pounds: '20' },
  ],
}

/** A store showing `saved`, and a listener on `slot` that records `name` each time it is told. */
function setUp() {
  const form = createSectionStore<Form>()
  form.showSaved(saved, null)
  const told: string[] = []
  const listen = (name: string, slot: { subscribe: (listener: () => void) => () => void }) => slot.subscribe(() => told.push(name))
  const nails = form.at('nails')
  return { form, nails, told, listen }
}

test('a key in one field tells that field and what holds it, not its siblings nor another row', () => {
  const { form, nails, told, listen } = setUp()
  listen('form', form)
  listen('heading', form.at('heading'))
  listen('nails', nails)
  listen('gel', itemOf(nails, 'gel'))
  listen('gel.name', itemOf(nails, 'gel').at('name'))
  listen('gel.pounds', itemOf(nails, 'gel').at('pounds'))
  listen('toes.pounds', itemOf(nails, 'toes').at('pounds'))
  itemOf(nails, 'gel')
    .at('pounds')
    .set(() => '26')
  expect(told.sort()).toEqual(['form', 'gel', 'gel.pounds', 'nails'])
  expect(form.get().nails[0]).toEqual({ id: 'gel', name: 'Gel polish', pounds: '26' })
  // What she did not change keeps its identity: the readers not told have nothing new to read.
  expect(form.get().nails[1]).toBe(saved.nails[1])
  expect(form.get().heading).toBe(saved.heading)
})

test('a change of a list tells everything inside it; a change of the whole form tells every reader', () => {
  const { form, nails, told, listen } = setUp()
  listen('heading', form.at('heading'))
  listen('gel.name', itemOf(nails, 'gel').at('name'))
  listen('toes.pounds', itemOf(nails, 'toes').at('pounds'))
  nails.set((rows) => [...rows].reverse())
  expect(told.sort()).toEqual(['gel.name', 'toes.pounds'])
  told.length = 0
  form.replaceEdits(null)
  expect(told.sort()).toEqual(['gel.name', 'heading', 'toes.pounds'])
})

test('an item read by its place hears of a change made through its id, and the other way round', () => {
  const { nails, told, listen } = setUp()
  listen('place 0', nails.at(0))
  listen('id gel', itemOf(nails, 'gel').at('name'))
  itemOf(nails, 'gel')
    .at('name')
    .set(() => 'Gel manicure')
  expect(told.sort()).toEqual(['id gel', 'place 0'])
  told.length = 0
  nails
    .at(0)
    .at('name')
    .set(() => 'Gel polish')
  expect(told.sort()).toEqual(['id gel', 'place 0'])
})
