import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { Check } from '../../base/shape';
import { ServiceType } from './service.types';

const type = z.enum(ServiceType, { error: (i) => (i.input === undefined ? 'is required' : 'is not a service type') });

@InputType({
  description:
    'A connection to test (docs/rules.md §10 operations 13 and 14). For a saved service, the sent fields ' +
    'override the saved ones for this test only and an omitted password keeps the saved one; for a new one, type is required.',
})
export class ServiceConnectionInput {
  @Field(() => ServiceType, {
    nullable: true,
    description: 'Required for a new connection; for a saved service, defaults to its type.',
  })
  @Check(type)
  type?: ServiceType | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'The connection info to test, shaped as for the service type; for a saved service, only the keys to override.',
  })
  @Check(z.record(z.string(), z.unknown()))
  connectionInfo?: Record<string, unknown> | null;
}

@ObjectType({ description: 'The outcome of a real connection attempt; nothing is saved.' })
export class ConnectionTest {
  @Field({ description: 'True when the connection was made or the file opened and recognised.' }) ok!: boolean;
  @Field(() => Int, { description: 'How long the attempt took, in milliseconds.' }) durationMs!: number;
  @Field(() => String, { nullable: true, description: 'Why the test failed (absent when ok).' }) message?:
    string | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description:
      'What was found. postgis: server_version, postgis_version, postgis_full_version, schemas (visible ones); ' +
      'files: format (parquet, geopackage, geojson, shapefile, geotiff, duckdb, ...), size_bytes and format facts.',
  })
  details?: Record<string, unknown> | null;
}
