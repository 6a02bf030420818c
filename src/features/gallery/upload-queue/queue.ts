import {
  findStoredPhoto,
  removeUnstoredPhotoFiles,
  UPLOAD_CONCURRENCY,
  uploadPreparedImage,
} from '@/features/gallery/api/upload-gallery-images'
import { runBatch } from '@/features/gallery/lib/batch'
import { assertUploadableImage, ImageRejectedError, prepareImageSet, type PreparedImageSet } from '@/features/gallery/lib/prepare-image'
import { errorMessage } from '@/features/gallery/messages'
import {
  duePhotos,
  initialQueueState,
  keptValue,
  nextRetryAt,
  queueView,
  reduceQueue,
  type KeptUpload,
  type Photo,
  type QueueEvent,
  type QueueState,
  type UploadQueueState,
} from '@/features/gallery/upload-queue/machine'
import { firstDisplayOrder, fitInQueue } from '@/features/gallery/upload-queue/rules'
import { backOffDelay } from '@/lib/back-off'
import { dropFromDevice, keepOnDevice, listOnDevice, replaceOnDevice, type DeviceKey } from '@/lib/device-store'
import { isConnectionError, isTemporaryRefusal } from '@/lib/error-message'
import type { GalleryCategory } from '@/lib/supabase/database.types'

/**
 * The upload queue's driver (docs/decisions.md #290-#293, #401-#404): every photo she picks waits on her device
 * (IndexedDB, through src/lib/device-store.ts, key `['upload', userId, id]`) until its files and its row are stored, so
 * neither a dropped connection nor a killed tab loses it. Its states and transitions are the reducer's (machine.ts);
 * this module does what they need done and dispatches what happened.
 *
 * - A pick is checked at once (assertUploadableImage: SVG, not an image, too big) and against the queue's bounds
 *   (rules.ts); what is refused is never kept. Each photo kept gets its id there and then: the row's id, and the
 *   names of its files.
 * - A pass works the photos due in picked order, UPLOAD_CONCURRENCY at a time: prepare (once; the prepared files
 *   replace the picked one on the device, so names and bytes never change), store the files and the row
 *   (uploadPreparedImage, resumable), drop it from the device. Before the first request a photo is marked `sent`; a
 *   sent photo is first looked for among the stored rows (live or in Recently deleted) and dropped if found, and
 *   Storage's "already exists" and PostgREST's duplicate key count as stored: no photo is stored twice.
 * - One tab works the queue at a time: a run holds the Web Lock `ij-admin-uploads:<userId>`; a tab that asks while
 *   another holds it waits, then finds what the other left on the device. Tabs tell each other of changes through a
 *   BroadcastChannel. Every request has a time limit (src/lib/supabase/time-limit.ts), so a hung upload ends and lets
 *   the lock go.
 * - No answer (isConnectionError: a lost connection, a time limit, or the browser offline) leaves the photo waiting;
 *   a run starts again on the `online` event, when the page is shown again, and RETRY_AFTER_MS later while the browser
 *   says online. A temporary refusal (408, 429, 5xx) holds the photo for a back-off (src/lib/back-off.ts), then it
 *   goes again by itself. Any other refusal keeps the photo with its reason until she taps Retry or Remove; a photo
 *   the browser cannot prepare (ImageRejectedError) is dropped with its reason, since trying again cannot help.
 * - A photo dropped before it was stored (Remove, Sign Out) has the files earlier attempts stored removed, unless a
 *   row of its id exists (removeUnstoredPhotoFiles).
 * - Where the device refuses IndexedDB (a full disk, an old private window), a photo waits in this tab's memory only.
 */

/** What a run did, for its toasts: photos stored, and those refused for good (not for the connection, not for now). */
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
type PickOutcome = { refused: { fileName: string; reason: string }[]; full: string[] }

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
  /** Drops a photo that is not being uploaded from the queue and the device, and the files earlier attempts stored of it. */
  remove: (id: string) => Promise<void>
  /**
   * Sign Out's step before it forgets the device (docs/decisions.md #404): stops the queue, lets this tab's run end (its
   * requests have time limits), and removes the files stored of every photo still waiting. The photos stay on the
   * device for Sign Out to forget (if Sign Out fails, they upload again on her next visit). Never rejects.
   */
  discardWaiting: () => Promise<void>
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
  /** The wait after the n-th temporary refusal in a row (ms; default backOffDelay). */
  backOff?: (busyCount: number) => number
}

/** A run is tried again this long after a lost connection while the browser says it is online (ms). */
const RETRY_AFTER_MS = 30_000

const LOCK_PREFIX = 'ij-admin-uploads:'
const CHANNEL = 'ij-admin-uploads'

/** The photo is no longer kept on the device (Sign Out, Remove, or another tab stored it): leave it alone. */
class Forgotten extends Error {
  override name = 'Forgotten'
}

/** The run stopped short of this photo: the connection was lost for an earlier one, or the queue stopped. */
class NotTried extends Error {
  override name = 'NotTried'
}

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false

