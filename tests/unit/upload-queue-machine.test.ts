// @vitest-environment node -- pure logic, no DOM: no jsdom to set up (docs/testing.md "Keeping Vitest fast")
/**
 * The upload queue's states and transitions (src/features/gallery/upload-queue/machine.ts, docs/decisions.md #401):
 * each phase of a photo and what it leaves on; what a pass takes; what the upload card shows. The driver's side, with
 * the real backend: tests/backend/upload-queue.test.ts.
 */
import { describe, expect, it } from 'vitest'
import type { KeptUpload, QueueEvent, QueueState } from '@/features/gallery/upload-queue/machine'
import { duePhotos, initialQueueState, keptValue, nextRetryAt, queueView, reduceQueue } from '@/features/gallery/upload-queue/machine'

const kept = (id: string, extra: Partial<KeptUpload> = {}): KeptUpload => ({
  id,
  fileName: `${id}.jpg`,
  category: 'nails',
  displayOrder: Number(id.replace(/\D/g, '')),
  pickedAt: 1000,
  bytes: 2000,
  ...extra,
})

const run = (...events: QueueEvent[]) => events.reduce(reduceQueue, initialQueueState)
const phases = (state: QueueState) => Object.fromEntries([...state.photos].map(([id, photo]) => [id, photo.phase]))

const picked = (id: string): QueueEvent => ({ type: 'picked', photo: kept(id), onDevice: true })

describe("a photo's phases", () => {
  it('waiting → uploading → stored (gone); the pass counts and ends', () => {
    const uploading = run(picked('p1'), { type: 'passStarted', total: 1 }, { type: 'uploadStarted', id: 'p1' })
    expect(phases(uploading)).toEqual({ p1: 'uploading' })
    expect(uploading.progress).toEqual({ done: 0, total: 1 })
    const stored = [
      { type: 'stored', id: 'p1' } as const,
      { type: 'progressed', done: 1, total: 1 } as const,
      { type: 'passEnded', connectionLost: false } as const,
    ].reduce(reduceQueue, uploading)
    expect(stored).toMatchObject({ progress: null, connectionLost: false, givenOrders: [1] })
    expect(stored.photos.size).toBe(0)
  })

  it('no answer: back to waiting, and the queue says the connection was lost until `online` or the next pass', () => {
    const lost = run(
      picked('p1'),
      { type: 'uploadStarted', id: 'p1' },
      { type: 'connectionLost', id: 'p1' },
      { type: 'passEnded', connectionLost: true },
    )
    expect(phases(lost)).toEqual({ p1: 'waiting' })
    expect(queueView(lost, true).offline).toBe(true)
    expect(reduceQueue(lost, { type: 'online' }).connectionLost).toBe(false)
    expect(reduceQueue(lost, { type: 'passStarted', total: 1 }).connectionLost).toBe(false)
  })

  it('a temporary refusal holds it until its time, counting refusals in a row; it shows as waiting, and a pass takes it once due', () => {
    const held = run(picked('p1'), { type: 'uploadStarted', id: 'p1' }, { type: 'busy', id: 'p1', retryAt: 5000 })
    expect(phases(held)).toEqual({ p1: 'held' })
    expect(held.photos.get('p1')).toMatchObject({ retryAt: 5000, busyCount: 1 })
    expect(nextRetryAt(held)).toBe(5000)
    expect(duePhotos(held, 4999)).toEqual([])
    expect(duePhotos(held, 5000).map((p) => p.id)).toEqual(['p1'])
    expect(queueView(held, true).photos).toEqual([{ id: 'p1', fileName: 'p1.jpg', category: 'nails', state: 'waiting' }])
    const again = run(
      picked('p1'),
      { type: 'uploadStarted', id: 'p1' },
      { type: 'busy', id: 'p1', retryAt: 5000 },
      { type: 'uploadStarted', id: 'p1' },
      { type: 'busy', id: 'p1', retryAt: 9000 },
    )
    expect(again.photos.get('p1')).toMatchObject({ phase: 'held', retryAt: 9000, busyCount: 2 })
    // Held is not what the device keeps: its value there carries no time.
    expect(keptValue(again.photos.get('p1')!)).toEqual(kept('p1'))
  })

  it('a refusal: failed with its reason, until Retry (waiting again, the reason and the count of refusals gone) or Remove', () => {
    const failed = run(
      picked('p1'),
      { type: 'uploadStarted', id: 'p1' },
      { type: 'busy', id: 'p1', retryAt: 1 },
      { type: 'uploadStarted', id: 'p1' },
      { type: 'refused', id: 'p1', reason: 'permission denied' },
    )
    expect(failed.photos.get('p1')).toEqual({ ...kept('p1'), phase: 'failed', onDevice: true, failure: 'permission denied' })
    expect(duePhotos(failed, Infinity)).toEqual([])
    expect(queueView(failed, true).photos[0]).toMatchObject({ state: 'failed', reason: 'permission denied' })
    const retried = reduceQueue(failed, { type: 'retried', id: 'p1' })
    expect(retried.photos.get('p1')).toEqual({ ...kept('p1'), phase: 'waiting', onDevice: true })
    expect(reduceQueue(failed, { type: 'removed', id: 'p1' }).photos.size).toBe(0)
  })

  it('Retry of a photo that has not failed changes nothing', () => {
    const waiting = run(picked('p1'))
    expect(reduceQueue(waiting, { type: 'retried', id: 'p1' })).toEqual(waiting)
  })

  it('an event about a photo the queue does not hold changes nothing', () => {
    const state = run(picked('p1'))
    for (const event of [
      { type: 'uploadStarted', id: 'p9' },
      { type: 'busy', id: 'p9', retryAt: 1 },
      { type: 'refused', id: 'p9', reason: 'no' },
      { type: 'stored', id: 'p9' },
    ] as const)
      expect(reduceQueue(state, event)).toBe(state)
  })
})

