import { oneByOneWhenIdle } from '@/lib/idle'

// Loading /admin's section chunks ahead, one at a time when idle (docs/decisions.md #543).
describe('oneByOneWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('starts each task only once the page is idle after the previous one settled, a failed one included', async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    const started: string[] = []
    const settle: Record<string, () => void> = {}
    const task =
      (name: string, fails = false) =>
      () =>
        new Promise<void>((resolve, reject) => {
          started.push(name)
          settle[name] = fails ? () => reject(new Error(name)) : resolve
        })
    oneByOneWhenIdle([task('prices', true), task('hours'), task('faqs')])
    expect(started).toEqual([])
    idle.shift()!()
    expect(started).toEqual(['prices'])
    expect(idle).toHaveLength(0)
    settle.prices!()
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    expect(started).toEqual(['prices'])
    idle.shift()!()
    expect(started).toEqual(['prices', 'hours'])
    settle.hours!()
    await vi.waitFor(() => expect(idle).toHaveLength(1))
    idle.shift()!()
    settle.faqs!()
    expect(started).toEqual(['prices', 'hours', 'faqs'])
  })
})
