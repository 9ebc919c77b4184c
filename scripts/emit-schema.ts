/* Writes schema.graphql from the type-graphql resolvers (run by `npm run codegen`). */
import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { printSchemaFile } from '../src/graphql/schema-file';

const file = path.resolve(__dirname, '../schema.graphql');
fs.writeFileSync(file, printSchemaFile());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
