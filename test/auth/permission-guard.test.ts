import { Query, Resolver } from 'type-graphql';
import { domains } from '../../src/domains';
import { buildMapgateSchema } from '../../src/graphql/schema';

@Resolver()
class ForgottenResolver {
  @Query(() => String)
  forgottenField(): string {
    return 'open to anyone';
  }
}

describe('one authorization layer for every operation', () => {
  it('refuses to build a schema with a root field that has no @Authorized', () => {
    domains.push({ name: 'forgotten', resolvers: [ForgottenResolver], routes: [], register: () => {} });
    try {
      expect(() => buildMapgateSchema()).toThrow('root fields without @Authorized: forgottenField');
    } finally {
      domains.pop();
    }
  });

  it('builds the real schema, where every root field is authorized', () => {
    expect(() => buildMapgateSchema()).not.toThrow();
  });
});
