import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { siteContentPlugin } from './scripts/lib/site-content-plugin.ts'
import { FlakyReporter } from './tests/support/flaky-reporter.ts'

/**
 * The order in which the two workers take the files (docs/testing.md "Keeping Vitest fast"): the projects in
 * PROJECT_ORDER, the one long build file first and the many short app files last, so no worker idles at the end while
 * the other finishes a long file; within a project, the files of the project's own environment first and those that
 * set another (`// @vitest-environment node`) after them; within those, Vitest's own order (failed first, then the
 * longest by its cache, or the largest on a fresh clone). Vitest would sort the projects by name. A worker that ends a
 * file is kept for the next only when the next file in the queue has its project and environment, and is otherwise
 * stopped and a new one started (its module graph imported again, and jsdom set up again): mixed, the environments cost
 * 23 worker processes a run instead of 10 (docs/decisions.md #235).
 */
const PROJECT_ORDER = ['build', 'features', 'backend', 'app']

/** The test environment a file runs in: its `@vitest-environment` docblock (as Vitest reads it), else its project's. */
function environmentOf(file: TestSpecification): string {
  const docblock = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(readFileSync(file.moduleId, 'utf8'))
  return docblock?.[1] ?? file.project.config.environment
}

class ProjectOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = new Map(
      files.map((f) => [f, PROJECT_ORDER.indexOf(f.project.name) * 2 + (environmentOf(f) === f.project.config.environment ? 0 : 1)]),
    )
    // Array sort is stable: Vitest's order within a project and environment stays.
    return (await super.sort(files)).sort((a, b) => rank.get(a)! - rank.get(b)!)
  }
}

/**
 * Puts {@link ProjectOrderSequencer} where Vitest would use its default order: Vitest picks its own sequencer after the
 * command line is read (BaseSequencer, or RandomSequencer for `--sequence.shuffle` and `--sequence.shuffle.files`),
 * but only where the config names none. So the config names none, and this plugin swaps Vitest's default for ours, which
 * leaves a shuffled run shuffled.
 */
const projectOrder: Plugin = {
  name: 'project-order',
  configureVitest({ vitest }) {
    if (vitest.config.sequence.sequencer === BaseSequencer) vitest.config.sequence.sequencer = ProjectOrderSequencer
  },
}

/**
 * Vitest: jsdom for unit/component/feature tests; tests/features, tests/backend and tests/build run against a real local
 * backend, the worker's own, reset between files (tests/support/backend.ts `startTestBackend`; docs/testing.md "Tests
 * against the backend"). Every project but `build` runs file after file in one worker process without isolation
 * (isolate: false; docs/decisions.md #228): one module graph, one jsdom window, one backend per worker.
 */
export default defineConfig({
  plugins: [react(), siteContentPlugin(), projectOrder],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    globals: true,
    // Vitest's default is one worker on a 2-core machine (CPUs - 1); two halve the wall time (docs/testing.md).
    maxWorkers: 2,
    restoreMocks: true,
    // On CI a failed test is tried once more, as Playwright's are, and one that then passes is named at the end of the
    // run (tests/support/flaky-reporter.ts), to be mended: a flake of the shared 2-core host does not cost the landing
    // (docs/decisions.md #540).
    retry: process.env.CI ? 1 : 0,
    reporters: process.env.CI ? ['default', new FlakyReporter()] : ['default'],
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
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts'],
          // A worker process runs file after file without isolation, so its backend (tests/support/backend.ts) outlives
          // a file. Modules are shared between those files too: a file leaves no state in a helper module.
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
