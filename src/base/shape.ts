import { getMetadataStorage } from 'type-graphql';
import { z } from 'zod';
import { snake, type SnakeCase } from './spelling';

/*
 * An input's shape, said once: each field of a type-graphql @InputType class carries its check beside its
 * @Field (`@Check(z.string().max(2048, '...'))`), and schemaOf(Class) builds the zod object that services
 * hand to parseInput. The GraphQL type, its SDL and descriptions stay type-graphql's; the REST body is
 * turned into the same GraphQL input (src/rest), so both surfaces are checked by this one schema.
 */

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- a class, as type-graphql keys it
type Class = Function;
type Refinement = (value: unknown, ctx: z.RefinementCtx) => void;

const checks = new Map<Class, Map<string, z.ZodType>>();
const refinements = new Map<Class, Refinement[]>();
/** The check of each orDefault, and the classes of each object that objectOf built: read by documentOf. */
const defaulted = new WeakMap<z.ZodType, z.ZodType>();
const built = new WeakMap<z.ZodType, Class[]>();

/**
 * The check of one input field. A nullable field's check is made nullish (absent or null passes) unless it
 * already says what absence means itself (`.optional()` where null must be refused, `.nullish()`).
 * The compiler holds the check's output to the field's type.
 */
export function Check<V>(check: z.ZodType<V>) {
  return <K extends string>(target: { [P in K]?: V | null }, key: K): void => {
    const cls = (target as object).constructor;
    let own = checks.get(cls);
    if (!own) checks.set(cls, (own = new Map()));
    own.set(key, check);
  };
}

/**
 * A rule over several fields of an input class (a zod superRefine), kept next to the class it checks
 * and run by schemaOf after the fields' own checks pass.
 */
export function CheckAll<T>(rule: (value: T, ctx: z.RefinementCtx) => void) {
  return (cls: abstract new () => T): void => {
    const check: Refinement = (value, ctx) => rule(value as T, ctx);
    refinements.set(cls, [...(refinements.get(cls) ?? []), check]);
  };
}

/** The classes from the base class down to `cls` (type-graphql keeps a field on the class that declares it). */
export function lineage(cls: Class): Class[] {
  const chain: Class[] = [];
  for (let c: unknown = cls; typeof c === 'function' && c !== Function.prototype; c = Object.getPrototypeOf(c))
    chain.unshift(c as Class);
  return chain;
}

/** Whether type-graphql declares `key` of `cls` (or of a base class) nullable. */
function nullable(chain: Class[], key: string): boolean {
  const field = getMetadataStorage().fields.find((f) => chain.includes(f.target) && f.name === key);
  if (!field) throw new Error(`@Check on ${key}, which is not a @Field of ${chain[chain.length - 1].name}`);
  return field.typeOptions.nullable === true;
}

export interface SchemaOptions<R> {
  /** Fields that the GraphQL type leaves nullable but this use of the input needs. */
  required?: readonly R[];
}

/**
 * The zod object of an input class: every field that has a @Check, in declaration order (base class
 * first), then the class's @CheckAll rules. Fields without a check are left out, as zod leaves out keys
 * it does not know.
 */
export function schemaOf<T, R extends keyof T & string = never>(
  cls: abstract new () => T,
  options: SchemaOptions<R> = {},
): z.ZodType<Checked<T, R>> {
  return objectOf(lineage(cls), options.required ?? []) as z.ZodType<Checked<T, R>>;
}

function objectOf(chain: Class[], required: readonly string[]): z.ZodType {
  const shape: Record<string, z.ZodType> = {};
  for (const c of chain)
    for (const [key, check] of checks.get(c) ?? []) {
      const asIs = !nullable(chain, key) || required.includes(key);
      shape[key] = asIs || check.safeParse(undefined).success ? check : check.nullish();
    }
  const rules = chain.flatMap((c) => refinements.get(c) ?? []);
  const object = z.object(shape);
  const checked = rules.length
    ? object.superRefine((value, ctx) => {
        for (const rule of rules) rule(value, ctx);
      })
    : object;
  built.set(checked, chain);
  return checked;
}

/**
 * The check of a member of a whole stored value (a settings document that a PUT replaces): absent or null,
 * the member takes `fallback()`, so parsing `{}` gives the value before the first PUT.
 */
export function orDefault<T>(check: z.ZodType<T>, fallback: () => T): z.ZodType<T> {
  const withDefault = check.nullish().transform((v): T => v ?? fallback());
  defaulted.set(withDefault, check);
  return withDefault;
}

/** A class's fields as a plain object type, nested classes too: how a JSON value of that shape is typed. */
export type Plain<T> = T extends readonly (infer U)[]
  ? Plain<U>[]
  : T extends object
    ? { [K in keyof T]: Plain<T[K]> }
    : T;

