import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { StyleDiagnostic } from '../styles';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';
import {
  CREATED_AT_DOC,
  DEFAULT_FALSE_DOC,
  DEFAULT_STYLE_CLEARABLE_DOC,
  DEFAULT_TRUE_DOC,
  FREE_TEXT_CLEARABLE_DOC,
  FREE_TEXT_DOC,
  FREE_TEXT_OR_NULL_DOC,
  TITLE_CLEARABLE_DOC,
  TITLE_DOC,
  TITLE_OR_NULL_DOC,
  VERSIONED_UPDATED_AT_DOC,
  WORKSPACE_ID_DOC,
} from '../descriptions';
import { z } from 'zod';
import { matching, RESOURCE_NAME, textUpTo } from '../../base/validate';
import { Check, schemaOf } from '../../base/shape';

/** Porter-Duff and blending operations, as map servers (GeoServer, MapLibre) name them. */
export const COMPOSITES = [
  'copy',
  'destination',
  'source-over',
  'destination-over',
  'source-in',
  'destination-in',
  'source-out',
  'destination-out',
  'source-atop',
  'destination-atop',
  'xor',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
] as const;
export type Composite = (typeof COMPOSITES)[number];

const publicId = matching(RESOURCE_NAME);
const workspaceRef = z.string().min(1, 'must not be empty').max(128, 'must be at most 128 characters');

const OPACITY_DOC = '0-1; default 1.';

const PUBLIC_DOC = 'Whether map clients may use the group without a credential.';

const RESOURCE = 'A layer of the workspace (by name) or another layer group of it (by public_id).';

@ObjectType({ description: 'One member of a layer group: a layer or another group, drawn with its style and opacity.' })
export class LayerGroupMember {
  @Field({ description: `${RESOURCE} \`resource\` is the layer or group itself.` }) resourceName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The name of its style, a style of the workspace (layer members only); `style` is the style itself.',
  })
  styleName?: string | null;
  @Field(() => [StyleDiagnostic], {
    nullable: true,
    description:
      "Warnings: each place its style names an attribute its layer's table does not have (as Layer.defaultStyleWarnings); " +
      'null unless it is a layer with a style, both known.',
  })
  styleWarnings?: StyleDiagnostic[] | null;
  /** Ids behind the names, for the graph's `resource` and `style` edges and its member pages (not fields). */
  id?: string;
  layerId?: string | null;
  memberGroupId?: string | null;
  styleId?: string | null;
  @Field(() => Float, { description: OPACITY_DOC }) opacity!: number;
  @Field(() => String, { nullable: true, description: 'Compositing operation, e.g. multiply.' }) composite?:
    string | null;
}

@ObjectType({
  implements: Node,
  description: 'Layers and nested groups drawn together, bottom to top (docs/rules.md §6).',
})
export class LayerGroup {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: WORKSPACE_ID_DOC }) workspaceId!: string;
  @Field({ description: 'Unique in the workspace, and distinct from its layer names.' }) publicId!: string;
  @Field(() => String, { nullable: true, description: TITLE_OR_NULL_DOC }) title?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_OR_NULL_DOC }) description?: string | null;
  @Field({ description: 'Whether the group is published; false keeps it unpublished.' }) enabled!: boolean;
  @Field({ description: PUBLIC_DOC }) public!: boolean;
  @Field(() => [LayerGroupMember], { description: 'Bottom to top.' }) members!: LayerGroupMember[];
  @Field(() => String, {
    nullable: true,
    description: 'The name of its default style, a style of the workspace; `defaultStyle` is the style itself.',
  })
  defaultStyleName?: string | null;
  /** The default style's id, for the graph's `defaultStyle` edge (not a field). */
  defaultStyleId?: string | null;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: VERSIONED_UPDATED_AT_DOC }) updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

@InputType({ description: 'One member of a layer group, in drawing order (bottom first).' })
export class LayerGroupMemberInput {
  @Field({ description: RESOURCE }) @Check(workspaceRef) resource!: string;
  @Field(() => String, {
    nullable: true,
    description: 'A style name of the workspace (layer members only); default none.',
  })
  @Check(workspaceRef)
  style?: string | null;
  @Field(() => Float, { nullable: true, description: OPACITY_DOC })
  @Check(z.number().min(0, 'must be between 0 and 1').max(1, 'must be between 0 and 1'))
  opacity?: number | null;
  @Field(() => String, { nullable: true, description: 'Compositing operation, e.g. multiply; default none.' })
  @Check(z.enum(COMPOSITES, { error: `must be one of ${COMPOSITES.join(', ')}` }))
  composite?: Composite | null;
}

const members = z.array(schemaOf(LayerGroupMemberInput)).max(256, 'must hold at most 256 members');

@InputType({ description: 'A new layer group.' })
export class CreateLayerGroupInput implements Pick<LayerGroup, 'publicId'> {
  @Field({ description: `${RESOURCE_NAME.source}` }) @Check(publicId) publicId!: string;
  @Field(() => String, { nullable: true, description: TITLE_DOC }) @Check(textUpTo(256)) title?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_DOC }) @Check(textUpTo(4096)) description?:
    string | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) @Check(z.boolean()) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC }) @Check(z.boolean()) public?: boolean | null;
  @Field(() => [LayerGroupMemberInput], { nullable: true, description: 'Bottom to top; default none.' })
  @Check(members)
  members?: LayerGroupMemberInput[] | null;
  @Field(() => String, { nullable: true, description: 'A style name of the workspace.' })
  @Check(workspaceRef)
  defaultStyle?: string | null;
}

@InputType({
  description:
    'Omitted fields stay unchanged; null clears title, description and default_style; members replaces the list.',
})
export class UpdateLayerGroupInput {
  @Field(() => String, {
    nullable: true,
    description: 'A new public_id, unique in the workspace and distinct from its layer names.',
  })
  @Check(publicId)
  publicId?: string | null;
  @Field(() => String, { nullable: true, description: TITLE_CLEARABLE_DOC }) @Check(textUpTo(256)) title?:
    string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_CLEARABLE_DOC }) @Check(textUpTo(4096)) description?:
    string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the group is published.' })
  @Check(z.boolean())
  enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: PUBLIC_DOC }) @Check(z.boolean()) public?: boolean | null;
  @Field(() => [LayerGroupMemberInput], {
    nullable: true,
    description: 'Replaces the whole member list, bottom to top.',
  })
  @Check(members)
  members?: LayerGroupMemberInput[] | null;
  @Field(() => String, { nullable: true, description: DEFAULT_STYLE_CLEARABLE_DOC })
  @Check(workspaceRef)
  defaultStyle?: string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
