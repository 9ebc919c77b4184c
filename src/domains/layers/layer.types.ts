import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { StyleDiagnostic } from '../styles';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';
import {
  CREATED_AT_DOC,
  DEFAULT_STYLE_CLEARABLE_DOC,
  NEW_SCOPED_NAME_DOC,
  TITLE_CLEARABLE_DOC,
  TITLE_DOC,
  TITLE_OR_NULL_DOC,
  VERSIONED_UPDATED_AT_DOC,
  WORKSPACE_ID_DOC,
} from '../descriptions';
import { z } from 'zod';
import { RESOURCE_NAME } from '../../base/validate';
import { Check } from '../../base/shape';
import { resourceName } from '../names';

const table = z.string().min(1, 'must not be empty').max(256, 'must be at most 256 characters');
const title = z.string().max(1024, 'must be at most 1024 characters');
const defaultStyle = z.string().min(1, 'must not be empty');
const column = z.string().min(1, 'must not be empty').max(63, 'must be at most 63 characters');

@ObjectType({
  implements: Node,
  description: 'A dataset published from a service (a table of a database, a layer of a file).',
})
export class Layer {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: WORKSPACE_ID_DOC }) workspaceId!: string;
  @Field({ description: 'Id of the service the layer reads from.' }) serviceId!: string;
  @Field({ description: 'Unique in the workspace.' }) name!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Table (schema.table, or a bare name looked up in the service schemas in order) or layer inside the source; ' +
      'default: the name. A checked PostGIS layer stores the schema-qualified name it resolved to.',
  })
  table?: string | null;
  @Field(() => String, { nullable: true, description: TITLE_OR_NULL_DOC }) title?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The name of its default style (a style of the same workspace); `defaultStyle` is the style itself.',
  })
  defaultStyleName?: string | null;
  /** The default style's id, for the graph's `defaultStyle` edge (not a field). */
  defaultStyleId?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The geometry or geography column it publishes (REST geometry_column); filled from the table at publish, ' +
      'null when the table could not be checked (docs/data-plane.md, "Discovery and publishing").',
  })
  geometryColumn?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'POINT, MULTIPOLYGON, ... or GEOMETRY, from the table (REST geometry_type); null when not checked.',
  })
  geometryType?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'The SRID of its geometry column (0: unknown); null when not checked.',
  })
  srid?: number | null;
  @Field(() => String, {
    nullable: true,
    description: "Its feature id column (REST id_column): the one sent, else the table's single-column primary key.",
  })
  idColumn?: string | null;
  @Field(() => [Float], {
    nullable: true,
    description:
      "[minx, miny, maxx, maxy] in CRS84: the table's estimated extent at publish; null when unknown (a view, never analyzed, not checked).",
  })
  bounds?: number[] | null;
  @Field(() => [String], {
    nullable: true,
    description:
      "Its table's column names (geometry columns included), found when the table was last checked; null when not " +
      'checked (a file layer, or the database did not answer).',
  })
  attributes?: string[] | null;
  @Field(() => [StyleDiagnostic], {
    nullable: true,
    description:
      'Warnings: each place its default style names an attribute that is not among `attributes`, with the nearest ' +
      'name when one is near (at most 20; docs/styles.md, "Warnings against the data"). Empty when none; null when ' +
      'there is no default style, its table was not checked, or the style was saved before styles recorded their attributes.',
  })
  defaultStyleWarnings?: StyleDiagnostic[] | null;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: VERSIONED_UPDATED_AT_DOC }) updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType({ description: 'A new layer of a service.' })
export class CreateLayerInput implements Pick<Layer, 'name'> {
  @Field({ description: `Unique in the workspace; ${RESOURCE_NAME.source}` }) @Check(resourceName) name!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Table (schema.table) or layer inside the source; default: the name.',
  })
  @Check(table)
  table?: string | null;
  @Field(() => String, { nullable: true, description: TITLE_DOC }) @Check(title) title?: string | null;
  @Field(() => String, { nullable: true, description: 'An existing style name of this workspace.' })
  @Check(defaultStyle)
  defaultStyle?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The geometry column to publish; needed when the table has several (422 otherwise).',
  })
  @Check(column)
  geometryColumn?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The feature id column; default: the table's single-column primary key.",
  })
  @Check(column)
  idColumn?: string | null;
}

@InputType({ description: 'Omitted fields stay unchanged; null clears table, title or default_style.' })
export class UpdateLayerInput {
  @Field(() => String, { nullable: true, description: NEW_SCOPED_NAME_DOC }) @Check(resourceName) name?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Table (schema.table) or layer inside the source; null = the name.',
  })
  @Check(table)
  table?: string | null;
  @Field(() => String, { nullable: true, description: TITLE_CLEARABLE_DOC }) @Check(title) title?: string | null;
  @Field(() => String, { nullable: true, description: DEFAULT_STYLE_CLEARABLE_DOC })
  @Check(defaultStyle)
  defaultStyle?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The geometry column to publish. Sending table, geometryColumn or idColumn checks the table again.',
  })
  @Check(column)
  geometryColumn?: string | null;
  @Field(() => String, { nullable: true, description: "The feature id column; null: the table's primary key." })
  @Check(column)
  idColumn?: string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
