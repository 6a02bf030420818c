/** How long a saved file's blob: address stays valid after the download starts (ms). */
const REVOKE_AFTER_MS = 60_000

/**
 * Saves `blob` as a download named `fileName` through a blob: link with `download` (docs/decisions.md #209: phones
 * have no `showSaveFilePicker`), and revokes the address a minute later. DOM work, for the browser only.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, hidden: true })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
