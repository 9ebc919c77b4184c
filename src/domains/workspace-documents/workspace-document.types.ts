import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A workspace as a document (docs/workspace-documents.md).' })
export class WorkspaceExport {
  @Field(() => GraphQLJSONObject, {
    description: 'The workspace document: settings, services (no passwords), styles, layers, layer groups.',
  })
  document!: Record<string, unknown>;

  @Field(() => Int, { description: "The workspace's version (the ETag; send it as If-Match to apply)." })
  version!: number;
}

@ObjectType({ description: 'One field of an update: before and after (a password only shows that it changes).' })
export class WorkspaceFieldChange {
  @Field({ description: 'The field, as the document spells it (connection_info.port).' })
  field!: string;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The value now (null when unset).' })
  from!: unknown;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The value the document asks for (null when unset).' })
  to!: unknown;
}

@ObjectType({ description: 'One change of a plan.' })
export class WorkspaceChange {
  @Field({ description: 'create, update or delete.' })
  action!: string;

  @Field({
    description: 'workspace, service, style, layer, layer_group, ogc_features, ogc_tiles, claim_mapping or api_key.',
  })
  kind!: string;

  @Field({ description: 'The name of what changes (a layer group: its public_id).' })
  name!: string;

  @Field(() => [WorkspaceFieldChange], { nullable: true, description: 'For an update: the fields that change.' })
  fields?: WorkspaceFieldChange[];
}

@ObjectType({ description: 'Something the workspace has and the document does not (deleted only with prune).' })
export class WorkspaceResourceRef {
  @Field({ description: 'service, style, layer, layer_group, claim_mapping or api_key.' })
  kind!: string;

  @Field({ description: 'Its name (a layer group: its public_id).' })
  name!: string;
}

@ObjectType({ description: 'An API key an apply created, with its secret: the only time it is ever shown.' })
export class WorkspaceCreatedKey {
  @Field({ description: 'Its name.' })
  name!: string;

  @Field({ description: 'Its role.' })
  roleId!: string;

  @Field({ description: 'The key itself.' })
  key!: string;
}

@ObjectType({ description: 'What applying a workspace document changes, in the order an apply makes the changes.' })
export class WorkspacePlan {
  @Field(() => Int, { description: "The workspace's version the plan was made against (after an apply: the new one)." })
  version!: number;

  @Field(() => [WorkspaceChange], {
    description: 'Creates and updates in dependency order, then deletes (with prune).',
  })
  changes!: WorkspaceChange[];

  @Field(() => [WorkspaceResourceRef], {
    description: 'What the workspace has and the document does not, kept because prune was not asked for.',
  })
  unmanaged!: WorkspaceResourceRef[];

  @Field({ description: 'The plan as text, like `terraform plan`.' })
  text!: string;

  @Field({
    description:
      'A digest of the changes and of what stays unmanaged: give it to applyWorkspace as expectedPlan to apply exactly this plan.',
  })
  digest!: string;

  @Field(() => [WorkspaceCreatedKey], {
    nullable: true,
    description: 'After an apply with revealKeys: the API keys it created, with their secrets (shown this once).',
  })
  createdKeys?: WorkspaceCreatedKey[];
}
