import { clear, createStore, del, entries, get, promisifyRequest, set, type UseStore } from 'idb-keyval'

/**
 * What the signed-in owner's work keeps on her device until the backend has it (docs/decisions.md #243): her unsaved
 * typing per section, and photos she picked that are not stored yet. One IndexedDB database (`ij-admin`, object store
 * `device`) through idb-keyval, opened on first use only, so a visitor's device never gets one: only /admin's code
 * imports this module (a visitor keeps nothing but the welcome-offer flag, docs/product.md).
 *
 * Keys are `[kind, userId, name]`: the kind of thing kept, the user it belongs to (a device may be shared), and its own
 * name (a section, a photo's id). Values are anything IndexedDB's structured clone takes (objects, Blobs, Files).
 * Every function rejects with IndexedDB's error where the browser refuses storage (a private window of an old Safari,
 * a full disk), or has no IndexedDB at all (Node: the first use throws, and async turns that into the rejection);
 * callers treat the device as a safety net and carry on without it.
 */

/**
 * What is kept: `unsaved` typing of a section, `unfit` typing of a section kept from before an update that no longer
 * fits its form (shown as text until she drops it, docs/decisions.md #425), an `upload` waiting to be stored.
 */
export type DeviceKind = 'unsaved' | 'unfit' | 'upload'

/** The key of one thing kept: its kind, the owner's user id, and its name within them. */
export type DeviceKey = readonly [kind: DeviceKind, userId: string, name: string]

let store: UseStore | undefined

/**
 * The admin's store, created (and the database opened) on first use. Each call runs a microtask later, so a browser
 * (or test environment) with no IndexedDB at all rejects, as documented above, instead of throwing where it is called:
 * idb-keyval opens the database synchronously on first use.
 */
function adminStore(): UseStore {
  store ??= createStore('ij-admin', 'device')
  const opened = store
  return (mode, callback) => Promise.resolve().then(() => opened(mode, callback))
}

/** The value kept under `key`, or undefined. */
export async function readFromDevice<T>(key: DeviceKey): Promise<T | undefined> {
  return get<T>([...key], adminStore())
}

/** Keeps `value` under `key`, replacing what was there. */
export async function keepOnDevice(key: DeviceKey, value: unknown): Promise<void> {
  return set([...key], value, adminStore())
}

/**
 * Replaces what is kept under `key` with `value`, only if something is kept there, in one transaction: resolves true
 * when it replaced, false when nothing was kept (dropped meanwhile, e.g. by Sign Out's forgetThisDevice in this or
 * another tab), so an update that comes late never brings back what was dropped.
 */
export function replaceOnDevice(key: DeviceKey, value: unknown): Promise<boolean> {
  return adminStore()('readwrite', (store) => {
    let replaced = false
    const counted = store.count([...key])
    counted.onsuccess = () => {
      if (counted.result === 0) return
      store.put(value, [...key])
      replaced = true
    }
    return promisifyRequest(store.transaction).then(() => replaced)
  })
}

/** Drops what is kept under `key` (nothing happens when there is none). */
export async function dropFromDevice(key: DeviceKey): Promise<void> {
  return del([...key], adminStore())
}

/** Everything of `kind` kept for `userId`, as `[name, value]` pairs in key order. */
export async function listOnDevice<T>(kind: DeviceKind, userId: string): Promise<[name: string, value: T][]> {
  const all = await entries<IDBValidKey, T>(adminStore())
  return all.flatMap(([key, value]) =>
    Array.isArray(key) && key[0] === kind && key[1] === userId && typeof key[2] === 'string' ? [[key[2], value] as [string, T]] : [],
  )
}

/** Drops everything kept on this device, for every user: on Sign Out, since a device may be shared (docs/decisions.md #243). */
export async function forgetThisDevice(): Promise<void> {
  return clear(adminStore())
}
