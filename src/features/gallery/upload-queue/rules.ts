/**
 * The pure rules of the upload queue (docs/decisions.md #290-#292): how much may wait on her device, and where the
 * photos of a new pick go in her order. No IndexedDB, no backend: the upload queue (src/features/gallery/upload-queue/queue.ts) applies them.
 */

/** Photos that may wait on the device at most (picked and not yet stored, failed ones included; docs/decisions.md #292). */
export const MAX_WAITING_PHOTOS = 50

/** Bytes of picked files that may wait on the device at most: 300 MiB (docs/decisions.md #292). */
export const MAX_WAITING_BYTES = 300 * 1024 * 1024

/**
 * Splits the files of a pick, in picked order, into those that fit beside what already waits (`waitingCount` photos of
 * `waitingBytes` bytes) within MAX_WAITING_PHOTOS and MAX_WAITING_BYTES, and those that do not. Each file is counted
 * against the totals of the files before it that fit, so a small file after one too big can still fit. Pure.
 */
export function fitInQueue<T extends { size: number }>(
  files: readonly T[],
  waitingCount: number,
  waitingBytes: number,
): { fits: T[]; over: T[] } {
  const fits: T[] = []
  const over: T[] = []
  let count = waitingCount
  let bytes = waitingBytes
  for (const file of files) {
    if (count + 1 > MAX_WAITING_PHOTOS || bytes + file.size > MAX_WAITING_BYTES) {
      over.push(file)
      continue
    }
    fits.push(file)
    count += 1
    bytes += file.size
  }
  return { fits, over }
}

/**
 * display_order of the first photo of a new pick: the number of images loaded (docs/decisions.md #16), or past every
 * order already given to a photo that waits or was given this visit (`usedOrders`), whichever is larger, so a pick made
 * while others wait still goes after them. Pure.
 */
export function firstDisplayOrder(imageCount: number, usedOrders: readonly number[]): number {
  return Math.max(imageCount, ...usedOrders.map((order) => order + 1))
}
