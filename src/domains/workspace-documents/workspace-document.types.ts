import { GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';

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

@ObjectType({ description: 'Why a workspace document run failed: the error its operation would have answered.' })
export class WorkspaceDocumentRunError {
  @Field({ description: 'The error code (PRECONDITION_FAILED for an If-Match or expected plan that no longer held).' })
  code!: string;

  @Field({ description: 'What went wrong.' })
  message!: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'The error details, as an error answer has them.' })
  details?: Record<string, unknown> | null;
}

@ObjectType({
  description:
    'An export or an apply of a workspace document, run by a worker rather than inside the request (docs/workspace-documents.md, "Runs").',
})
export class WorkspaceDocumentRun {
  @Field({ description: 'The run id (REST: id, the last segment of its Location).' })
  runId!: string;

  @Field({ description: 'export or apply.' })
  kind!: string;

  @Field({ description: 'queued, running, succeeded or failed.' })
  status!: string;

  @Field({ description: 'The workspace the run acts on, by name.' })
  workspace!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'While queued or running: seconds to wait before reading the run again (REST: Retry-After).',
  })
  retryAfter?: number | null;

  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'A succeeded export: the workspace document (no secrets).',
  })
  document?: Record<string, unknown> | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "A succeeded run: the workspace's version (an export: the one its document was read at, its ETag; an apply: after it).",
  })
  workspaceVersion?: number | null;

  @Field(() => WorkspacePlan, { nullable: true, description: 'A succeeded apply: the plan it carried out.' })
  plan?: WorkspacePlan | null;

  @Field(() => WorkspaceDocumentRunError, {
    nullable: true,
    description:
      'A failed run: why. A queued or running one: the error of its last attempt, when neither the database nor the secret key could serve it (it is tried again, three times in all).',
  })
  error?: WorkspaceDocumentRunError | null;

  @Field(() => String, { nullable: true, description: 'Who asked for the run.' })
  createdBy?: string | null;

  @Field({ description: 'When the run was asked for.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a worker first took it.' })
  startedAt?: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it ended (succeeded or failed).' })
  finishedAt?: Date | null;
}
