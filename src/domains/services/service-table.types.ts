import { Field, Float, Int, ObjectType } from 'type-graphql';
import type { DiscoveredTable, TableColumn } from './postgis-catalog';

@ObjectType('TableColumn', { description: 'A column of a discovered table.' })
export class TableColumnType implements TableColumn {
  @Field({ description: 'The column name, as stored (unquoted).' }) name!: string;
  @Field({ description: 'Its type as PostgreSQL names it (format_type), e.g. "integer", "geometry(Point,4326)".' })
  type!: string;
}

@ObjectType({
  description:
    'One geometry or geography column of a table, view, materialized view or foreign table in the schemas of a ' +
    'PostGIS service, or one layer of a file service (docs/data-plane.md, "Discovery and publishing"). ' +
    'A table with two geometry columns appears once per column.',
})
export class ServiceTable implements DiscoveredTable {
  @Field({ description: 'Schema-qualified name, "public.roads"; the layer name for a file service.' }) name!: string;
  @Field({ description: 'The schema (empty for a file service).' }) schema!: string;
  @Field({ description: 'The table, view or file layer name.' }) table!: string;
  @Field(() => String, { description: 'table, view, materialized_view, foreign_table (PostGIS) or file.' })
  kind!: DiscoveredTable['kind'];
  @Field({ description: 'The geometry or geography column (empty when a file does not say).' })
  geometryColumn!: string;
  @Field({ description: 'POINT, LINESTRING, MULTIPOLYGON, ... or GEOMETRY when any type may occur.' })
  geometryType!: string;
  @Field(() => Int, { description: 'The SRID of the column; 0 when unknown.' }) srid!: number;
  @Field({ description: 'True for a geography column.' }) geography!: boolean;
  @Field(() => Float, {
    nullable: true,
    description: 'Estimated row count (pg_class.reltuples); null when the table was never analyzed, and for views.',
  })
  estimatedRows!: number | null;
  @Field(() => [Float], {
    nullable: true,
    description:
      'Estimated extent [minx, miny, maxx, maxy] in CRS84 (ST_EstimatedExtent, transformed); null when unknown ' +
      '(never analyzed, a view, a geography column, SRID 0).',
  })
  extent!: [number, number, number, number] | null;
  @Field(() => String, { nullable: true, description: 'The single-column primary key, else null.' })
  idColumn!: string | null;
  @Field(() => [TableColumnType], { description: 'Every other column, in table order.' }) columns!: TableColumn[];
  @Field(() => [String], { description: 'Names of the layers of this service that publish this table and column.' })
  layers!: string[];
}
