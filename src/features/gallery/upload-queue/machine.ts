import type { PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/**
 * The upload queue's states and transitions, in one place (docs/decisions.md #290-#293, #401-#404): a pure reducer. What
 * happens on the device, the network and between tabs is the driver's (queue.ts beside this file), which dispatches an
 * event for each thing that happened and reads the state back.
 *
 * A photo she picked is, until its files and row are stored:
 *
 * | phase       | means                                                   | leaves on                                         |
 * | ----------- | ------------------------------------------------------- | ------------------------------------------------- |
 * | `waiting`   | goes in the next pass                                   | `uploadStarted` → uploading; `removed`, `synced`  |
 * | `held`      | refused for now (408, 429, 5xx): waits until `retryAt`  | its time (`due`) → goes in a pass; `removed`      |
 * | `uploading` | in this tab's pass now                                  | `stored`, `rejected`, `forgotten` → gone;         |
 * |             |                                                         | `connectionLost` → waiting; `busy` → held;        |
 * |             |                                                         | `refused` → failed                                |
 * | `failed`    | refused (403, 400 …): waits for her                     | `retried` → waiting; `removed`, `synced` → gone   |
 *
 * The queue itself counts picks being kept (`picking`), the pass in flight (`progress`) and whether the last pass lost
 * its connection (`connectionLost`, cleared by `online` and by the next pass).
 */

/** What the device keeps of one picked photo until its files and row are stored. */
export type KeptUpload = {
  /** Given at the pick; the row's id and the name of its files (`{category}/{id}.webp`). */
  id: string
  fileName: string
  category: GalleryCategory
  displayOrder: number
  /** When she picked it (ms since the epoch); with `displayOrder`, the order in which photos upload and are listed. */
  pickedAt: number
  /** The picked file's size in bytes, counted against MAX_WAITING_BYTES. */
  bytes: number
  /** The picked file, until it is prepared (a Blob: a File's name does not survive every structured clone). */
  source?: Blob
  /** The full image and renditions, once prepared. */
  prepared?: PreparedImageSet
  /** A request for it may have reached the backend: look for it among the stored rows first, and remove its files if dropped. */
  sent?: boolean
  /** The reason the backend refused it last; it waits for Retry. */
  failure?: string
}

/** One photo in the queue: what the device keeps, and what only this tab knows. */
export type Photo = KeptUpload & {
  phase: 'waiting' | 'held' | 'uploading' | 'failed'
  /** Kept on the device (false: the device refused it, and it waits in this tab's memory only). */
  onDevice: boolean
  /** `held`: not tried again before this time (ms since the epoch). */
  retryAt?: number
  /** Temporary refusals in a row (reset by a pass that stores it, and by Retry). */
  busyCount?: number
}

export type QueueState = {
  photos: ReadonlyMap<string, Photo>
  /** Picks being kept now. */
  picking: number
  /** The pass in flight: photos finished (stored or not) of `total`; null between passes. */
  progress: { done: number; total: number } | null
  /** The last pass lost its connection (no answer, or a time limit): what waits goes once it is back. */
  connectionLost: boolean
  /** Display orders given this visit: a pick goes after them even once they are stored and before the list reloads. */
  givenOrders: readonly number[]
}

export type QueueEvent =
  /** What the device keeps for this user now: what another tab picked appears, what left the device leaves. */
  | { type: 'synced'; kept: readonly (readonly [id: string, value: KeptUpload])[] }
  | { type: 'pickStarted' }
  | { type: 'pickEnded' }
  /** A photo of a pick, kept (`onDevice`) or in memory only. */
  | { type: 'picked'; photo: KeptUpload; onDevice: boolean }
  | { type: 'passStarted'; total: number }
  | { type: 'progressed'; done: number; total: number }
  /** `connectionLost`: a photo of the pass got no answer. */
  | { type: 'passEnded'; connectionLost: boolean }
  | { type: 'uploadStarted'; id: string }
  /** Its value on the device changed (prepared, sent). */
  | { type: 'updated'; photo: KeptUpload }
  /** Its files and row are stored (by this pass, or found stored). */
  | { type: 'stored'; id: string }
  /** No answer: it waits for the connection. */
  | { type: 'connectionLost'; id: string }
  /** A temporary refusal: it waits until `retryAt`. */
  | { type: 'busy'; id: string; retryAt: number }
  /** A refusal: it waits for Retry or Remove, with `reason`. */
  | { type: 'refused'; id: string; reason: string }
  /** The browser cannot prepare it (trying again cannot help), or the device no longer keeps it (Sign Out, another tab). */
  | { type: 'rejected'; id: string }
  | { type: 'forgotten'; id: string }
  | { type: 'retried'; id: string }
  | { type: 'removed'; id: string }
  | { type: 'online' }
  /** The queue stopped (the page left), or another user signed in: nothing of this tab's waits. */
  | { type: 'cleared' }

export const initialQueueState: QueueState = { photos: new Map(), picking: 0, progress: null, connectionLost: false, givenOrders: [] }

/** The state after `event`. Pure: an event about a photo the queue does not hold changes nothing. */
export function reduceQueue(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case 'synced': {
      const photos = new Map(state.photos)
      const kept = new Map(event.kept)
      for (const [id, value] of kept) {
        const known = photos.get(id)
        if (known?.phase === 'uploading') continue
        photos.set(id, fromDevice({ ...value, id }, known))
      }
      for (const [id, photo] of state.photos) {
        if (photo.onDevice && photo.phase !== 'uploading' && !kept.has(id)) photos.delete(id)
      }
      return { ...state, photos }
    }
    case 'pickStarted':
      return { ...state, picking: state.picking + 1 }
    case 'pickEnded':
      return { ...state, picking: state.picking - 1 }
    case 'picked':
      return {
        ...state,
        photos: withPhoto(state.photos, { ...event.photo, phase: 'waiting', onDevice: event.onDevice }),
        givenOrders: [...state.givenOrders, event.photo.displayOrder],
      }
    case 'passStarted':
      return { ...state, progress: { done: 0, total: event.total }, connectionLost: false }
    case 'progressed':
      return { ...state, progress: { done: event.done, total: event.total } }
    case 'passEnded':
      return { ...state, progress: null, connectionLost: event.connectionLost }
    case 'uploadStarted':
      return change(state, event.id, (photo) => ({ ...photo, phase: 'uploading' }))
    case 'updated':
      return change(state, event.photo.id, (photo) => ({ ...photo, ...event.photo }))
    case 'connectionLost':
      return change(state, event.id, (photo) => ({ ...photo, phase: 'waiting' }))
    case 'busy':
      return change(state, event.id, (photo) => ({
        ...photo,
        phase: 'held',
        retryAt: event.retryAt,
        busyCount: (photo.busyCount ?? 0) + 1,
      }))
    case 'refused':
      return change(state, event.id, (photo) => ({ ...withoutRetry(photo), phase: 'failed', failure: event.reason }))
    case 'retried':
      return change(state, event.id, (photo) => {
        if (photo.phase !== 'failed') return photo
        const { failure: _failure, ...rest } = withoutRetry(photo)
        return { ...rest, phase: 'waiting' }
      })
    case 'stored':
    case 'rejected':
    case 'forgotten':
    case 'removed': {
      if (!state.photos.has(event.id)) return state
      const photos = new Map(state.photos)
      photos.delete(event.id)
      return { ...state, photos }
    }
    case 'online':
      return { ...state, connectionLost: false }
    case 'cleared':
      return { ...state, photos: new Map(), progress: null }
  }
}

