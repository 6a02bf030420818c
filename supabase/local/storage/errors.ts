import type { Context } from 'hono'

/**
 * Storage's error answer (docs/local-backend.md §2.4): body `{statusCode, code, error, message}` with
 * `statusCode` the semantic status as a string; the HTTP status is 400 for every client error (the
 * real service's default `userStatusCode`), 500 for internal ones.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    readonly httpStatus: 400 | 404 | 500 = 400,
  ) {
    super(message)
  }
}

export const noSuchBucket = (): StorageError => new StorageError('404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found')
export const noSuchKey = (): StorageError => new StorageError('404', 'NoSuchKey', 'not_found', 'Object not found')
export const tooLarge = (): StorageError =>
  new StorageError('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size')
export const accessDenied = (message: string): StorageError => new StorageError('403', 'AccessDenied', 'Unauthorized', message)
export const invalidRequest = (message: string, error = 'InvalidRequest'): StorageError =>
  new StorageError('400', 'InvalidRequest', error, message)
export const noContent = (): StorageError => invalidRequest('No content provided')
export const invalidKey = (name: string): StorageError => new StorageError('400', 'InvalidKey', 'InvalidKey', `Invalid key: ${name}`)
/** The real service's InvalidMimeType: semantic 415, message names the refused type as sent. */
export const invalidMimeType = (mime: string): StorageError =>
  new StorageError('415', 'InvalidMimeType', 'invalid_mime_type', `mime type ${mime} is not supported`)
export const keyExists = (): StorageError => new StorageError('409', 'KeyAlreadyExists', 'Duplicate', 'The resource already exists')
/** A move onto a name that exists (Storage's DBError for 23505). */
export const resourceExists = (): StorageError =>
  new StorageError('409', 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
/** A move into a bucket that does not exist (Storage's DBError for 23503, the objects' bucket foreign key). */
export const relatedResourceNotFound = (): StorageError =>
  new StorageError('404', 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist')
export const invalidBucketName = (): StorageError => new StorageError('400', 'InvalidBucketName', 'Invalid Input', 'Bucket name invalid')
/** A signed URL's token that jose refuses (bad signature, expired, malformed): jose's message. */
export const invalidJwt = (message: string): StorageError => new StorageError('400', 'InvalidJWT', 'InvalidJWT', message)
/** A signed URL's token made for another object, or not for downloads. */
export const invalidSignature = (message = 'Invalid signature'): StorageError =>
  new StorageError('400', 'InvalidSignature', 'InvalidSignature', message)

/** The JSON response of a StorageError. */
export function storageErrorResponse(c: Context, e: StorageError): Response {
  return c.json({ statusCode: e.statusCode, code: e.code, error: e.error, message: e.message }, e.httpStatus)
}
