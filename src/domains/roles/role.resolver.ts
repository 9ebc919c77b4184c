import { Arg, Authorized, Mutation, Query, Resolver } from 'type-graphql';
import { DeletePayload, deleted, type Deleted } from '../deleted';
import { SUPER_ADMIN } from '../../auth/permissions';
import { CreateRoleInput, Role } from './role.types';
import { RoleService } from './role.service';
import { CREATE_INPUT_DOC } from '../descriptions';

@Resolver(() => Role)
export class RoleResolver {
  constructor(private readonly service: RoleService) {}

  @Authorized()
  @Query(() => [Role], { description: 'Every role: the built-ins strongest first, then custom roles by id.' })
  roles(): Promise<Role[]> {
    return this.service.list();
  }

  @Authorized()
  @Query(() => Role, { nullable: true, description: 'A role by id; null (and NOT_FOUND) when there is none.' })
  role(@Arg('role', { description: 'The role id, e.g. editor.' }) role: string): Promise<Role> {
    return this.service.get(role);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => Role, { description: 'Adds a custom role.' })
  createRole(@Arg('input', { description: CREATE_INPUT_DOC }) input: CreateRoleInput): Promise<Role> {
    return this.service.create(input);
  }

  @Authorized(SUPER_ADMIN)
  @Mutation(() => DeletePayload('Role'), {
    description: 'Deletes a custom role (409 for a built-in one, or while claim mappings or API keys use it).',
  })
  async deleteRole(@Arg('role', { description: 'The custom role id.' }) role: string): Promise<Deleted> {
    return deleted('Role', await this.service.delete(role));
  }
}
