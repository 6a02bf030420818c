import { errorMessage } from '@/lib/error-message'

/**
 * The order of a Delete and a Restore of Recently deleted (docs/decisions.md #200, #273): a photo is its row (in
 * `gallery_images` or in `gallery_bin`, never both: each move is one transaction) and its files (moved one at a time
 * between the public and the private bucket by the same names). When a step fails the files follow the row back; when
 * that fails too, the photo is settled where its row is, every file moved there, and the caller is told where it ended.
 * The operations are injected, so tests/unit/gallery-bin-moves.test.ts drives every failure without a backend.
 */

/** Where a photo's row is: the gallery (and the public bucket), Recently deleted (and the private bucket), or neither. */
export type PhotoPlace = 'gallery' | 'bin' | 'gone'

/** One photo's steps, as the app runs them against the backend. */
export type BinOperations<Binned, Restored> = {
  /** Moves one file into `to`'s bucket under the same name; 'missing' when the other bucket has no such file. Throws. */
  move(path: string, to: 'gallery' | 'bin'): Promise<'moved' | 'missing'>
  /** The row to Recently deleted (rpc bin_gallery_image). Throws. */
  binRow(): Promise<Binned>
  /** The row back to the gallery (rpc restore_gallery_image; its files must be public already). Throws. */
  restoreRow(): Promise<Restored>
  /** Where the row is now, read from the database. Throws. */
  placeOfRow(): Promise<PhotoPlace>
}

/**
 * A Delete or Restore that failed and could not simply be undone (docs/decisions.md #273). `place`: where the photo
 * ended, every file moved to its row's bucket; null when even that failed (the row is still in one place, and some
 * files may be in the other bucket until the next Restore, Delete forever or purge: Restore takes them from either, and
 * Delete forever and the purge remove what the database lists as the photo's (`gallery_bin_leftovers`, docs/decisions.md
 * #325)). `message` says so in her words, after the first failure's reason.
 */
export class BinMoveError extends Error {
  override name = 'BinMoveError'
  constructor(
    readonly action: 'delete' | 'restore',
    readonly place: PhotoPlace | null,
    readonly failure: unknown,
    /** The undo's own failure, when there was one (a Delete's). */
    readonly undoFailure: unknown,
  ) {
    super(`${errorMessage(failure)}. ${BinMoveError.ending(action, place)}`)
  }

  private static ending(action: 'delete' | 'restore', place: PhotoPlace | null): string {
    if (place === 'bin')
      return action === 'delete' ? 'It could not be put back, so it is in Recently deleted.' : 'It is still in Recently deleted.'
    if (place === 'gallery') return action === 'delete' ? 'It is still in the gallery.' : 'It is back in the gallery all the same.'
    if (place === 'gone') return 'It has been deleted for good meanwhile.'
    return `It could not be ${action === 'delete' ? 'put back' : 'returned to Recently deleted'} either: reload the page, then ${action} it again.`
  }
}

/** Moves every file of `paths` to `to`, in order (a file already there is skipped); those it moved. Throws the first failure. */
async function moveAll<B, R>(
  ops: BinOperations<B, R>,
  paths: readonly string[],
  to: 'gallery' | 'bin',
  moved: string[] = [],
): Promise<string[]> {
  for (const path of paths) if ((await ops.move(path, to)) === 'moved') moved.push(path)
  return moved
}

/** Every file to where the row is; the place, or null when that could not be read or done. */
async function settle<B, R>(ops: BinOperations<B, R>, paths: readonly string[]): Promise<PhotoPlace | null> {
  try {
    const place = await ops.placeOfRow()
    if (place !== 'gone') await moveAll(ops, paths, place)
    return place
  } catch {
    return null
  }
}

/**
 * Delete: the row to Recently deleted (a failure there changes nothing and is thrown as it is), then every file to the
 * private bucket. If a file cannot be moved, the files moved go back and the row is restored, and the move's error is
 * thrown. If that undo fails, the photo is settled where its row is and a {@link BinMoveError} says where.
 */
export async function deleteToBin<B, R>(ops: BinOperations<B, R>, paths: readonly string[]): Promise<B> {
  const binned = await ops.binRow()
  const moved: string[] = []
  try {
    await moveAll(ops, paths, 'bin', moved)
    return binned
  } catch (failure) {
    try {
      await moveAll(ops, moved.reverse(), 'gallery')
      await ops.restoreRow()
    } catch (undoFailure) {
      throw new BinMoveError('delete', await settle(ops, paths), failure, undoFailure)
    }
    throw failure
  }
}

/**
 * Restore: every file back to the public bucket, then the row to the gallery. If a file cannot be moved, those moved go
 * back and the error is thrown (nothing changed). If the row cannot come back, or the files cannot go back, the photo
 * is settled where its row is: still in Recently deleted, every file back in the private bucket, and the first error
 * is thrown (nothing changed); anything else (the row restored after all, or the files not back) is a
 * {@link BinMoveError}.
 */
export async function restoreFromBin<B, R>(ops: BinOperations<B, R>, paths: readonly string[]): Promise<R> {
  const moved: string[] = []
  try {
    await moveAll(ops, paths, 'gallery', moved)
  } catch (failure) {
    const undone = await moveAll(ops, moved.reverse(), 'bin').then(
      () => true,
      () => false,
    )
    if (undone) throw failure
    return settled(ops, paths, failure)
  }
  try {
    return await ops.restoreRow()
  } catch (failure) {
    return settled(ops, paths, failure)
  }
}

/** After a Restore's `failure`: the photo settled where its row is; throws `failure` when that is still Recently deleted. */
async function settled<B, R>(ops: BinOperations<B, R>, paths: readonly string[], failure: unknown): Promise<never> {
  const place = await settle(ops, paths)
  if (place === 'bin') throw failure
  throw new BinMoveError('restore', place, failure, null)
}
