/**
 * A section form's values as a store outside React (docs/architecture.md "The section-form scaffold",
 * docs/decisions.md #300): every field reads its own value from it (`useFormValue`,
 * src/features/site-content/hooks/use-form-value.ts) and writes it back, so a key re-renders the field she types in
 * and what reads that field, never the section around it or the other rows of a list. Updates are immutable: what a
 * key did not change keeps its identity, which is how a reader knows it need not render.
 */

/**
 * One value of a section's form: the whole form, one of its fields (`at`), or one item of a list (`itemOf`). `get`
 * reads it now; `set` changes it (the update gets the value as it is now); `subscribe` hears of every change that may
 * have changed this value: a change of it, of a value inside it or of one that holds it, not of its siblings (the reader
 * compares its own value: useFormValue; docs/decisions.md #562). `at(key)` is the slot of field `key`, the same slot
 * each time.
 */
export type FormSlot<T> = {
  get: () => T
  set: (update: (value: T) => T) => void
  subscribe: (listener: () => void) => () => void
  at: <K extends keyof T & (string | number)>(key: K) => FormSlot<T[K]>
}

/**
 * Where a slot sits in its form: who listens to it, the slots made from it (`at`, `itemOf`) and the one it was made
 * from. `byId`: made by `itemOf` (an item wherever it is), not by `at` (a key, or a place in a list).
 */
type SlotNode = { listeners: Set<() => void>; parent: SlotNode | null; children: SlotNode[]; byId: boolean }

function slotNode(parent: SlotNode | null, byId: boolean): SlotNode {
  const node: SlotNode = { listeners: new Set(), parent, children: [], byId }
  parent?.children.push(node)
  return node
}

/**
 * Tells the readers whose value a change made through `changed` may have changed: those of `changed` and of every slot
 * inside it, and those of every slot that holds it (each holds a new copy). The siblings on the way up keep their
 * values (`withField` and `itemOf` keep the identity of what they do not change) and are not told, so a key in one
 * price wakes its own field, its row's name and the list, not the other rows' fields (docs/decisions.md #562). The
 * same item may be read by id (`itemOf`) and by place (`at(index)`): a change through one tells the readers of the
 * other.
 */
function notifyAround(changed: SlotNode): void {
  const told: (() => void)[] = []
  const within = (node: SlotNode) => {
    told.push(...node.listeners)
    for (const child of node.children) within(child)
  }
  within(changed)
  for (let child = changed, parent = changed.parent; parent; child = parent, parent = parent.parent) {
    told.push(...parent.listeners)
    for (const other of parent.children) if (other.byId !== child.byId) within(other)
  }
  for (const listener of told) listener()
}

/** A slot's place in its form, and its setter that says where a change came from (which readers to tell). */
type SlotInside<T> = { node: SlotNode; setFrom: (update: (value: T) => T, from: SlotNode) => void }

// Keyed by the slot; the value's type is the slot's, which a WeakMap cannot say (insideOf restores it).
const inside = new WeakMap<object, unknown>()

/** `value` with `key` set to `next` (a copy of the object or array), or `value` itself when `next` is what is there. */
function withField<T, K extends keyof T>(value: T, key: K, next: T[K]): T {
  if (Object.is(value[key], next)) return value
  if (Array.isArray(value)) {
    const copy = [...value] as T & unknown[]
    copy[key as number] = next
    return copy
  }
  return { ...value, [key]: next }
}

/** A slot over `get`/`setFrom` at `node`, whose `at` slots are made once each. */
function slot<T>(get: () => T, setFrom: SlotInside<T>['setFrom'], node: SlotNode): FormSlot<T> {
  const fields = new Map<PropertyKey, unknown>()
  const at = <K extends keyof T & (string | number)>(key: K): FormSlot<T[K]> => {
    let field = fields.get(key) as FormSlot<T[K]> | undefined
    if (!field) {
      field = slot<T[K]>(
        // A removed list item reads undefined (itemOf): so do its fields, until they have left the page.
        () => (get() as T | undefined)?.[key] as T[K],
        (update, from) => setFrom((value) => withField(value, key, update(value[key])), from),
        slotNode(node, false),
      )
      fields.set(key, field)
    }
    return field
  }
  const subscribe = (listener: () => void) => {
    node.listeners.add(listener)
    return () => void node.listeners.delete(listener)
  }
  const made: FormSlot<T> = { get, set: (update) => setFrom(update, node), subscribe, at }
  inside.set(made, { node, setFrom } satisfies SlotInside<T>)
  return made
}

