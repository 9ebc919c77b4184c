import { Field, Int, ObjectType } from 'type-graphql';
import { WORKSPACE_ID_DOC } from '../descriptions';

@ObjectType({
  description:
    'One piece of orphan state (a row or a tile directory whose owner no longer exists), or a layer whose table, ' +
    'geometry column or database is gone (drift).',
})
export class IntegrityIssue {
  @Field({
    description:
      '"catalog" (a database row), "tile_cache" (a directory of the persistent tile cache) or "source" (a layer ' +
      'whose data source drifted: docs/data-plane.md, "Drift").',
  })
  store!: string;
  @Field({
    description:
      'What the orphan is: claim_mapping, api_key, browser_session, service, style, layer, layer_group, ' +
      'layer_group_member, workspace_settings, tile_cache_job, tile_cache_job_chunk or tile_directory.',
  })
  kind!: string;
  @Field({ description: 'Row id, or the directory path relative to the tile cache root.' }) id!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The orphan’s name when it has one (layer, style, ...); null otherwise.',
  })
  name?: string | null;
  @Field(() => String, { nullable: true, description: WORKSPACE_ID_DOC }) workspaceId?: string | null;
  @Field({ description: 'Which owner is missing, and what a repair does.' }) reason!: string;
}

@ObjectType({ description: 'docs/rules.md §6 IntegrityReport: orphan state of the catalog and the tile cache.' })
export class IntegrityReport {
  @Field({ description: 'True when there are no issues.' }) healthy!: boolean;
  @Field(() => [IntegrityIssue], { description: 'Every orphan found (after a repair: those left, normally none).' })
  issues!: IntegrityIssue[];
  @Field(() => Int, {
    nullable: true,
    description: 'Rows and directories a repair removed or cleared; null for a plain report.',
  })
  repaired?: number | null;
}
