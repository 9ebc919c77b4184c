import { presentedClaims, resolveRoles, roleRank, type ResolvableMapping } from '../../src/auth/claim-roles';

const GROUP_CLAIMS = ['groups', 'roles', 'group', 'role', 'realm_access.roles', 'cognito:groups'];
const WS = '7d1f4f1e-2f0a-4c38-9d4e-0c1b2a3d4e5f';

const m = (claimName: string, claimValue: string, roleId: string, priority = 0, scope = WS): ResolvableMapping => ({
  scope,
  claimName,
  claimValue,
  roleId,
  priority,
});

describe('presentedClaims', () => {
  it('keeps strings and string arrays of the mappable claims only', () => {
    const claims = {
      groups: ['gis', 7, null, 'ops'],
      role: 'editor',
      sub: 'u1',
      email: 'a@b',
      roles: 5,
      group: { x: 1 },
    };
    expect(presentedClaims(claims, GROUP_CLAIMS)).toEqual({ groups: ['gis', 'ops'], role: 'editor' });
  });

  it('walks a dotted path into nested objects', () => {
    const claims = { realm_access: { roles: ['offline_access', 'gis-admins'] } };
    expect(presentedClaims(claims, GROUP_CLAIMS)).toEqual({ 'realm_access.roles': ['offline_access', 'gis-admins'] });
  });

  it('looks a name with a colon or dot up literally first', () => {
    expect(presentedClaims({ 'cognito:groups': ['a'] }, GROUP_CLAIMS)).toEqual({ 'cognito:groups': ['a'] });
    const both = { 'realm_access.roles': 'literal', realm_access: { roles: ['nested'] } };
    expect(presentedClaims(both, GROUP_CLAIMS)).toEqual({ 'realm_access.roles': 'literal' });
  });

  it('never reads through the prototype', () => {
    expect(presentedClaims({}, ['constructor.name', '__proto__.constructor', 'toString'])).toEqual({});
  });

  it('ignores a path that ends in an object or crosses an array', () => {
    expect(presentedClaims({ realm_access: ['roles'] }, GROUP_CLAIMS)).toEqual({});
    expect(presentedClaims({ realm_access: { roles: { a: 'b' } } }, GROUP_CLAIMS)).toEqual({});
  });
});

describe('resolveRoles', () => {
  it('higher priority wins, even over a stronger role', () => {
    const claims = { groups: ['a', 'b'] };
    const roles = resolveRoles(claims, [m('groups', 'a', 'admin', 1), m('groups', 'b', 'viewer', 5)], GROUP_CLAIMS);
    expect(roles).toEqual({ [WS]: 'viewer' });
  });

  it('negative priorities rank below the default 0', () => {
    const roles = resolveRoles(
      { groups: ['a', 'b'] },
      [m('groups', 'a', 'admin', -1), m('groups', 'b', 'viewer')],
      GROUP_CLAIMS,
    );
    expect(roles).toEqual({ [WS]: 'viewer' });
  });

  it('on equal priority the stronger role wins: super_admin > admin > editor > viewer > custom', () => {
    const claims = { groups: ['a', 'b', 'c', 'd'] };
    const all = [
      m('groups', 'a', 'auditor'),
      m('groups', 'b', 'viewer'),
      m('groups', 'c', 'editor'),
      m('groups', 'd', 'admin'),
    ];
    expect(resolveRoles(claims, all, GROUP_CLAIMS)).toEqual({ [WS]: 'admin' });
    expect(resolveRoles(claims, all.slice(0, 3), GROUP_CLAIMS)).toEqual({ [WS]: 'editor' });
    expect(resolveRoles(claims, all.slice(0, 2), GROUP_CLAIMS)).toEqual({ [WS]: 'viewer' });
    expect(roleRank('super_admin')).toBeLessThan(roleRank('admin'));
  });

  it('between custom roles of equal priority, role_id ascending wins, whatever the order given', () => {
    const claims = { groups: ['a', 'b'] };
    const ms = [m('groups', 'a', 'zeta'), m('groups', 'b', 'alpha')];
    expect(resolveRoles(claims, ms, GROUP_CLAIMS)).toEqual({ [WS]: 'alpha' });
    expect(resolveRoles(claims, [...ms].reverse(), GROUP_CLAIMS)).toEqual({ [WS]: 'alpha' });
  });

  it('resolves each scope separately, the global one under "*"', () => {
    const claims = { groups: 'gis' };
    const roles = resolveRoles(
      claims,
      [m('groups', 'gis', 'viewer', 0, '*'), m('groups', 'gis', 'admin')],
      GROUP_CLAIMS,
    );
    expect(roles).toEqual({ '*': 'viewer', [WS]: 'admin' });
  });

  it('matches a dotted-path claim', () => {
    const claims = { realm_access: { roles: ['gis-admins'] } };
    expect(resolveRoles(claims, [m('realm_access.roles', 'gis-admins', 'admin')], GROUP_CLAIMS)).toEqual({
      [WS]: 'admin',
    });
  });

  it('matches a claim whose literal name has a colon', () => {
    const claims = { 'cognito:groups': ['mappers'] };
    expect(resolveRoles(claims, [m('cognito:groups', 'mappers', 'editor')], GROUP_CLAIMS)).toEqual({ [WS]: 'editor' });
  });

  it('matches a string claim by equality and an array claim by one of its items', () => {
    expect(resolveRoles({ role: 'gis' }, [m('role', 'gis', 'editor')], GROUP_CLAIMS)).toEqual({ [WS]: 'editor' });
    expect(resolveRoles({ roles: ['x', 'gis'] }, [m('roles', 'gis', 'editor')], GROUP_CLAIMS)).toEqual({
      [WS]: 'editor',
    });
    // A space-separated string is one value, not a list.
    expect(resolveRoles({ role: 'gis ops' }, [m('role', 'gis', 'editor')], GROUP_CLAIMS)).toEqual({});
  });

  it('matches exactly only: no case folding, prefix or substring', () => {
    const ms = [
      m('groups', 'GIS', 'admin'),
      m('groups', 'gis-', 'admin'),
      m('groups', 'is', 'admin'),
      m('groups', ' gis', 'admin'),
    ];
    expect(resolveRoles({ groups: ['gis'] }, ms, GROUP_CLAIMS)).toEqual({});
  });

  it('ignores a mapping on a claim that is not mappable, even when the token has it', () => {
    const claims = { sub: 'alice', email: 'a@example.com', groups: [] };
    const ms = [m('sub', 'alice', 'admin'), m('email', 'a@example.com', 'admin', 0, '*')];
    expect(resolveRoles(claims, ms, GROUP_CLAIMS)).toEqual({});
    expect(resolveRoles(claims, ms, [...GROUP_CLAIMS, 'sub'])).toEqual({ [WS]: 'admin' });
  });

  it('ignores non-string claim values', () => {
    expect(
      resolveRoles({ groups: [1, true], role: 1 }, [m('groups', '1', 'admin'), m('role', '1', 'admin')], GROUP_CLAIMS),
    ).toEqual({});
  });

  it('is empty without mappings or claims', () => {
    expect(resolveRoles({}, [m('groups', 'a', 'admin')], GROUP_CLAIMS)).toEqual({});
    expect(resolveRoles({ groups: ['a'] }, [], GROUP_CLAIMS)).toEqual({});
  });
});