/**
 * The zod object of an input class that states a whole stored value (a PUT replaces it): the input's
 * checks, each of which fills its default (orDefault), so that the output is complete and has the fields of
 * `stored`, the object type the value is read back as, less `except` (what the store adds itself, such as
 * a version). One declaration then gives the GraphQL input, the REST body's check, the defaults and the
 * stored JSON's type; a field without a default or a field the two classes do not share is refused here,
 * when the schema is built.
 */
export function storedSchemaOf<T, O, E extends keyof O & string = never>(
  input: abstract new () => T,
  stored: abstract new () => O,
  except: readonly E[] = [],
): z.ZodType<Plain<Omit<O, E>>> {
  const chain = lineage(input);
  const own = chain.flatMap((c) => [...(checks.get(c) ?? [])]);
  const lacking = own.filter(([, check]) => !check.safeParse(undefined).success).map(([key]) => key);
  if (lacking.length) throw new Error(`${input.name}: ${lacking.join(', ')} take no default (orDefault)`);
  const storedChain = lineage(stored);
  const wanted = getMetadataStorage()
    .fields.filter((f) => storedChain.includes(f.target) && !except.some((e) => e === f.name))
    .map((f) => f.name);
  const keys = own.map(([key]) => key);
  const odd = [...wanted.filter((k) => !keys.includes(k)), ...keys.filter((k) => !wanted.includes(k))];
  if (odd.length) throw new Error(`${input.name} and ${stored.name} differ in ${odd.join(', ')}`);
  return objectOf(chain, []) as z.ZodType<Plain<Omit<O, E>>>;
}

/** What a checked input holds: the class's fields (those without a check are absent), `R` made required. */
export type Checked<T, R extends keyof T = never> = Omit<T, R> & { [K in R]-?: NonNullable<T[K]> };

/** Classes that carry a @Check but are no @InputType (a check put on the wrong class by mistake). */
export function strayChecks(): string[] {
  const inputs = new Set(getMetadataStorage().inputTypes.map((t) => t.target));
  return [...checks.keys()].filter((c) => !inputs.has(c)).map((c) => c.name);
}

/**
 * An input class's members as a document writes them (docs/workspace-documents.md): snake_case, each one
 * optional and checked by its own check without its default (an omitted member is left out, and what it
 * means is the document's to say), not null, described as its @Field; a nested input class likewise (not a
 * list of them). Every checked member is there but those in `leave`, which the document spells its own way;
 * a member without a check must be in `leave`, so that the type says what the schema holds. The classes'
 * @CheckAll rules are not carried: they judge a whole value, which the document's reader checks once it
 * has one. A check that documentOf cannot take apart (one that accepts null or absence itself, a list of
 * input classes) is refused when the schema is built.
 */
export function documentOf<T, L extends keyof T & string = never>(
  cls: abstract new () => T,
  leave: readonly L[] = [],
): z.ZodObject<DocumentShape<Spelled<Omit<T, L>>>, z.core.$strict> {
  // The members follow the class's metadata, which the compiler cannot see: the type is the class's.
  return documentObject(lineage(cls), leave) as z.ZodObject<DocumentShape<Spelled<Omit<T, L>>>, z.core.$strict>;
}

type DocumentShape<S> = { [K in keyof S]-?: z.ZodOptional<z.ZodType<NonNullable<S[K]>>> };

function documentObject(chain: Class[], leave: readonly string[]) {
  const fields = getMetadataStorage().fields.filter((f) => chain.includes(f.target) && !leave.includes(f.name));
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const where = `${chain[chain.length - 1].name}.${field.name}`;
    // The nearest class's check, as objectOf takes it.
    const own = chain.map((c) => checks.get(c)?.get(field.name)).findLast((c) => c !== undefined);
    if (!own) throw new Error(`${where} has no check: leave it to the document`);
    let check = defaulted.get(own) ?? own;
    const nested = built.get(check);
    if (nested) check = documentObject(nested, []);
    else if (check instanceof z.ZodNullable && !check.def.checks?.length) check = check.unwrap() as z.ZodType;
    // What documentOf cannot take apart is refused here, when the schema is built, not let through as is.
    if (check.safeParse(null).success || check.safeParse(undefined).success)
      throw new Error(`${where}: its check says itself what null or absence means`);
    if (
      (check instanceof z.ZodObject && !nested) ||
      (check instanceof z.ZodArray && built.has(check.element as z.ZodType))
    )
      throw new Error(`${where}: an object that is not an input class's, or a list of input classes`);
    const described = field.description ? check.describe(field.description) : check;
    shape[snake(field.name)] = described.optional();
  }
  return z.strictObject(shape);
}

/** A class's fields as documentOf writes them: snake_case, optional, not null, nested classes too. */
export type Spelled<T> = T extends readonly (infer U)[]
  ? Spelled<U>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeCase<K> : never]?: Spelled<NonNullable<T[K]>> }
    : T;
