// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dropFromDevice, forgetThisDevice, keepOnDevice, listOnDevice, readFromDevice, replaceOnDevice } from '@/lib/device-store'
import { isConnectionError } from '@/lib/error-message'

describe('the admin device store (docs/decisions.md #243)', () => {
  it('keeps a value per kind, user and name, lists one kind of one user, and drops one', async () => {
    await keepOnDevice(['unsaved', 'u1', 'prices'], { form: { a: 1 }, revision: 3 })
    await keepOnDevice(['unsaved', 'u1', 'hours'], { form: { b: 2 }, revision: 3 })
    await keepOnDevice(['unsaved', 'u2', 'prices'], { form: { c: 3 }, revision: 4 })
    await keepOnDevice(['upload', 'u1', 'p1'], { file: new Blob(['x']) })

    expect(await readFromDevice(['unsaved', 'u1', 'prices'])).toEqual({ form: { a: 1 }, revision: 3 })
    expect((await listOnDevice('unsaved', 'u1')).map(([name]) => name)).toEqual(['hours', 'prices'])
    expect((await listOnDevice('upload', 'u1')).map(([name]) => name)).toEqual(['p1'])

    await dropFromDevice(['unsaved', 'u1', 'prices'])
    expect(await readFromDevice(['unsaved', 'u1', 'prices'])).toBeUndefined()
    expect(await readFromDevice(['unsaved', 'u2', 'prices'])).toEqual({ form: { c: 3 }, revision: 4 })
  })

  it('forgets everything for every user (Sign Out on a shared device)', async () => {
    await keepOnDevice(['unsaved', 'u1', 'notice'], { form: 'x' })
    await keepOnDevice(['upload', 'u2', 'p2'], { form: 'y' })
    await forgetThisDevice()
    expect(await listOnDevice('unsaved', 'u1')).toEqual([])
    expect(await listOnDevice('upload', 'u2')).toEqual([])
  })
})

describe('replaceOnDevice', () => {
  it('replaces what is kept, and writes nothing where nothing is kept any more (Sign Out came first)', async () => {
    await keepOnDevice(['upload', 'u1', 'p1'], { sent: false })
    expect(await replaceOnDevice(['upload', 'u1', 'p1'], { sent: true })).toBe(true)
    expect(await readFromDevice(['upload', 'u1', 'p1'])).toEqual({ sent: true })
    await forgetThisDevice()
    expect(await replaceOnDevice(['upload', 'u1', 'p1'], { sent: true, failure: 'late' })).toBe(false)
    expect(await readFromDevice(['upload', 'u1', 'p1'])).toBeUndefined()
  })
})

describe('isConnectionError', () => {
  it.each([
    ['fetch failing in Chromium', new TypeError('Failed to fetch'), true],
    ['fetch failing in Safari', new TypeError('Load failed'), true],
    ['PostgREST through supabase-js', { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' }, true],
    [
      'Storage through supabase-js',
      Object.assign(new Error('Failed to fetch'), { name: 'StorageUnknownError', originalError: new TypeError('Failed to fetch') }),
      true,
    ],
    ['GoTrue through supabase-js', Object.assign(new Error('Failed to fetch'), { name: 'AuthRetryableFetchError', status: 0 }), true],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')"), false],
    ['a refusal from PostgREST', { message: 'permission denied', details: null, hint: null, code: '42501' }, false],
    [
      'a Storage refusal',
      Object.assign(new Error('new row violates row-level security policy'), { name: 'StorageApiError', status: 403 }),
      false,
    ],
    ['nothing', undefined, false],
  ])('%s: %s', (_label, error, expected) => {
    expect(isConnectionError(error)).toBe(expected)
  })
})
