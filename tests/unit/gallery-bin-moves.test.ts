// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
/**
 * A Delete or Restore of Recently deleted that fails midway (src/features/gallery/lib/bin-moves.ts; docs/decisions.md
 * #273): the steps run against a small model of the backend (where the row is, which bucket holds each file), and any
 * one of them can be made to fail. Whatever fails, the photo ends in one place with every file beside its row, or the
 * error says it could not and the row is still in exactly one place; a failed undo is never swallowed.
 */
import { BinMoveError, deleteToBin, restoreFromBin, type BinOperations, type PhotoPlace } from '@/features/gallery/lib/bin-moves'

const paths = ['nails/p.webp', 'nails/p-480.webp', 'nails/p-960.webp']

type Step = 'binRow' | 'restoreRow' | 'placeOfRow' | `move ${string} to ${'gallery' | 'bin'}`

/**
 * The backend: the row's place and each file's bucket. `fail` names steps that throw (each time, or only its nth
 * call as `step#n`); `committedThenFailed` names RPCs whose answer is lost after they committed (a dropped connection).
 */
function world(start: PhotoPlace, fail: string[] = [], committedThenFailed: string[] = []) {
  const state = { row: start, files: new Map(paths.map((p) => [p, start === 'bin' ? 'bin' : 'gallery'] as [string, 'gallery' | 'bin'])) }
  const calls = new Map<string, number>()
  const log: string[] = []
  const step = (name: Step) => {
    const n = (calls.get(name) ?? 0) + 1
    calls.set(name, n)
    log.push(name)
    if (fail.includes(name) || fail.includes(`${name}#${n}`)) throw new Error(`${name} failed`)
  }
  const ops: BinOperations<string, string> = {
    async move(path, to) {
      step(`move ${path} to ${to}`)
      if (state.files.get(path) === to) return 'missing'
      state.files.set(path, to)
      return 'moved'
    },
    async binRow() {
      step('binRow')
      if (state.row !== 'gallery') throw new Error('P0002 there is no gallery image')
      state.row = 'bin'
      return 'binned row'
    },
    async restoreRow() {
      step('restoreRow')
      if (state.row !== 'bin') throw new Error('P0002 there is no recently deleted photo')
      if ([...state.files.values()].some((b) => b !== 'gallery')) throw new Error('23514 every recorded rendition must be a file stored')
      state.row = 'gallery'
      if (committedThenFailed.includes('restoreRow')) throw new Error('Failed to fetch')
      return 'restored row'
    },
    async placeOfRow() {
      step('placeOfRow')
      return state.row
    },
  }
  const files = () => [...new Set(state.files.values())]
  return { ops, state, files, log }
}

it('Delete moves the row, then every file, to Recently deleted; Restore every file, then the row, back', async () => {
  const w = world('gallery')
  await expect(deleteToBin(w.ops, paths)).resolves.toBe('binned row')
  expect([w.state.row, w.files()]).toEqual(['bin', ['bin']])
  await expect(restoreFromBin(w.ops, paths)).resolves.toBe('restored row')
  expect([w.state.row, w.files()]).toEqual(['gallery', ['gallery']])
  expect(w.log).toEqual(['binRow', ...paths.map((p) => `move ${p} to bin`), ...paths.map((p) => `move ${p} to gallery`), 'restoreRow'])
})

describe('Delete', () => {
  it('changes nothing when the row cannot be binned', async () => {
    const w = world('gallery', ['binRow'])
    await expect(deleteToBin(w.ops, paths)).rejects.toThrow('binRow failed')
    expect([w.state.row, w.files(), w.log]).toEqual(['gallery', ['gallery'], ['binRow']])
  })

  it('a file that cannot be moved: the files go back, the row is restored, and the move error is thrown', async () => {
    const w = world('gallery', [`move ${paths[2]} to bin`])
    const error = await deleteToBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toEqual(new Error(`move ${paths[2]} to bin failed`))
    expect([w.state.row, w.files()]).toEqual(['gallery', ['gallery']])
  })

  it('the undo fails too (the row cannot come back): every file follows the row into Recently deleted, and the error says so', async () => {
    const w = world('gallery', [`move ${paths[1]} to bin#1`, 'restoreRow'])
    const error = await deleteToBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BinMoveError)
    expect(error).toMatchObject({
      action: 'delete',
      place: 'bin',
      message: `move ${paths[1]} to bin failed. It could not be put back, so it is in Recently deleted.`,
    })
    expect((error as BinMoveError).undoFailure).toEqual(new Error('restoreRow failed'))
    expect([w.state.row, w.files()]).toEqual(['bin', ['bin']])
  })

  it('the undo fails at a file: the files that went back follow the row into Recently deleted again', async () => {
    const w = world('gallery', [`move ${paths[2]} to bin#1`, `move ${paths[1]} to gallery`])
    const error = await deleteToBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toMatchObject({ place: 'bin' })
    expect([w.state.row, w.files()]).toEqual(['bin', ['bin']])
  })

  it("the undo's restore committed but its answer was lost: the photo is in the gallery with every file", async () => {
    const w = world('gallery', [`move ${paths[1]} to bin`], ['restoreRow'])
    const error = await deleteToBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toMatchObject({ place: 'gallery', message: `move ${paths[1]} to bin failed. It is still in the gallery.` })
    expect([w.state.row, w.files()]).toEqual(['gallery', ['gallery']])
  })

  it('nothing can be reached any more: the error says so; the row is in one place, the files wait for the next action', async () => {
    const w = world('gallery', [`move ${paths[2]} to bin`, 'restoreRow', 'placeOfRow'])
    const error = await deleteToBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toMatchObject({
      place: null,
      message: `move ${paths[2]} to bin failed. It could not be put back either: reload the page, then delete it again.`,
    })
    expect(w.state.row).toBe('bin')
  })
})

describe('Restore', () => {
  it('a file cannot be moved: those moved go back and the error is thrown (nothing changed)', async () => {
    const w = world('bin', [`move ${paths[2]} to gallery`])
    await expect(restoreFromBin(w.ops, paths)).rejects.toThrow(`move ${paths[2]} to gallery failed`)
    expect([w.state.row, w.files()]).toEqual(['bin', ['bin']])
  })

  it('the row cannot come back: the files return to Recently deleted and the error is thrown (nothing changed)', async () => {
    const w = world('bin', ['restoreRow'])
    await expect(restoreFromBin(w.ops, paths)).rejects.toThrow('restoreRow failed')
    expect([w.state.row, w.files()]).toEqual(['bin', ['bin']])
  })

  it('a file cannot be moved back and the files cannot return either: a BinMoveError, the row still in Recently deleted', async () => {
    const w = world('bin', [`move ${paths[1]} to gallery`, `move ${paths[0]} to bin`])
    const error = await restoreFromBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toMatchObject({
      action: 'restore',
      place: null,
      message: `move ${paths[1]} to gallery failed. It could not be returned to Recently deleted either: reload the page, then restore it again.`,
    })
    expect(w.state.row).toBe('bin')
  })

  it('the restore committed but its answer was lost: the photo is back in the gallery, and the error says so', async () => {
    const w = world('bin', [], ['restoreRow'])
    const error = await restoreFromBin(w.ops, paths).catch((e: unknown) => e)
    expect(error).toMatchObject({ place: 'gallery', message: 'Failed to fetch. It is back in the gallery all the same.' })
    expect([w.state.row, w.files()]).toEqual(['gallery', ['gallery']])
  })
})
