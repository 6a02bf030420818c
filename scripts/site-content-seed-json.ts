import { siteContentSeedV1 } from '../src/demo/site-content-v1.ts'

/**
 * Prints the version-1 seed content (src/demo/site-content-v1.ts) as the JSON the site-content migration inserts
 * (docs/site-content.md "Seed"). Usage: `npx tsx scripts/site-content-seed-json.ts`; paste the output between
 * the migration's `$seed$` quotes. tests/backend/site-content.test.ts checks that the two stay equal.
 */
console.log(JSON.stringify(siteContentSeedV1, null, 2))
