import { UPLOAD_CONCURRENCY, uploadPreparedImage } from '@/features/gallery/api/upload-gallery-images'
import { runBatch } from '@/features/gallery/lib/batch'
import { assertUploadableImage, ImageRejectedError, prepareImageSet, type PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import { firstDisplayOrder, fitInQueue } from '@/features/gallery/lib/upload-queue-rules'
import { errorMessage } from '@/features/gallery/messages'
import { dropFromDevice, keepOnDevice, listOnDevice, replaceOnDevice, type DeviceKey } from '@/lib/device-store'
import { isConnectionError } from '@/lib/error-message'
import { getSupabaseClient } from '@/lib/supabase/client'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/**
 * The upload queue (docs/decisions.md #290-#293): every photo she picks waits on her device (IndexedDB, through
 * src/lib/device-store.ts, key `['upload', userId, id]`) until its files and its row are stored, so neither a dropped
 * connection nor a killed tab loses it.
 *
 * - A pick is checked at once (assertUploadableImage: SVG, not an image, too big) and against the queue's bounds
 *   (src/features/gallery/lib/upload-queue-rules.ts); what is refused is never kept. Each photo kept gets its id there
 *   and then: the row's id, and the names of its files.
 * - A run works the queue in picked order, UPLOAD_CONCURRENCY photos at a time: prepare (once; the prepared files
 *   replace the picked one on the device, so names and bytes never change), store the files and the row
 *   (uploadPreparedImage, resumable), drop it from the device. Before the first request a photo is marked `sent`; a
 *   sent photo is first looked for among the stored rows (live or in Recently deleted) and dropped if found, and
 *   Storage's "already exists" and PostgREST's duplicate key count as stored: no photo is stored twice, whether the
 *   earlier request timed out after reaching the backend, the tab died, or two tabs tried at once.
 * - One tab works the queue at a time: a run holds the Web Lock `ij-admin-uploads:<userId>`; a tab that asks while
 *   another holds it waits, then finds what the other left on the device. Tabs tell each other of changes through a
 *   BroadcastChannel.
 * - A lost connection (isConnectionError, or the browser offline) leaves the photo waiting; a run starts again on the
 *   `online` event, when the page is shown again, and RETRY_AFTER_MS after a failure while the browser says online.
 *   Any other refusal keeps the photo with its reason until she taps Retry or Remove; a photo the browser cannot
 *   prepare (ImageRejectedError) is dropped with its reason, since trying again cannot help.
 * - Where the device refuses IndexedDB (a full disk, an old private window), a photo waits in this tab's memory only.
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
  /** A request for it may have reached the backend: look for it among the stored rows first. */
  sent?: boolean
  /** The reason the backend refused it last; it waits for Retry. */
  failure?: string
}

/** One photo of the queue as the upload card lists it. */
export type QueuedPhoto = {
  id: string
  fileName: string
  category: GalleryCategory
  /** `uploading` in this tab's run now, `failed` until Retry (with `reason`), otherwise `waiting`. */
  state: 'waiting' | 'uploading' | 'failed'
  reason?: string
}

/** What the upload card shows. */
export type UploadQueueState = {
  /** Every photo not stored yet, in picked order. */
  photos: readonly QueuedPhoto[]
  /** True while a pick is being kept or a run of this tab uploads. */
  busy: boolean
  /** The run's progress in photos, or null: `done` finished, successfully or not, of `total`. */
  progress: { done: number; total: number } | null
  /** The browser is offline, or the last run lost its connection: the waiting photos go when it is back. */
  offline: boolean
}

/** What a run did, for its toasts: photos stored, and those that failed for another reason than the connection. */
export type UploadRunSummary = {
  uploaded: number
  /** In picked order: `reason` is the message for the "Upload failed" toast. */
  failed: { fileName: string; reason: string }[]
  /** Something was stored or left the queue (here or in another tab): the gallery list should be read again. */
  changed: boolean
  /** A run that failed as a whole (a bug, not a photo's failure). */
  unexpected?: unknown
}

/** What a pick did at once: files refused (SVG, not an image, too big) with the reason, and those the full queue left out. */
export type PickOutcome = { refused: { fileName: string; reason: string }[]; full: string[] }

