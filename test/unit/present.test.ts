import { Field, ObjectType } from 'type-graphql';
import { presenter } from '../../src/base/present';

// A resource's presentation is said once (src/base/present.ts): the object type's properties come from the
// row's columns of the same name, the rules say only what differs, and no other column leaves.

@ObjectType('PresentTestBase')
class Base {
  @Field() id!: string;
}

@ObjectType('PresentTestThing')
class Thing extends Base {
  @Field() name!: string;
  @Field() revoked!: boolean;
  @Field(() => String, { nullable: true }) note?: string | null;
  /** Read by an edge, not a field. */
  ownerId?: string | null;
}

interface ThingRow {
  id: string;
  name: string;
  revokedAt: Date | null;
  note: string | null;
  ownerId: string | null;
  secretHash: string;
}

const row: ThingRow = { id: 'i', name: 'n', revokedAt: null, note: null, ownerId: 'o', secretHash: 'h' };

describe('presenter', () => {
  const present = presenter<ThingRow, Thing>(Thing, { revoked: (r) => r.revokedAt !== null });

  it('copies every property the type declares, base class first, and applies the rules', () => {
    const out = present(row);
    expect(out).toEqual({ id: 'i', name: 'n', revoked: false, note: null, ownerId: 'o' });
    expect(Object.keys(out)).toEqual(['id', 'name', 'revoked', 'note', 'ownerId']);
  });

  it('lets no other column leave', () => {
    expect(present({ ...row, secretHash: 'other' })).not.toHaveProperty('secretHash');
    expect(present({ ...row, revokedAt: new Date() }).revoked).toBe(true);
  });

  it('needs a rule for each field no column fills (the compiler asks for it)', () => {
    // @ts-expect-error revoked has no column of its name, so its rule is required
    const ruleless = presenter<ThingRow, Thing>(Thing, {});
    expect(ruleless(row).revoked).toBeUndefined();
  });

  it('lets a rule replace a column of the same name', () => {
    const renamed = presenter<ThingRow, Thing>(Thing, { revoked: () => true, name: (r) => r.name.toUpperCase() });
    expect(renamed(row)).toMatchObject({ name: 'N', revoked: true });
  });
});
