import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../enums';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';
import {
  CREATED_AT_DOC,
  DEFAULT_TRUE_DOC,
  NEW_SCOPED_NAME_DOC,
  VERSIONED_UPDATED_AT_DOC,
  WORKSPACE_ID_DOC,
} from '../descriptions';
import { z } from 'zod';
import { RESOURCE_NAME } from '../../base/validate';
import { Check } from '../../base/shape';
import { resourceName } from '../names';

const SERVICE_TYPE_DOC = 'The kind of data source; it decides the shape of connectionInfo.';

/** The kinds of data source a service connects to (docs/rules.md §6 ServiceConnectionInput). REST spells them in lower case. */
export const ServiceType = describedEnum(
  'ServiceType',
  'postgis connects to a database; the others open one file under MAPGATE_ALLOWED_PATHS.',
  {
    POSTGIS: ['POSTGIS', 'A PostgreSQL/PostGIS database (REST: postgis).'],
    GEOPARQUET: ['GEOPARQUET', 'A GeoParquet file (REST: geoparquet).'],
    VECTORFILE: ['VECTORFILE', 'A vector file such as GeoPackage, GeoJSON or a shapefile (REST: vectorfile).'],
    RASTERFILE: ['RASTERFILE', 'A raster file such as GeoTIFF (REST: rasterfile).'],
    DUCKDB: ['DUCKDB', 'A DuckDB database file (REST: duckdb).'],
  },
);
export type ServiceType = EnumValue<typeof ServiceType>;
/** The types whose service is one file (every type but POSTGIS). */
export type FileServiceType = Exclude<ServiceType, typeof ServiceType.POSTGIS>;

const CONNECTION_INFO =
  'postgis: {host, port (5432), database, user, password, sslmode (prefer), schemas (["public"])}; ' +
  'file types: {path} (absolute, under MAPGATE_ALLOWED_PATHS).';

const serviceType = z.enum(ServiceType);
/** Shaped per type by the service (connection-info.ts), which knows every type's keys. */
const connectionInfo = z.record(z.string(), z.unknown());

@ObjectType({
  implements: Node,
  description: 'A connection to a data source that layers are published from.',
})
export class Service {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: WORKSPACE_ID_DOC }) workspaceId!: string;
  @Field({ description: `Unique in the workspace; ${RESOURCE_NAME.source}` }) name!: string;
  @Field(() => ServiceType, { description: SERVICE_TYPE_DOC }) type!: ServiceType;
  @Field(() => GraphQLJSONObject, {
    description: `${CONNECTION_INFO} Never holds the password: password_configured tells whether one is saved.`,
  })
  connectionInfo!: Record<string, unknown>;
  @Field({ description: 'Whether the service is in use; false keeps it and its layers.' }) enabled!: boolean;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: VERSIONED_UPDATED_AT_DOC }) updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType({ description: 'A new service (a connection to a data source).' })
export class CreateServiceInput implements Pick<Service, 'name' | 'type'> {
  @Field({ description: `Unique in the workspace; ${RESOURCE_NAME.source}` }) @Check(resourceName) name!: string;
  @Field(() => ServiceType, { description: SERVICE_TYPE_DOC }) @Check(serviceType) type!: ServiceType;
  @Field(() => GraphQLJSONObject, { description: CONNECTION_INFO }) @Check(connectionInfo) connectionInfo!: Record<
    string,
    unknown
  >;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) @Check(z.boolean()) enabled?: boolean | null;
}

@InputType({
  description:
    'Omitted fields stay unchanged. connection_info keys override the saved ones (null resets a key to its default); ' +
    'an omitted password keeps the saved one. Changing the type needs a whole connection_info.',
})
export class UpdateServiceInput {
  @Field(() => String, { nullable: true, description: NEW_SCOPED_NAME_DOC }) @Check(resourceName) name?: string | null;
  @Field(() => ServiceType, { nullable: true, description: 'A new kind of data source; needs a whole connectionInfo.' })
  @Check(serviceType)
  type?: ServiceType | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Keys to change; null resets a key to its default; the password is kept if omitted.',
  })
  @Check(connectionInfo)
  connectionInfo?: Record<string, unknown> | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the service is in use.' })
  @Check(z.boolean())
  enabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