export type UploadQueue = {
  /**
   * Reads what waits for `userId` (the signed-in user's, from SignedInUserContext: docs/decisions.md #282) and starts a
   * run; listens for the connection. Call again after stop().
   */
  start: (userId: string) => Promise<void>
  /** Stops listening and starting runs; a photo being stored finishes. */
  stop: () => void
  /** Keeps the files of a pick (display orders after `imageCount` images loaded and after what waits) and starts a run. */
  pick: (files: readonly File[], category: GalleryCategory, imageCount: number) => Promise<PickOutcome>
  /** A failed photo waits again, and a run starts. */
  retry: (id: string) => Promise<void>
  /** Drops a photo that is not being uploaded from the queue and the device. */
  remove: (id: string) => Promise<void>
  state: () => UploadQueueState
  subscribe: (listener: () => void) => () => void
  /** Called at the end of every run. */
  onRun: (listener: (summary: UploadRunSummary) => void) => () => void
}

export type UploadQueueOptions = {
  /** Prepares a picked file (default prepareImageSet, which needs a canvas: tests without one pass their own). */
  prepare?: (file: File) => Promise<PreparedImageSet>
  /** How long after a lost connection a run is tried again while the browser says online (ms). */
  retryAfterMs?: number
}

/** A run is tried again this long after a lost connection while the browser says it is online (ms). */
export const RETRY_AFTER_MS = 30_000

const LOCK_PREFIX = 'ij-admin-uploads:'
const CHANNEL = 'ij-admin-uploads'

type Entry = KeptUpload & { onDevice: boolean }

/** The photo is no longer kept on the device (Sign Out, Remove, or another tab stored it): leave it alone. */
class Forgotten extends Error {
  name = 'Forgotten'
}

