import { useState } from 'react'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { errorMessage } from '@/lib/error-message'

/**
 * A file field that uploads the file she picks at once (her /about photo, her logo): `upload(file)` stores it and
 * resolves with what her content holds of it, handed to `onUploaded`; while it runs the field is disabled and
 * `uploadingText` is announced ("Uploading logo..."); a refused file or a failed upload shows its reason under the field
 * (the message names the field: "Logo: ..."), and nothing changes in the form.
 */
export function UploadField<T>({
  label,
  accept,
  hint,
  uploadingText,
  upload,
  onUploaded,
}: {
  label: string
  accept: string
  hint?: string
  uploadingText: string
  upload: (file: File) => Promise<T>
  onUploaded: (stored: T) => void
}) {
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)

  async function pick(file: File | undefined) {
    if (!file) return
    setUploading(true)
    setUploadError(null)
    try {
      onUploaded(await upload(file))
    } catch (error) {
      setUploadError(errorMessage(error))
    } finally {
      setUploading(false)
    }
  }

  return (
    <Field label={label} hint={hint} error={uploadError ?? undefined}>
      {(control) => (
        <>
          <Input
            {...control}
            type="file"
            accept={accept}
            disabled={uploading}
            onChange={(event) => {
              void pick(event.target.files?.[0])
              event.target.value = ''
            }}
          />
          <p role="status" className="text-ink/80 text-sm">
            {uploading ? uploadingText : ''}
          </p>
        </>
      )}
    </Field>
  )
}