/** `formSlot`'s place and setter; throws for a slot that no section store made. */
function insideOf<T>(formSlot: FormSlot<T>): SlotInside<T> {
  const found = inside.get(formSlot) as SlotInside<T> | undefined
  if (!found) throw new Error('itemOf: the list is not a slot of a section store (createSectionStore)')
  return found
}

const items = new WeakMap<object, Map<string, unknown>>()

/**
 * The slot of the item with id `id` in list `list` (the same slot each time): it reads the item wherever it is now
 * (a move keeps it), undefined once removed, and changes that item only.
 */
export function itemOf<T extends { id: string }>(list: FormSlot<T[]>, id: string): FormSlot<T> {
  let known = items.get(list)
  if (!known) items.set(list, (known = new Map<string, unknown>()))
  let item = known.get(id) as FormSlot<T> | undefined
  if (!item) {
    const { node, setFrom } = insideOf(list)
    item = slot<T>(
      () => list.get().find((other) => other.id === id)!,
      (update, from) => setFrom((all) => all.map((other) => (other.id === id ? update(other) : other)), from),
      slotNode(node, true),
    )
    known.set(id, item)
  }
  return item
}

/** Her typing in a section: the form as she left it, what it started on (`B`, the draft), and when she typed it (ISO 8601). */
type Typed<F, B> = { edits: F; startedOn: B; editedAt: string }

/**
 * A section form's store: the form as shown (`get`: her edits, or the saved values while she has none) and her typing
 * (`edits`, null until she changes something; `startedOn`, the saved source shown when she first changed something,
 * e.g. the draft with the revision a save names; `editedAt`, when she last changed something).
 *
 * - `set` (what the fields call) is an edit: it starts from what is shown;
 * - `replaceEdits` puts typing in (restored from the device) or takes it out (null: a save, "Use the saved version")
 *   without being an edit; `rebase` makes her typing start on another source (a save's answer while she typed on);
 * - `showSaved` gives the saved values and their source as the draft has them now, during the render that read them:
 *   nothing is notified then (a render may not update other components), so the caller calls `notify` after the
 *   commit, for readers that did not render.
 */
export type SectionStore<F, B> = FormSlot<F> & {
  edits: () => F | null
  startedOn: () => B | null
  editedAt: () => string | null
  replaceEdits: (typed: Typed<F, B> | null) => void
  rebase: (source: B) => void
  showSaved: (saved: F | null, source: B | null) => void
  notify: () => void
}

/** A store with nothing saved or typed yet. */
export function createSectionStore<F, B = null>(): SectionStore<F, B> {
  let saved: F | null = null
  let source: B | null = null
  let edits: F | null = null
  let startedOn: B | null = null
  let editedAt: string | null = null
  const root = slotNode(null, false)
  // Every reader: for what changes the whole form (typing put back or dropped, the saved values shown).
  const notify = () => notifyAround(root)
  // Fields are drawn only once the saved values are there (SectionForm): `get` is then never null.
  const get = () => (edits ?? saved) as F
  const setFrom = (update: (form: F) => F, from: SlotNode) => {
    const shown = edits ?? saved
    if (shown === null) return
    const next = update(shown)
    if (next === shown) return
    edits = next
    startedOn ??= source
    editedAt = new Date().toISOString()
    notifyAround(from)
  }
  const form = slot(get, setFrom, root)
  const store: SectionStore<F, B> = {
    ...form,
    edits: () => edits,
    startedOn: () => startedOn,
    editedAt: () => editedAt,
    replaceEdits: (typed) => {
      edits = typed?.edits ?? null
      startedOn = typed?.startedOn ?? null
      editedAt = typed?.editedAt ?? null
      notify()
    },
    rebase: (next) => {
      startedOn = next
    },
    showSaved: (next, nextSource) => {
      saved = next
      source = nextSource
    },
    notify,
  }
  // The store is the form's slot too (a form that is one list: `itemOf(form, id)`).
  inside.set(store, inside.get(form))
  return store
}