/** The run stopped short of this photo: the connection was lost for an earlier one, or the queue stopped. */
class NotTried extends Error {
  name = 'NotTried'
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false

const byPick = (a: KeptUpload, b: KeptUpload) => a.pickedAt - b.pickedAt || a.displayOrder - b.displayOrder

/** The value kept on the device: the entry without what only this tab knows. */
function kept({ onDevice: _onDevice, ...value }: Entry): KeptUpload {
  return value
}

/** Where a photo of id `id` is stored already: a live row, one in Recently deleted, or none. Throws the PostgREST error. */
async function findStored(id: string): Promise<'live' | 'deleted' | null> {
  const client = getSupabaseClient()
  const [live, deleted] = await Promise.all([
    client.from('gallery_images').select('id').eq('id', id).maybeSingle(),
    client.from('gallery_bin').select('id').eq('id', id).maybeSingle(),
  ])
  if (live.error) throw live.error
  if (deleted.error) throw deleted.error
  return live.data ? 'live' : deleted.data ? 'deleted' : null
}

/** A queue for this page (one per /admin page: src/features/gallery/components/upload-queue-provider.tsx). */
export function createUploadQueue({ prepare = prepareImageSet, retryAfterMs = RETRY_AFTER_MS }: UploadQueueOptions = {}): UploadQueue {
  const entries = new Map<string, Entry>()
  const uploading = new Set<string>()
  const listeners = new Set<() => void>()
  const runListeners = new Set<(summary: UploadRunSummary) => void>()
  /** Display orders given this visit: a pick goes after them even once they are stored and before the list reloads. */
  const givenOrders: number[] = []
  let userId: string | undefined
  let generation = 0
  let started: Promise<void> = Promise.resolve()
  let picking = 0
  let progress: UploadQueueState['progress'] = null
  let connectionLost = false
  let stopped = true
  let running = false
  let again = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let lockWait: AbortController | undefined
  let channel: BroadcastChannel | undefined
  let unlisten: (() => void) | undefined
  let snapshot: UploadQueueState = { photos: [], busy: false, progress: null, offline: false }

  const key = (id: string): DeviceKey => ['upload', userId ?? '', id]

  function emit(): void {
    snapshot = {
      photos: [...entries.values()].sort(byPick).map((entry) => ({
        id: entry.id,
        fileName: entry.fileName,
        category: entry.category,
        state: uploading.has(entry.id) ? 'uploading' : entry.failure !== undefined ? 'failed' : 'waiting',
        ...(entry.failure !== undefined ? { reason: entry.failure } : {}),
      })),
      busy: picking > 0 || progress !== null,
      progress,
      offline: !online() || connectionLost,
    }
    for (const listener of listeners) listener()
  }

  function report(summary: UploadRunSummary): void {
    for (const listener of runListeners) listener(summary)
  }

  function broadcast(): void {
    channel?.postMessage('changed')
  }

  /**
   * Reads what the device keeps for this user into `entries`: what another tab picked appears, and a photo of this tab
   * kept on the device that is gone from it (stored or removed elsewhere, or Sign Out) leaves. Photos being uploaded here
   * stay as they are. Resolves true when a photo left. Where the device cannot be read, `entries` stays as it was.
   */
  async function sync(): Promise<boolean> {
    if (!userId) return false
    const known = [...entries.keys()]
    let onDevice: [string, KeptUpload][]
    try {
      onDevice = await listOnDevice<KeptUpload>('upload', userId)
    } catch {
      return false
    }
    const ids = new Set(onDevice.map(([id]) => id))
    for (const [id, value] of onDevice) if (!uploading.has(id)) entries.set(id, { ...value, id, onDevice: true })
    let left = false
    for (const id of known) {
      if (entries.get(id)?.onDevice && !ids.has(id) && !uploading.has(id)) {
        entries.delete(id)
        left = true
      }
    }
    return left
  }

  /** Keeps `entry`'s new value here and on the device; throws Forgotten when the device no longer keeps it. */
  async function update(entry: Entry): Promise<void> {
    if (entries.has(entry.id)) entries.set(entry.id, entry)
    if (!entry.onDevice) return
    let replaced: boolean
    try {
      replaced = await replaceOnDevice(key(entry.id), kept(entry))
    } catch {
      // The device refused the write: the photo carries on from this tab's memory.
      return
    }
    if (!replaced) {
      entries.delete(entry.id)
      throw new Forgotten()
    }
    broadcast()
  }

  async function drop(entry: Entry): Promise<void> {
    entries.delete(entry.id)
    if (!entry.onDevice) return
    await dropFromDevice(key(entry.id)).catch(() => undefined)
    broadcast()
  }

  /** Stores one photo; resolves true when its row is live, false when it had been stored and deleted since. */
  async function uploadOne(entry: Entry): Promise<boolean> {
    if (entry.sent) {
      const stored = await findStored(entry.id)
      if (stored) {
        await drop(entry)
        return stored === 'live'
      }
    }
    let next = entry
    if (!next.prepared) {
      const source = next.source ?? new Blob([])
      next = { ...next, prepared: await prepare(new File([source], next.fileName, { type: source.type })), source: undefined }
    }
    if (!next.sent) next = { ...next, sent: true }
    if (next !== entry) await update(next)
    await uploadPreparedImage(next.prepared!, next.category, next.displayOrder, { id: next.id, resumable: true })
    await drop(next)
    return true
  }

  /** One pass over the photos waiting now; reports what it did. */
  async function pass(run: number): Promise<void> {
    const left = await sync()
    const todo = [...entries.values()].filter((entry) => entry.failure === undefined && !uploading.has(entry.id)).sort(byPick)
    if (run !== generation) return
    if (todo.length === 0 || !online()) {
      emit()
      if (left) report({ uploaded: 0, failed: [], changed: true })
      return
    }
    connectionLost = false
    progress = { done: 0, total: todo.length }
    emit()
    let lost = false
    const results = await runBatch(
      todo,
      async (entry) => {
        // Its latest value: another tab's news may have replaced it, or Remove dropped it, since the pass began.
        const current = entries.get(entry.id)
        if (lost || run !== generation || !current || current.failure !== undefined) throw new NotTried()
        uploading.add(entry.id)
        emit()
        try {
          return await uploadOne(current)
        } catch (error) {
          if (!(error instanceof ImageRejectedError) && isConnectionError(error)) lost = true
          throw error
        } finally {
          uploading.delete(entry.id)
        }
      },
      {
        concurrency: UPLOAD_CONCURRENCY,
        onProgress: ({ done, total }) => {
          progress = { done, total }
          emit()
        },
      },
    )
    const summary: UploadRunSummary = { uploaded: 0, failed: [], changed: left }
    for (const [index, result] of results.entries()) {
      const entry = todo[index]!
      if (result.ok) {
        if (result.value) summary.uploaded += 1
        summary.changed = true
        continue
      }
      const { error } = result
      if (error instanceof NotTried || error instanceof Forgotten) continue
      if (error instanceof ImageRejectedError) {
        summary.failed.push({ fileName: entry.fileName, reason: errorMessage(error) })
        await drop(entry)
        continue
      }
      if (isConnectionError(error)) continue
      const reason = errorMessage(error)
      summary.failed.push({ fileName: entry.fileName, reason })
      await update({ ...(entries.get(entry.id) ?? entry), failure: reason }).catch(() => undefined)
    }
    connectionLost = lost
    progress = null
    if (lost) scheduleRetry()
    emit()
    report(summary)
  }

  function scheduleRetry(): void {
    clearTimeout(retryTimer)
    retryTimer = setTimeout(() => {
      if (online()) kick()
    }, retryAfterMs)
  }

  /** Holds the queue's Web Lock while `work` runs (waiting for another tab to finish); without Web Locks, just runs it. */
  function withLock(work: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
    if (!locks) return work()
    lockWait = new AbortController()
    return locks.request(`${LOCK_PREFIX}${userId}`, { signal: lockWait.signal }, work)
  }

  /** Starts a run, or asks the running one for another pass. */
  function kick(): void {
    if (!userId || stopped) return
    if (running) {
      again = true
      return
    }
    running = true
    const run = generation
    withLock(async () => {
      do {
        again = false
        await pass(run)
      } while (again && run === generation)
    })
      .catch((error: unknown) => {
        if (run === generation) report({ uploaded: 0, failed: [], changed: true, unexpected: error })
      })
      .finally(() => {
        running = false
        progress = null
        emit()
        // A pick or a restart while this run was ending (or waiting for the lock of a stopped page) gets a run of its own.
        if (again) kick()
      })
  }

  function listen(): () => void {
    const onOnline = () => {
      connectionLost = false
      emit()
      kick()
    }
    const onOffline = () => emit()
    const onVisible = () => {
      if (document.visibilityState === 'visible' && entries.size > 0) kick()
    }
    window.addEventListener('online', onOnline)
    window.addEventListener('offline', onOffline)
    document.addEventListener('visibilitychange', onVisible)
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL)
      channel.onmessage = () => {
        void sync().then((left) => {
          emit()
          if (left) report({ uploaded: 0, failed: [], changed: true })
        })
      }
    }
    return () => {
      window.removeEventListener('online', onOnline)
      window.removeEventListener('offline', onOffline)
      document.removeEventListener('visibilitychange', onVisible)
      channel?.close()
      channel = undefined
    }
  }

  return {
    start(id) {
      generation += 1
      stopped = false
      started = (async () => {
        if (id !== userId) entries.clear()
        userId = id
        unlisten?.()
        unlisten = typeof window === 'undefined' ? undefined : listen()
        await sync()
        emit()
        kick()
      })()
      return started
    },

    stop() {
      generation += 1
      stopped = true
      unlisten?.()
      unlisten = undefined
      lockWait?.abort()
      clearTimeout(retryTimer)
      entries.clear()
      progress = null
      emit()
    },

    async pick(files, category, imageCount) {
      picking += 1
      emit()
      const outcome: PickOutcome = { refused: [], full: [] }
      try {
        await started
        if (!userId) throw new Error('You are signed out. Please sign in again.')
        const accepted: File[] = []
        for (const file of files) {
          try {
            assertUploadableImage(file)
            accepted.push(file)
          } catch (error) {
            outcome.refused.push({ fileName: file.name, reason: errorMessage(error) })
          }
        }
        if (await sync()) report({ uploaded: 0, failed: [], changed: true })
        const waiting = [...entries.values()]
        const { fits, over } = fitInQueue(
          accepted,
          waiting.length,
          waiting.reduce((sum, entry) => sum + entry.bytes, 0),
        )
        outcome.full = over.map((file) => file.name)
        const first = firstDisplayOrder(imageCount, [...givenOrders, ...waiting.map((entry) => entry.displayOrder)])
        const pickedAt = Date.now()
        for (const [index, file] of fits.entries()) {
          const entry: Entry = {
            id: crypto.randomUUID(),
            fileName: file.name,
            category,
            displayOrder: first + index,
            pickedAt,
            bytes: file.size,
            source: file,
            onDevice: false,
          }
          givenOrders.push(entry.displayOrder)
          try {
            await keepOnDevice(key(entry.id), kept(entry))
            entry.onDevice = true
          } catch {
            // The device refused it: it waits in this tab's memory only.
          }
          entries.set(entry.id, entry)
        }
        if (fits.length > 0) broadcast()
        return outcome
      } finally {
        picking -= 1
        emit()
        kick()
      }
    },

    async retry(id) {
      const entry = entries.get(id)
      if (!entry || entry.failure === undefined) return
      const { failure: _failure, ...rest } = entry
      await update(rest).catch(() => undefined)
      emit()
      kick()
    },

    async remove(id) {
      const entry = entries.get(id)
      if (!entry || uploading.has(id)) return
      await drop(entry)
      emit()
    },

    state: () => snapshot,

    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    onRun(listener) {
      runListeners.add(listener)
      return () => runListeners.delete(listener)
    },
  }
}
