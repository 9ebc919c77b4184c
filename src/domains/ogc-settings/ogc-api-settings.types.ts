import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { z } from 'zod';
import { Check, orDefault } from '../../base/shape';
import { count, textUpTo } from '../../base/validate';
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

/*
 * The OGC API - Features settings of docs/rules.md §6: the object type is the stored JSON as it is read back,
 * the input type says each member's check and its default (a PUT replaces the whole object: an omitted or
 * null member takes its default). ogc-settings.schema.ts builds the one schema of both.
 */

/** Server-side page size defaults and ceilings of OGC API Features (docs/rules.md §6). */
export const FEATURES_LIMIT_DEFAULT = 10;
export const FEATURES_LIMIT_MAX = 1000;

/** The landing page's title and abstract of either settings object: default none. */
export const landingTitle = orDefault(textUpTo(256).nullable(), () => null);
export const landingAbstract = orDefault(textUpTo(4096).nullable(), () => null);

const pageSize = (fallback: number) =>
  orDefault(z.number().int('must be a whole number').min(1, 'must be at least 1'), () => fallback);

@ObjectType({ description: 'OGC API - Features settings of a workspace (docs/rules.md §6).' })
export class OGCAPISettings {
  @Field({ description: 'Whether the workspace offers OGC API - Features.' }) enabled!: boolean;
  @Field({ description: 'Whether OGC API - Features may be used without a credential.' }) public!: boolean;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_DOC }) title!: string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_DOC }) abstract!: string | null;
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
  @Field(() => Boolean, { nullable: true, description: DEFAULT_TRUE_DOC })
  @Check(orDefault(z.boolean(), () => true))
  enabled?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: DEFAULT_FALSE_DOC })
  @Check(orDefault(z.boolean(), () => false))
  public?: boolean | null;
  @Field(() => String, { nullable: true, description: LANDING_TITLE_INPUT_DOC }) @Check(landingTitle) title?:
    string | null;
  @Field(() => String, { nullable: true, description: LANDING_ABSTRACT_INPUT_DOC }) @Check(landingAbstract) abstract?:
    string | null;
  @Field(() => Int, { nullable: true, description: `Default ${FEATURES_LIMIT_DEFAULT}, the server ceiling.` })
  @Check(pageSize(FEATURES_LIMIT_DEFAULT))
  limitDefault?: number | null;
  @Field(() => Int, { nullable: true, description: `Default ${FEATURES_LIMIT_MAX}, the server ceiling.` })
  @Check(pageSize(FEATURES_LIMIT_MAX))
  limitMax?: number | null;
  // 0 = no limit on the offset of paged requests.
  @Field(() => Int, { nullable: true, description: 'Default 0 (no limit).' })
  @Check(orDefault(count, () => 0))
  maxOffset?: number | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}
