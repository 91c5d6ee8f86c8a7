// Fails when worker/db/schema.ts has changes that no committed migration holds:
// drizzle-kit generates into a scratch copy of migrations/ and must find nothing to do.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';

const scratch = '.tsbuild/migration-check';
rmSync(scratch, { recursive: true, force: true });
cpSync('migrations', scratch, { recursive: true });
const before = readdirSync(scratch).length;
const result = spawnSync(
  'node_modules/.bin/drizzle-kit',
  ['generate', '--dialect', 'sqlite', '--schema', './worker/db/schema.ts', '--out', scratch],
  { encoding: 'utf8' },
);
const added = readdirSync(scratch).filter((name) => name.endsWith('.sql')).length + 1 - before;
rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (added > 0) {
  console.error('worker/db/schema.ts has changes without a migration: run `npm run db:generate` and commit it.');
  process.exit(1);
}
console.log('migrations match worker/db/schema.ts');