/** A photo as the device keeps it: failed when it carries a refusal; otherwise as this tab knew it (held stays held). */
function fromDevice(value: KeptUpload, known: Photo | undefined): Photo {
  if (value.failure !== undefined) return { ...value, phase: 'failed', onDevice: true }
  if (known?.phase === 'held') return { ...value, phase: 'held', onDevice: true, retryAt: known.retryAt, busyCount: known.busyCount }
  return { ...value, phase: 'waiting', onDevice: true }
}

function withoutRetry({ retryAt: _retryAt, busyCount: _busyCount, ...photo }: Photo): Photo {
  return photo
}

function withPhoto(photos: ReadonlyMap<string, Photo>, photo: Photo): Map<string, Photo> {
  return new Map(photos).set(photo.id, photo)
}

function change(state: QueueState, id: string, update: (photo: Photo) => Photo): QueueState {
  const photo = state.photos.get(id)
  return photo ? { ...state, photos: withPhoto(state.photos, update(photo)) } : state
}

/** Picked order: when she picked it, then its place in her order. */
const byPick = (a: KeptUpload, b: KeptUpload) => a.pickedAt - b.pickedAt || a.displayOrder - b.displayOrder

/** The photos a pass at `now` (ms since the epoch) takes, in picked order: those waiting, and those held whose time has come. */
export function duePhotos(state: QueueState, now: number): Photo[] {
  return [...state.photos.values()]
    .filter((photo) => photo.phase === 'waiting' || (photo.phase === 'held' && photo.retryAt! <= now))
    .sort(byPick)
}

/** When the first held photo's time comes (ms since the epoch), or undefined when none is held. */
export function nextRetryAt(state: QueueState): number | undefined {
  const times = [...state.photos.values()].flatMap((photo) => (photo.phase === 'held' ? [photo.retryAt!] : []))
  return times.length > 0 ? Math.min(...times) : undefined
}

/** The value kept on the device: the photo without what only this tab knows. */
export function keptValue({ phase: _phase, onDevice: _onDevice, retryAt: _retryAt, busyCount: _busyCount, ...value }: Photo): KeptUpload {
  return value
}

/** One photo of the queue as the upload card lists it. */
export type QueuedPhoto = {
  id: string
  fileName: string
  category: GalleryCategory
  /** `uploading` in this tab's pass now, `failed` until Retry (with `reason`), otherwise `waiting` (held ones too). */
  state: 'waiting' | 'uploading' | 'failed'
  reason?: string
}

/** What the upload card shows. */
export type UploadQueueState = {
  /** Every photo not stored yet, in picked order. */
  photos: readonly QueuedPhoto[]
  /** True while a pick is being kept or a pass of this tab uploads. */
  busy: boolean
  /** The pass's progress in photos, or null: `done` finished, successfully or not, of `total`. */
  progress: { done: number; total: number } | null
  /** The browser is offline, or the last pass lost its connection: the waiting photos go when it is back. */
  offline: boolean
}

/** What the upload card shows of `state`, `online` being what the browser says. Pure. */
export function queueView(state: QueueState, online: boolean): UploadQueueState {
  return {
    photos: [...state.photos.values()].sort(byPick).map((photo) => ({
      id: photo.id,
      fileName: photo.fileName,
      category: photo.category,
      state: photo.phase === 'uploading' ? 'uploading' : photo.phase === 'failed' ? 'failed' : 'waiting',
      ...(photo.phase === 'failed' ? { reason: photo.failure } : {}),
    })),
    busy: state.picking > 0 || state.progress !== null,
    progress: state.progress,
    offline: !online || state.connectionLost,
  }
}
