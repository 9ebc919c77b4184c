import { z } from 'zod';
import type { SharedTransaction } from '../transaction';
import type { Cache, CacheInvalidator } from '../../cache/cache';
import type { PrismaClient } from '../../db/client';
import { onViolation } from '../../db/violation';
import { BadRequestError, ConflictError, NotFoundError } from '../../base/errors';
import type { Prisma, Style as StyleRow } from '../../generated/prisma/client';
import { isUuid } from '../../runtime/loaders';
import { parseInput, RESOURCE_NAME } from '../../base/validate';
import { schemaOf } from '../../base/shape';
import { presenter } from '../../base/present';
import { lockName, sameNameIgnoringCase, underNameLock } from '../names';
import { checkVersion, claimVersion } from '../versions';
import { type AttributeReference, recordedAttributes } from './style.attributes';
import { assertUnused } from './style.usage';
import { type StyleFormat, assertBodySize, assertValidBody, diagnose, isSldFormat } from './style.validation';
import {
  CreateStyleInput,
  Style,
  type StyleValidation,
  type StyleWithBody,
  UpdateStyleInput,
  ValidateStyleInput,
} from './style.types';

/** Name of the in-process cache of styles with their bodies (docs/rules.md §6 CacheStats). */
export const STYLES_CACHE = 'styles';

const createSchema = schemaOf(CreateStyleInput);
const validateSchema = schemaOf(ValidateStyleInput);
const updateSchema = schemaOf(UpdateStyleInput);

/** What a list leaves unread of a style: its body and what the body names (the body is read on demand). */
const BODY_COLUMNS = { body: true, attributeRefs: true } as const;

const present = presenter<Omit<StyleRow, keyof typeof BODY_COLUMNS>, Style>(Style, {});
/** The body twice: as it is, and as sld_body when its format is SLD. */
const presentWithBody = (row: StyleRow): StyleWithBody => ({
  ...present(row),
  body: row.body,
  sldBody: isSldFormat(row.format) ? row.body : null,
});

const notFound = () => new NotFoundError('style not found');
const nameTaken = (n: string) => new ConflictError(`style "${n}" already exists in this workspace`);
/** Keys end with "/" so that invalidating one style never drops another whose name starts alike. */
const cacheKey = (workspaceId: string, styleName: string) => `${workspaceId}/${styleName}/`;