/** A queue for this page (one per /admin page: provider.tsx beside this file). */
export function createUploadQueue({
  prepare = prepareImageSet,
  retryAfterMs = RETRY_AFTER_MS,
  backOff = backOffDelay,
}: UploadQueueOptions = {}): UploadQueue {
  let machine: QueueState = initialQueueState
  let snapshot: UploadQueueState = queueView(machine, online())
  const listeners = new Set<() => void>()
  const runListeners = new Set<(summary: UploadRunSummary) => void>()
  let userId: string | undefined
  let generation = 0
  let started: Promise<void> = Promise.resolve()
  let stopped = true
  let running: Promise<void> | undefined
  let again = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let lockWait: AbortController | undefined
  let channel: BroadcastChannel | undefined
  let unlisten: (() => void) | undefined

  const key = (id: string): DeviceKey => ['upload', userId ?? '', id]
  const photo = (id: string) => machine.photos.get(id)

  function dispatch(event: QueueEvent): void {
    machine = reduceQueue(machine, event)
  }

  function emit(): void {
    snapshot = queueView(machine, online())
    for (const listener of listeners) listener()
  }

  function report(summary: UploadRunSummary): void {
    for (const listener of runListeners) listener(summary)
  }

  function broadcast(): void {
    channel?.postMessage('changed')
  }

  /**
   * Reads what the device keeps for this user into the state (`synced`). Resolves true when a photo left. Where the
   * device cannot be read, the state stays as it was.
   */
  async function sync(): Promise<boolean> {
    if (!userId) return false
    let kept: [string, KeptUpload][]
    try {
      kept = await listOnDevice<KeptUpload>('upload', userId)
    } catch {
      return false
    }
    const before = [...machine.photos.keys()]
    dispatch({ type: 'synced', kept })
    return before.some((id) => !machine.photos.has(id))
  }

  /**
   * Keeps `value` as the photo's new value here and, when it is kept there (`onDevice`), on the device; throws Forgotten
   * when the device no longer keeps it.
   */
  async function update(value: KeptUpload, onDevice: boolean): Promise<void> {
    dispatch({ type: 'updated', photo: value })
    if (!onDevice) return
    let replaced: boolean
    try {
      replaced = await replaceOnDevice(key(value.id), value)
    } catch {
      // The device refused the write: the photo carries on from this tab's memory.
      return
    }
    if (!replaced) {
      dispatch({ type: 'forgotten', id: value.id })
      throw new Forgotten()
    }
    broadcast()
  }

  /** Drops the photo from the device (after `event` took it out of the state). */
  async function drop(entry: Photo, event: 'stored' | 'rejected' | 'removed'): Promise<void> {
    dispatch({ type: event, id: entry.id })
    if (!entry.onDevice) return
    await dropFromDevice(key(entry.id)).catch(() => undefined)
    broadcast()
  }

  /** Stores one photo; resolves true when its row is live, false when it had been stored and deleted since. */
  async function uploadOne(entry: Photo): Promise<boolean> {
    if (entry.sent) {
      const stored = await findStoredPhoto(entry.id)
      if (stored) {
        await drop(entry, 'stored')
        return stored === 'live'
      }
    }
    let next = keptValue(entry)
    if (!next.prepared) {
      const source = next.source ?? new Blob([])
      next = { ...next, prepared: await prepare(new File([source], next.fileName, { type: source.type })), source: undefined }
    }
    if (!next.sent) next = { ...next, sent: true }
    if (next.prepared !== entry.prepared || next.sent !== entry.sent) await update(next, entry.onDevice)
    await uploadPreparedImage(next.prepared!, next.category, next.displayOrder, { id: next.id, resumable: true })
    await drop(photo(next.id) ?? entry, 'stored')
    return true
  }

  /** What became of a photo whose upload threw `error`; its reason for the summary when it was refused for good. */
  async function settleFailure(entry: Photo, error: unknown): Promise<string | undefined> {
    if (error instanceof NotTried || error instanceof Forgotten) return undefined
    if (error instanceof ImageRejectedError) {
      await drop(entry, 'rejected')
      return errorMessage(error)
    }
    const current = photo(entry.id) ?? entry
    if (isConnectionError(error)) {
      dispatch({ type: 'connectionLost', id: entry.id })
      return undefined
    }
    if (isTemporaryRefusal(error)) {
      dispatch({ type: 'busy', id: entry.id, retryAt: Date.now() + backOff((current.busyCount ?? 0) + 1) })
      return undefined
    }
    const reason = errorMessage(error)
    dispatch({ type: 'refused', id: entry.id, reason })
    const refused = photo(entry.id)
    if (refused) await update(keptValue(refused), refused.onDevice).catch(() => undefined)
    return reason
  }

  /** One pass over the photos due now; reports what it did. */
  async function pass(run: number): Promise<void> {
    const left = await sync()
    const todo = duePhotos(machine, Date.now())
    if (run !== generation) return
    if (todo.length === 0 || !online()) {
      emit()
      if (left) report({ uploaded: 0, failed: [], changed: true })
      return
    }
    dispatch({ type: 'passStarted', total: todo.length })
    emit()
    let lost = false
    const results = await runBatch(
      todo,
      async (entry) => {
        // Its latest value: another tab's news may have replaced it, or Remove dropped it, since the pass began.
        const current = photo(entry.id)
        if (lost || run !== generation || !current || current.phase === 'failed') throw new NotTried()
        dispatch({ type: 'uploadStarted', id: entry.id })
        emit()
        try {
          return await uploadOne(current)
        } catch (error) {
          if (!(error instanceof ImageRejectedError) && isConnectionError(error)) lost = true
          throw error
        }
      },
      {
        concurrency: UPLOAD_CONCURRENCY,
        onProgress: ({ done, total }) => {
          dispatch({ type: 'progressed', done, total })
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
      const reason = await settleFailure(entry, result.error)
      if (reason !== undefined) summary.failed.push({ fileName: entry.fileName, reason })
    }
    dispatch({ type: 'passEnded', connectionLost: lost })
    emit()
    report(summary)
  }

  /** Starts a run when the first held photo's time comes, or RETRY_AFTER_MS after a lost connection, whichever is first. */
  function scheduleNext(): void {
    clearTimeout(retryTimer)
    const times = [nextRetryAt(machine), machine.connectionLost ? Date.now() + retryAfterMs : undefined].filter((t) => t !== undefined)
    if (times.length === 0 || stopped) return
    retryTimer = setTimeout(
      () => {
        if (online()) kick()
      },
      Math.max(0, Math.min(...times) - Date.now()),
    )
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
    const run = generation
    running = withLock(async () => {
      do {
        again = false
        await pass(run)
      } while (again && run === generation)
    })
      .catch((error: unknown) => {
        if (run === generation) report({ uploaded: 0, failed: [], changed: true, unexpected: error })
      })
      .finally(() => {
        running = undefined
        if (machine.progress) dispatch({ type: 'passEnded', connectionLost: machine.connectionLost })
        emit()
        if (run === generation) scheduleNext()
        // A pick or a restart while this run was ending (or waiting for the lock of a stopped page) gets a run of its own.
        if (again) kick()
      })
  }

  function listen(): () => void {
    const onOnline = () => {
      dispatch({ type: 'online' })
      emit()
      kick()
    }
    const onOffline = () => emit()
    const onVisible = () => {
      if (document.visibilityState === 'visible' && machine.photos.size > 0) kick()
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

  /** Stops listening and starting runs; the state keeps what waits until `clear`. */
  function halt(): void {
    generation += 1
    stopped = true
    unlisten?.()
    unlisten = undefined
    lockWait?.abort()
    clearTimeout(retryTimer)
  }

  /** Removes what earlier attempts stored of `entry` (a photo being dropped before it was stored); never rejects. */
  async function removeLeftovers(entry: KeptUpload): Promise<void> {
    if (entry.sent && entry.prepared) await removeUnstoredPhotoFiles(entry.id, entry.category, entry.prepared)
  }

  return {
    start(id) {
      generation += 1
      stopped = false
      started = (async () => {
        if (id !== userId) dispatch({ type: 'cleared' })
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
      halt()
      dispatch({ type: 'cleared' })
      emit()
    },

    async pick(files, category, imageCount) {
      dispatch({ type: 'pickStarted' })
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
        const waiting = [...machine.photos.values()]
        const { fits, over } = fitInQueue(
          accepted,
          waiting.length,
          waiting.reduce((sum, entry) => sum + entry.bytes, 0),
        )
        outcome.full = over.map((file) => file.name)
        const first = firstDisplayOrder(imageCount, [...machine.givenOrders, ...waiting.map((entry) => entry.displayOrder)])
        const pickedAt = Date.now()
        for (const [index, file] of fits.entries()) {
          const value: KeptUpload = {
            id: crypto.randomUUID(),
            fileName: file.name,
            category,
            displayOrder: first + index,
            pickedAt,
            bytes: file.size,
            source: file,
          }
          let onDevice = false
          try {
            await keepOnDevice(key(value.id), value)
            onDevice = true
          } catch {
            // The device refused it: it waits in this tab's memory only.
          }
          dispatch({ type: 'picked', photo: value, onDevice })
        }
        if (fits.length > 0) broadcast()
        return outcome
      } finally {
        dispatch({ type: 'pickEnded' })
        emit()
        kick()
      }
    },

    async retry(id) {
      if (photo(id)?.phase !== 'failed') return
      dispatch({ type: 'retried', id })
      const retried = photo(id)
      if (retried) await update(keptValue(retried), retried.onDevice).catch(() => undefined)
      emit()
      kick()
    },

    async remove(id) {
      const entry = photo(id)
      if (!entry || entry.phase === 'uploading') return
      await drop(entry, 'removed')
      emit()
      await removeLeftovers(entry)
    },

    async discardWaiting() {
      halt()
      await running
      await sync()
      await Promise.all([...machine.photos.values()].map(removeLeftovers))
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
