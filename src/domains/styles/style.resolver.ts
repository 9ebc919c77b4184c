import { Arg, Authorized, Int, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { EXPECTED_VERSION_DOC } from '../versions';
import { WORKSPACE_ADMIN } from '../../auth/permissions';
import { WorkspaceId } from '../workspace-id';
import {
  CreateStyleInput,
  Style,
  StyleValidation,
  StyleTemplate,
  type StyleWithBody,
  UpdateStyleInput,
  ValidateStyleInput,
} from './style.types';
import { StyleService } from './style.service';
import { STYLE_TEMPLATES } from './style.templates';
import { CREATE_INPUT_DOC, UPDATE_INPUT_DOC } from '../descriptions';

const STYLE_ARG_DOC = 'The style, by name.';

@Resolver(() => Style)
export class StyleResolver {
  constructor(private readonly service: StyleService) {}

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => [Style], {
    description: 'The styles of a workspace by name; a body is read only when `body` is selected.',
  })
  styles(@WorkspaceId() workspaceId: string): Promise<Style[]> {
    return this.service.list(workspaceId);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => Style, { nullable: true, description: 'A style of the workspace by name (its body read with it).' })
  style(
    @WorkspaceId() workspaceId: string,
    @Arg('style', { description: STYLE_ARG_DOC }) style: string,
  ): Promise<StyleWithBody> {
    return this.service.get(workspaceId, style);
  }

  @Authorized()
  @Query(() => [StyleTemplate], {
    description: 'A template per style format: a small valid style to start from, in the order of StyleFormat.',
  })
  styleTemplates(): StyleTemplate[] {
    return Object.entries(STYLE_TEMPLATES).map(([format, body]) => ({ format, body }));
  }

  @Authorized(WORKSPACE_ADMIN)
  @Query(() => StyleValidation, {
    description:
      'Checks a style body as createStyle and updateStyle would, without saving it: the diagnostics (line, column, message) come back as the answer. Same permission as saving a style in the workspace.',
  })
  async validateStyle(
    // The workspace is resolved for its authorization and its 404, as when saving.
    @WorkspaceId() _workspaceId: string,
    @Arg('input', { description: 'The format and the body to check.' }) input: ValidateStyleInput,
  ): Promise<StyleValidation> {
    return this.service.validate(input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Style, { description: 'Creates a style; its body must be valid for its format.' })
  createStyle(
    @WorkspaceId() workspaceId: string,
    @Arg('input', { description: CREATE_INPUT_DOC }) input: CreateStyleInput,
  ): Promise<StyleWithBody> {
    return this.service.create(workspaceId, input);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => Style, { description: 'Updates a style by name (docs/rules.md §10 operation 10).' })
  updateStyle(
    @WorkspaceId() workspaceId: string,
    @Arg('style', { description: STYLE_ARG_DOC }) style: string,
    @Arg('input', { description: UPDATE_INPUT_DOC }) input: UpdateStyleInput,
  ): Promise<StyleWithBody> {
    const { expectedVersion, ...changes } = input;
    return this.service.update(workspaceId, style, changes, expectedVersion);
  }

  @Authorized(WORKSPACE_ADMIN)
  @Mutation(() => DeletePayload('Style'), {
    description: 'Deletes a style (409 while a layer or layer group uses it).',
  })
  async deleteStyle(
    @WorkspaceId() workspaceId: string,
    @Arg('style', { description: STYLE_ARG_DOC }) style: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: EXPECTED_VERSION_DOC })
    expectedVersion: number | null | undefined,
  ): Promise<Deleted> {
    return deleted('Style', await this.service.delete(workspaceId, style, expectedVersion));
  }
}
