import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EXPECTED_VERSION_DOC } from '../versions';
import {
  DEFAULT_FALSE_DOC,
  DEFAULT_TRUE_DOC,
  LANDING_ABSTRACT_DOC,
  LANDING_ABSTRACT_INPUT_DOC,
  LANDING_TITLE_DOC,
  LANDING_TITLE_INPUT_DOC,
  SETTINGS_VERSION_DOC,
  WHOLE_SETTINGS_INPUT_DOC,
} from '../descriptions';

@ObjectType({ description: 'OGC API - Features settings of a workspace (docs/rules.md §6).' })
export class OGCAPISettings {
  @Field({ description: 'Whether the workspace offers OGC API - Features.' }) enabled!: boolean;
  @Field({ description: 'Whether OGC API - Features may be used without a credential.' }) public!: boolean;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_DOC }) title?: string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_DOC }) abstract?: string | null;
  @Field(() => Int, { description: 'Page size when a request names none; 1-10, at most limit_max.' })
  limitDefault!: number;
  @Field(() => Int, { description: 'Largest page size a request may ask for; 1-1000.' }) limitMax!: number;
  @Field(() => Int, { description: 'Largest offset of a paged request; 0 = no limit.' }) maxOffset!: number;
  @Field(() => Int, {
    description: SETTINGS_VERSION_DOC,
  })
  version!: number;
}

@InputType({ description: WHOLE_SETTINGS_INPUT_DOC })
export class UpdateOGCAPISettingsInput {
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC }) enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC }) public?: boolean | null;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_INPUT_DOC }) title?: string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_INPUT_DOC }) abstract?: string | null;
  @Field(() => Int, { nullable: true, description: 'Default 10, the server ceiling.' }) limitDefault?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 1000, the server ceiling.' }) limitMax?: number | null;
  @Field(() => Int, { nullable: true, description: 'Default 0 (no limit).' }) maxOffset?: number | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
