import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildMapgateSchema } from './schema';

/** The committed schema.graphql text: sorted, so that it changes only when the schema does. */
export function printSchemaFile(): string {
  return (
    '# Generated from the type-graphql resolvers by `npm run codegen`; do not edit.\n\n' +
    `${printSchema(lexicographicSortSchema(buildMapgateSchema()))}\n`
  );
}
