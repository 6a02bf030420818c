/** Small HTTP helpers shared by the auth, REST and storage modules. */

/** Thrown when a request body exceeds the limit (bytes). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body larger than ${limit} bytes`)
  }
}

/** Thrown when a body is not valid JSON. */
export class InvalidJsonError extends Error {}

/**
 * Reads the whole body, refusing more than `limit` bytes (checked against Content-Length first,
 * then while streaming). Throws BodyTooLargeError.
 */
async function readBody(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) throw new BodyTooLargeError(limit)
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader: ReadableStreamDefaultReader<Uint8Array> = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/** Reads and parses a JSON body (empty body → undefined). Throws BodyTooLargeError or InvalidJsonError. */
export async function readJson(request: Request, limit: number): Promise<unknown> {
  const bytes = await readBody(request, limit)
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new InvalidJsonError(error instanceof Error ? error.message : 'invalid JSON')
  }
}

/** True for a plain JSON object (not an array or null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Lower-cased request headers as a plain object (for request.headers in Postgres). */
export function headerObject(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  headers.forEach((value, key) => {
    out[key.toLowerCase()] = value
  })
  return out
}
