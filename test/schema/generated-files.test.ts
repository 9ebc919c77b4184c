import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { printSchemaFile } from '../../src/graphql/schema-file';

const root = path.resolve(__dirname, '../..');

describe('committed generated files', () => {
  it('schema.graphql matches the resolvers (run `npm run codegen` when this fails)', () => {
    expect(fs.readFileSync(path.join(root, 'schema.graphql'), 'utf8')).toBe(printSchemaFile());
  });

  it('src/generated/graphql.ts matches the codegen.yml output (run `npm run codegen` when this fails)', () => {
    // codegen's CLI is ESM inside; run it as its own process in --check mode (exit 1 when stale).
    const cli = path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js');
    expect(() =>
      execFileSync(process.execPath, [cli, '--config', 'codegen.yml', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });
});