/** Styles of one workspace (by workspace id), addressed by name (docs/rules.md §10: `style` is the name). */
export class StyleService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly cache: Cache<StyleWithBody>,
    private readonly invalidator: CacheInvalidator,
  ) {}

  /** This service inside a shared transaction (src/domains/transaction.ts). */
  within(shared: SharedTransaction): StyleService {
    return new StyleService(shared.db, this.cache, shared.invalidator(this.invalidator));
  }

  async list(workspaceId: string): Promise<Style[]> {
    return this.listWhere({ workspaceIds: [workspaceId] });
  }

  /** Styles (without bodies) of several workspaces, or by id, in one statement; by name. */
  async listWhere(by: { workspaceIds?: readonly string[]; ids?: readonly string[] }): Promise<Style[]> {
    const rows = await this.prisma.style.findMany({
      where: {
        ...(by.workspaceIds ? { workspaceId: { in: [...by.workspaceIds] } } : {}),
        ...(by.ids ? { id: { in: by.ids.filter(isUuid) } } : {}),
      },
      omit: BODY_COLUMNS,
      orderBy: [{ name: 'asc' }, { id: 'asc' }],
    });
    return rows.map(present);
  }

  /**
   * The bodies of styles by id, in one statement: `Style.body` of the answers that carry none (lists,
   * `node`, edges) reads through this, batched per request (src/domains/graph/graph.loaders.ts).
   */
  async bodiesOf(ids: readonly string[]): Promise<{ id: string; body: string; sldBody: string | null }[]> {
    const rows = await this.prisma.style.findMany({
      where: { id: { in: ids.filter(isUuid) } },
      select: { id: true, body: true, format: true },
    });
    return rows.map((r) => ({ id: r.id, body: r.body, sldBody: isSldFormat(r.format) ? r.body : null }));
  }

  /** With its body, from the `styles` cache (map rendering reads styles far more often than they change). */
  get(workspaceId: string, styleName: string): Promise<StyleWithBody> {
    return this.cache.getOrLoad(cacheKey(workspaceId, styleName), async () =>
      presentWithBody(await this.find(workspaceId, styleName)),
    );
  }

  async create(workspaceId: string, input: unknown): Promise<StyleWithBody> {
    const data = parseInput(createSchema, input);
    assertBodySize('body', data.body);
    assertValidBody('body', data.format, data.body);
    // Unique regardless of case (see docs/security.md, "Names").
    const row = await underNameLock(this.prisma, 'styles', data.name, workspaceId, async (db) => {
      const taken = await sameNameIgnoringCase(db, 'styles', data.name, workspaceId);
      if (taken) throw nameTaken(taken);
      return db.style.create({
        data: {
          workspaceId,
          name: data.name,
          format: data.format,
          body: data.body,
          valid: true,
          attributeRefs: toJson(recordedAttributes(data.format, data.body)),
          title: data.title ?? null,
          description: data.description ?? null,
        },
      });
    }).catch(duplicate(data.name));
    return presentWithBody(row);
  }

  /**
   * The check a create or an update would make of a body, without saving anything: the problems come
   * back as the answer instead of a 400. An unknown format is still a 400 and an oversized body a 413,
   * as when saving, since no answer about the content could be given.
   */
  validate(input: unknown): StyleValidation {
    const data = parseInput(validateSchema, input);
    assertBodySize('body', data.body);
    const diagnostics = diagnose(data.format, data.body);
    return { valid: diagnostics.length === 0, diagnostics };
  }

  /**
   * Operation 10. Everything is checked before the one write, so a failed update changes nothing;
   * the rename checks run in the write's transaction so a concurrent layer cannot slip in between.
   */
  async update(
    workspaceId: string,
    styleName: string,
    input: unknown,
    expectedVersion?: number | null,
  ): Promise<StyleWithBody> {
    const data = parseInput(updateSchema, input);
    assertBodySize('body', data.body);
    assertBodySize('sldBody', data.sldBody);
    const row = await this.find(workspaceId, styleName);
    const newFormat = data.format ?? (row.format as StyleFormat);
    const newBody = resolveBody(row, newFormat, data);
    if (newBody) assertValidBody(newBody.field, newFormat, newBody.text);
    const rename = data.name !== undefined && data.name !== row.name ? data.name : undefined;
    const changes = {
      ...(rename ? { name: rename } : {}),
      ...(data.format !== undefined ? { format: data.format } : {}),
      ...(newBody
        ? { body: newBody.text, valid: true, attributeRefs: toJson(recordedAttributes(newFormat, newBody.text)) }
        : {}),
      // docs/rules.md §6 (fix): null clears title or description; omitted keeps them.
      ...(data.title !== undefined ? { title: data.title } : {}),
      ...(data.description !== undefined ? { description: data.description } : {}),
    };
    if (Object.keys(changes).length === 0) {
      await checkVersion(this.prisma, 'styles', row.id, expectedVersion);
      return presentWithBody(row);
    }
    const updated = await this.prisma
      .$transaction(async (tx) => {
        await claimVersion(tx, 'styles', row.id, expectedVersion);
        if (rename) {
          await lockName(tx, 'styles', rename, workspaceId);
          const taken = await sameNameIgnoringCase(tx, 'styles', rename, workspaceId, row.id);
          if (taken) throw nameTaken(taken);
          await assertUnused(tx, row, 'renamed');
        }
        return tx.style.update({ where: { id: row.id }, data: changes });
      })
      .catch(duplicate(rename ?? row.name));
    await this.invalidate(workspaceId, row.name);
    return presentWithBody(updated);
  }

  /** docs/rules.md §9: 409 while a layer or layer group uses the style, naming them. */
  async delete(workspaceId: string, styleName: string, expectedVersion?: number | null): Promise<string> {
    const row = await this.find(workspaceId, styleName);
    await this.prisma.$transaction(async (tx) => {
      await checkVersion(tx, 'styles', row.id, expectedVersion);
      await assertUnused(tx, row, 'deleted');
      await tx.style.delete({ where: { id: row.id } });
    });
    await this.invalidate(workspaceId, row.name);
    return row.id;
  }

  private findRow(workspaceId: string, styleName: string): Promise<StyleRow | null> {
    return this.prisma.style.findUnique({ where: { workspaceId_name: { workspaceId, name: styleName } } });
  }

  private async find(workspaceId: string, styleName: string): Promise<StyleRow> {
    // A name the rule forbids cannot exist (and may be longer than the column).
    const row = RESOURCE_NAME.test(styleName) ? await this.findRow(workspaceId, styleName) : null;
    if (!row) throw notFound();
    return row;
  }

  private invalidate(workspaceId: string, styleName: string): Promise<void> {
    return this.invalidator.invalidate(STYLES_CACHE, cacheKey(workspaceId, styleName));
  }
}

type UpdateData = z.output<typeof updateSchema>;

/**
 * The new body of an update, if any (docs/rules.md §6): body and sld_body must agree when both are
 * sent; sld_body alone is the body of an SLD/SE style; a new format needs a new body.
 */
function resolveBody(
  row: StyleRow,
  newFormat: StyleFormat,
  data: UpdateData,
): { field: string; text: string } | undefined {
  if (data.body !== undefined && data.sldBody !== undefined && data.body !== data.sldBody) {
    throw new BadRequestError('body and sldBody must agree when both are sent', { fields: ['body', 'sldBody'] });
  }
  if (data.sldBody !== undefined && !isSldFormat(newFormat)) {
    throw new BadRequestError(`sldBody: only SLD/SE styles have an SLD body (format is ${newFormat}); send body`, {
      fields: ['sldBody'],
    });
  }
  if (data.body !== undefined) return { field: 'body', text: data.body };
  if (data.sldBody !== undefined) return { field: 'sldBody', text: data.sldBody };
  if (data.format !== undefined && data.format !== row.format) {
    throw new BadRequestError(
      `format: changing the format (${row.format} to ${data.format}) needs a body in the new format`,
      {
        fields: ['format', 'body'],
      },
    );
  }
  return undefined;
}

/** The attributes a body names, as the row records them for the layers' warnings (docs/styles.md). */
const toJson = (refs: AttributeReference[]): Prisma.InputJsonValue => refs;

/** A unique violation that slipped past the pre-check (a concurrent create or rename) is still a 409. */
const duplicate = (styleName: string) => onViolation({ unique: () => nameTaken(styleName) });
