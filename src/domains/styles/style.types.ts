import { DATABASE_ID_DOC } from '../global-id';
import { Node } from '../node';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum, type EnumValue } from '../enums';
import { EXPECTED_VERSION_DOC, VERSION_DOC } from '../versions';
import {
  CREATED_AT_DOC,
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
import { matching, RESOURCE_NAME } from '../../base/validate';
import { Check } from '../../base/shape';
import { notUuid } from '../names';
import { STYLE_FORMATS, type StyleFormat } from './style.validation';

/** The style formats; the values are the REST spellings, which are not GraphQL names. */
export const StyleFormatValue = describedEnum(
  'StyleFormat',
  'How a style is written. REST spells the values sld_1.0.0, sld_1.1.0, se_1.1.0, css, ysld and mapbox.',
  {
    SLD_1_0_0: ['sld_1.0.0', 'OGC Styled Layer Descriptor 1.0.0 (sld_1.0.0).'],
    SLD_1_1_0: ['sld_1.1.0', 'OGC Styled Layer Descriptor 1.1.0 (sld_1.1.0).'],
    SE_1_1_0: ['se_1.1.0', 'OGC Symbology Encoding 1.1.0 (se_1.1.0).'],
    CSS: ['css', 'A CSS style sheet (css).'],
    YSLD: ['ysld', 'YAML styled layer descriptor (ysld).'],
    MAPBOX: ['mapbox', 'A Mapbox/MapLibre GL style JSON (mapbox).'],
  },
);
export type StyleFormatValue = EnumValue<typeof StyleFormatValue>;

const FORMATS = 'One of: sld_1.0.0, sld_1.1.0, se_1.1.0, css, ysld, mapbox.';

// null is refused where it cannot mean "clear" (docs/rules.md §6: only title and description clear).
const notNull = {
  error: (i: { input: unknown }) =>
    i.input === null ? 'must not be null (omit it to keep the current value)' : undefined,
};
const name = notUuid(matching(RESOURCE_NAME, z.string(notNull)));
const format = z.enum(STYLE_FORMATS, {
  error: (i) => (i.input === null ? notNull.error(i) : `must be one of ${STYLE_FORMATS.join(', ')}`),
});
const body = z.string(notNull);
const title = z.string().max(256, 'must be at most 256 characters');
const description = z.string().max(4096, 'must be at most 4096 characters');

@ObjectType({
  implements: Node,
  description:
    'A style of a workspace (docs/rules.md §6). Its body is a field like the others, read only when selected ' +
    '(one statement for every style of the answer that selects it).',
})
export class Style {
  @Field(() => String, { name: 'databaseId', description: DATABASE_ID_DOC }) id!: string;
  @Field({ description: WORKSPACE_ID_DOC }) workspaceId!: string;
  @Field({ description: `Unique in the workspace; ${RESOURCE_NAME.source}` }) name!: string;
  @Field(() => String, { nullable: true, description: TITLE_OR_NULL_DOC }) title?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_OR_NULL_DOC }) description?: string | null;
  // An enum on output; inputs keep the REST spelling as a String, so REST's 400 for an unknown
  // format stays the service's own message.
  @Field(() => StyleFormatValue, { description: 'How the body is written.' }) format!: string;
  @Field({ description: 'The body passed validation for its format.' }) valid!: boolean;
  @Field({ description: CREATED_AT_DOC }) createdAt!: Date;
  @Field({ description: VERSIONED_UPDATED_AT_DOC }) updatedAt!: Date;
  @Field(() => Int, { description: VERSION_DOC }) version!: number;
}

/**
 * A style as the service reads it with its body (get, create, update, the `styles` cache). Not a GraphQL
 * type of its own: `Style.body` and `Style.sldBody` answer from it without another read.
 */
export type StyleWithBody = Style & { body: string; sldBody: string | null };

@InputType({ description: 'A new style; its body must be valid for its format (400 with diagnostics otherwise).' })
export class CreateStyleInput implements Pick<StyleWithBody, 'name' | 'format' | 'body'> {
  @Field({ description: `Unique in the workspace; ${RESOURCE_NAME.source}` }) @Check(name) name!: string;
  @Field(() => String, { description: FORMATS }) @Check(format) format!: StyleFormat;
  @Field({ description: 'The style content, at most 1 MiB; validated for its format.' })
  @Check(z.string())
  body!: string;
  @Field(() => String, { nullable: true, description: TITLE_DOC }) @Check(title) title?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_DOC }) @Check(description) description?: string | null;
}

@InputType({
  description:
    'Omitted fields stay unchanged; null clears title or description. body and sld_body must agree ' +
    'when both are sent; changing format needs a body.',
})
export class UpdateStyleInput {
  // name, format, body and sldBody are optional, not nullish: null is refused (notNull) where it cannot mean "clear".
  @Field(() => String, { nullable: true, description: 'A new name (409 when taken or while the style is in use).' })
  @Check(name.optional())
  name?: string;
  @Field(() => String, { nullable: true, description: FORMATS }) @Check(format.optional()) format?: StyleFormat;
  @Field(() => String, { nullable: true, description: 'New content, at most 1 MiB, valid for the (new) format.' })
  @Check(body.optional())
  body?: string;
  @Field(() => String, { nullable: true, description: 'SLD XML; accepted as the body for SLD/SE formats.' })
  @Check(body.optional())
  sldBody?: string;
  @Field(() => String, { nullable: true, description: TITLE_CLEARABLE_DOC }) @Check(title) title?: string | null;
  @Field(() => String, { nullable: true, description: FREE_TEXT_CLEARABLE_DOC }) @Check(description) description?:
    string | null;
  @Field(() => Int, { nullable: true, description: EXPECTED_VERSION_DOC }) expectedVersion?: number | null;
}

@InputType({ description: 'A style body to check for its format, as a create or an update would; nothing is saved.' })
export class ValidateStyleInput {
  @Field(() => String, { description: FORMATS }) @Check(format) format!: StyleFormat;
  @Field({ description: 'The style content, at most 1 MiB.' }) @Check(body) body!: string;
}

@ObjectType({ description: 'One problem found in a style body.' })
export class StyleDiagnostic {
  @Field(() => Int, { nullable: true, description: '1-based line of the problem, when the parser knows it.' })
  line?: number;
  @Field(() => Int, { nullable: true, description: '1-based column of the problem, when the parser knows it.' })
  column?: number;
  @Field({ description: 'What is wrong.' }) message!: string;
}

@ObjectType({
  description:
    'The answer of validateStyle: the diagnostics a create or an update would refuse the body with (at most 20).',
})
export class StyleValidation {
  @Field({ description: 'True when saving this body would pass validation.' }) valid!: boolean;
  @Field(() => [StyleDiagnostic], { description: 'Every problem found, in order; empty when valid.' })
  diagnostics!: StyleDiagnostic[];
}

@ObjectType({ description: 'A small valid style to start from in one format (docs/styles.md, "Templates").' })
export class StyleTemplate {
  @Field(() => StyleFormatValue, { description: 'The format the template is written in.' }) format!: string;
  @Field({ description: 'Valid for its format; names no attribute.' }) body!: string;
}
