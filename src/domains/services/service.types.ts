import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';

/** The kinds of data source a service connects to (docs/rules.md §6 ServiceConnectionInput). REST spells them in lower case. */
export enum ServiceType {
  POSTGIS = 'POSTGIS',
  GEOPARQUET = 'GEOPARQUET',
  VECTORFILE = 'VECTORFILE',
  RASTERFILE = 'RASTERFILE',
  DUCKDB = 'DUCKDB',
}

registerEnumType(ServiceType, {
  name: 'ServiceType',
  description: 'postgis connects to a database; the others open one file under MAPGATE_ALLOWED_PATHS.',
});

const CONNECTION_INFO =
  'postgis: {host, port (5432), database, user, password, sslmode (prefer), schemas (["public"])}; ' +
  'file types: {path} (absolute, under MAPGATE_ALLOWED_PATHS).';

@ObjectType({
  implements: Node,
  description: 'A connection to a data source that layers are published from.',
})
export class Service {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field() workspaceId!: string;
  @Field() name!: string;
  @Field(() => ServiceType) type!: ServiceType;
  @Field(() => GraphQLJSONObject, {
    description: `${CONNECTION_INFO} Never holds the password: password_configured tells whether one is saved.`,
  })
  connectionInfo!: Record<string, unknown>;
  @Field() enabled!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType()
export class CreateServiceInput implements Pick<Service, 'name' | 'type'> {
  @Field({ description: 'Unique in the workspace; ^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$' }) name!: string;
  @Field(() => ServiceType) type!: ServiceType;
  @Field(() => GraphQLJSONObject, { description: CONNECTION_INFO }) connectionInfo!: Record<string, unknown>;
  @Field(() => Boolean, { nullable: true, description: 'Default true.' }) enabled?: boolean | null;
}

@InputType({
  description:
    'Omitted fields stay unchanged. connection_info keys override the saved ones (null resets a key to its default); ' +
    'an omitted password keeps the saved one. Changing the type needs a whole connection_info.',
})
export class UpdateServiceInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => ServiceType, { nullable: true }) type?: ServiceType | null;
  @Field(() => GraphQLJSONObject, { nullable: true }) connectionInfo?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true }) enabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
