import type { Page } from '@playwright/test'

/**
 * How many things `page`'s origin keeps in /admin's device store (IndexedDB `ij-admin`, object store `device`,
 * src/lib/device-store.ts; docs/decisions.md #243): photos waiting to upload and sections' unsaved typing, for every
 * user. 0 where the database does not exist yet: it is not created here, so the app still creates it as its own.
 */
export const keptOnDevice = (page: Page): Promise<number> =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ij-admin')
        // No database yet: leave it to the app (one made here would lack the app's object store).
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(0) : reject(open.error))
        open.onsuccess = () => {
          const db = open.result
          const count = db.transaction('device').objectStore('device').count()
          count.onsuccess = () => {
            resolve(count.result)
            db.close()
          }
        }
      }),
  )
