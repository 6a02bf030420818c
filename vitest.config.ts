import { createHash } from 'node:crypto'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { siteContentPlugin } from './scripts/lib/site-content-plugin.ts'

/**
 * The order in which the two workers take the files (docs/testing.md "Keeping Vitest fast"): the projects in
 * PROJECT_ORDER, the one long build file first and the many short app files last, so no worker idles at the end while
 * the other finishes a long file; within a project, Vitest's own order (failed first, then the longest by its cache, or
 * the largest on a fresh clone). Vitest would sort the projects by name. `--sequence.shuffle` still shuffles: the files
 * in an order drawn from the run's seed.
 */
const PROJECT_ORDER = ['build', 'features', 'backend', 'app']

class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence
    if (shuffle) {
      const key = new Map(files.map((f) => [f, createHash('sha1').update(`${seed}:${f.project.name}:${f.moduleId}`).digest('hex')]))
      return [...files].sort((a, b) => (key.get(a)! < key.get(b)! ? -1 : 1))
    }
    const rank = (f: TestSpecification) => PROJECT_ORDER.indexOf(f.project.name)
    // Array sort is stable: Vitest's order within a project stays.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

/**
 * Vitest: jsdom for unit/component/feature tests; tests/features and tests/backend run against a real local
 * backend, one per worker, reset between files (docs/testing.md "One backend per worker"): the feature files'
 * in child processes (tests/support/shared-backends.ts), the backend files' in the worker itself; tests/build runs
 * the real build against one. Every project but `build` runs file after file in one worker process without isolation
 * (isolate: false; docs/decisions.md #228): one module graph, one jsdom window, one backend per worker.
 */
export default defineConfig({
  plugins: [react(), siteContentPlugin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    globals: true,
    // Vitest's default is one worker on a 2-core machine (CPUs - 1); two halve the wall time (docs/testing.md).
    maxWorkers: 2,
    restoreMocks: true,
    sequence: { sequencer: ProjectOrderSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          // One jsdom window and module graph per worker (docs/decisions.md #228); tests/setup.ts cleans up each test.
          isolate: false,
          include: ['tests/{unit,components}/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'features',
          environment: 'jsdom',
          isolate: false,
          include: ['tests/features/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          globalSetup: ['tests/support/shared-backends.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          // A worker process runs file after file without isolation, so its shared backend (tests/support/backend.ts)
          // outlives a file. Modules are shared between those files too: a file leaves no state in a helper module.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