describe('what the device keeps (synced)', () => {
  it('brings in what another tab picked, drops what left the device, keeps what uploads here and what waits in memory only', () => {
    const state = run(
      picked('p1'),
      picked('p2'),
      { type: 'picked', photo: kept('p3'), onDevice: false },
      { type: 'uploadStarted', id: 'p2' },
      { type: 'synced', kept: [['p4', kept('p4')]] },
    )
    expect(phases(state)).toEqual({ p2: 'uploading', p3: 'waiting', p4: 'waiting' })
  })

  it('a photo the device keeps with a reason is failed; one held here stays held', () => {
    const held = run(picked('p1'), picked('p2'), { type: 'uploadStarted', id: 'p1' }, { type: 'busy', id: 'p1', retryAt: 7000 })
    const synced = reduceQueue(held, {
      type: 'synced',
      kept: [
        ['p1', kept('p1')],
        ['p2', kept('p2', { failure: 'refused' })],
      ],
    })
    expect(phases(synced)).toEqual({ p1: 'held', p2: 'failed' })
    expect(synced.photos.get('p1')?.retryAt).toBe(7000)
  })
})

describe('what the upload card shows', () => {
  it('photos in picked order; busy while a pick is kept or a pass runs; offline when the browser says so or the pass lost it', () => {
    const state = run(
      { type: 'picked', photo: kept('p2', { pickedAt: 2000 }), onDevice: true },
      { type: 'picked', photo: kept('p1', { pickedAt: 1000 }), onDevice: true },
      { type: 'pickStarted' },
    )
    expect(queueView(state, true)).toMatchObject({ busy: true, offline: false, progress: null })
    expect(queueView(state, true).photos.map((p) => p.id)).toEqual(['p1', 'p2'])
    expect(queueView(reduceQueue(state, { type: 'pickEnded' }), false)).toMatchObject({ busy: false, offline: true })
  })

  it('cleared: nothing of this tab waits, and no pass is shown; the orders given this visit stay', () => {
    const state = run(picked('p1'), { type: 'passStarted', total: 1 }, { type: 'cleared' })
    expect(state).toMatchObject({ progress: null, givenOrders: [1] })
    expect(state.photos.size).toBe(0)
  })
})
