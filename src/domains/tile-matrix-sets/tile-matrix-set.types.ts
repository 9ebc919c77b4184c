import { Node } from '../node';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { VERSION_DOC } from '../versions';
import type { TileMatrixSetDefinition } from './tile-matrix-set.definition';
import { CREATED_AT_DOC, UPDATED_AT_DOC } from '../descriptions';

const DEFINITION =
  'The OGC TMS 2.0 JSON document (id, title, uri, crs, orderedAxes, wellKnownScaleSet, boundingBox, ' +
  "tileMatrices); its member names are the standard's, camelCase on REST too.";

@ObjectType({
  implements: Node,
  description: 'A tile matrix set known to mapgate: built in (immutable) or custom.',
})
export class TileMatrixSet {
  @Field({
    name: 'databaseId',
    description:
      'The set identifier, e.g. WebMercatorQuad (the id of its OGC TMS document), as REST takes it; `id` is its global id.',
  })
  id!: string;
  @Field({ description: 'A human title, from the definition.' }) title!: string;
  @Field({ description: 'The CRS URI of the definition.' }) crs!: string;
  @Field({ description: 'WebMercatorQuad and WorldCRS84Quad are built in and cannot be changed or deleted.' })
  builtin!: boolean;
  @Field(() => GraphQLJSONObject, { description: DEFINITION }) definition!: TileMatrixSetDefinition;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: UPDATED_AT_DOC }) updatedAt!: Date;
}

@ObjectType({ description: "OGC TMS 2.0 documents, as docs/rules.md §10's TileMatrixSetDefinitions." })
export class TileMatrixSetDefinitions {
  @Field(() => [GraphQLJSONObject], { description: DEFINITION }) tileMatrixSets!: TileMatrixSetDefinition[];
}
