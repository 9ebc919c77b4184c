import { SecretBox } from '../../db/secret-box';
import type { Sql, SqlExecutor } from '../../db/sql';
import { version } from '../../base/version';
import { leaseUntil } from '../work-loop';
import { API_VERSION, type WorkspaceDocument } from './document';
import type { Plan } from './plan';

/*
 * The durable queue of workspace document runs (docs/workspace-documents.md, "Runs"): exports and applies
 * are rows of workspace_document_runs, claimed by any instance's worker with FOR UPDATE SKIP LOCKED and a
 * lease (the machinery of src/domains/work-loop.ts, as tile cache jobs). A run whose lease ran out (its
 * instance died) is claimed again. An apply locks its row for its whole transaction and is marked
 * succeeded in it: a claim skips a locked row, so no second worker runs an apply while the first one's
 * transaction lives, and a worker whose transaction died (its instance with it) left nothing applied.
 * Every write after the claim is conditional on the lease owner, so a worker that lost its run changes
 * nothing. Times come from the database clock.
 */

export type RunKind = 'export' | 'apply';
export type RunStatus = 'queued' | 'running' | 'succeeded' | 'failed';
export const ENDED_RUN_STATES: readonly RunStatus[] = ['succeeded', 'failed'];

/** A failed run's error, as an error answer of the operation would have had it. */
export interface RunError {
  code: string;
  message: string;
  details?: Record<string, unknown>;
}

/** An export's result: the document and the workspace's version it was read at. */
export interface ExportResult {
  document: WorkspaceDocument;
  version: number;
}

/** An apply's result: its plan, the created keys' secrets sealed (answered once, then dropped). */
export type ApplyResult = Omit<Plan, 'createdKeys'> & { createdKeysSealed?: string };

export interface RunRow {
  id: string;
  kind: RunKind;
  workspaceId: string | null;
  workspaceName: string;
  status: RunStatus;
  state: string | null;
  result: ExportResult | ApplyResult | null;
  error: RunError | null;
  attempts: number;
  createdBy: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** Who asked for an apply: written on the audit events of its changes (with the request's id). */
export interface RunApplier {
  requestId: string;
  principal: string;
  credentialId: string | null;
  authMethod: string;
  surface: string;
  superAdmin: boolean;
}

/** What an apply run carries out: the document and the options of the request that queued it. */
export interface ApplyRequest {
  document: Record<string, unknown>;
  prune: boolean;
  expectedVersion: number | null;
  expectedPlan: string | null;
  revealKeys: boolean;
  who: RunApplier;
}

/**
 * A claimed run: its request still sealed (an apply's; `open` opens it), and whether that is sealed with
 * a key this instance lacks (decided by the claim, which then counted no attempt).
 */
export type ClaimedRun = RunRow & { sealed: string | null; keyLacking: boolean };

const COLUMNS = `id, kind, workspace_id AS "workspaceId", workspace_name AS "workspaceName", status, state, result,
  error, attempts, created_by AS "createdBy", created_at AS "createdAt", started_at AS "startedAt",
  finished_at AS "finishedAt"`;

/** The seal's purpose: a sealed request opens only as one. */
const SEALED_REQUEST = 'workspace_document_runs.request';
const SEALED_KEYS = 'workspace_document_runs.created_keys';

/**
 * Whether the run's `request` is sealed with a key not among `keyIds` (an SQL text[] parameter): one this
 * instance lacks (what is not a sealed value is not foreign: it fails to open anyway).
 */
const FOREIGN_SEALED = (request: string, keyIds: string) =>
  `coalesce(${SecretBox.sealedWithSql(`(${request}->>'sealed')`)} <> ALL(${keyIds}::text[]), false)`;
const json = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const row = (r: RunRow): RunRow => ({
  ...r,
  result: r.result === null ? null : json(r.result),
  error: r.error === null ? null : json(r.error),
});

/**
 * A versioned row: its id, version and update time (catalog integrity's repair clears a column with the
 * update time and not the version).
 */
const VERSIONED = "x.id::text || ':' || x.version || ':' || x.updated_at::text";

/** The rows of one table of the workspace as one digest of their ids and versions, in id order. */
const rows = (table: string, values: string, where = 'x.workspace_id = $1::uuid', from = `${table} x`) =>
  `(SELECT concat_ws(':', count(*), md5(string_agg(${values}, ',' ORDER BY ${values}))) FROM ${from} WHERE ${where})`;

/**
 * The workspace's state as one digest of what its export is made from, computed by the database from
 * versions and ids (never the style bodies): every write to the workspace or to one of its services,
 * styles, layers, layer groups (members), settings, claim mappings and API keys moves it, whichever
 * path wrote (a route, an apply, the CLI on the database), without a trigger and without a counter row
 * every write would have to lock. A key that expired since moves it too (an export leaves it out). Each
 * table's rows are digested in id order (md5 of the list, not a sum of hashes that two changes could
 * cancel), and `$2`, mapgate's version with the document's api_version, moves it when another mapgate
 * would write the document differently.
 */
const STATE = `
  SELECT md5(concat_ws('|', $2::text,
    (SELECT concat_ws(':', w.name, w.version, md5(coalesce(w.description, ''))) FROM workspaces w WHERE w.id = $1::uuid),
    ${rows('services', VERSIONED)},
    ${rows('styles', VERSIONED)},
    ${rows('layers', VERSIONED)},
    ${rows('layer_groups', VERSIONED)},
    ${rows('layer_group_members', 'm::text', 'g.workspace_id = $1::uuid', 'layer_group_members m JOIN layer_groups g ON g.id = m.group_id')},
    (SELECT concat_ws(':', s.ogc_api_version, s.ogc_tiles_version, md5(coalesce(s.ogc_api::text, '') || coalesce(s.ogc_tiles::text, '')))
      FROM workspace_settings s WHERE s.workspace_id = $1::uuid),
    ${rows('claim_mappings', 'c::text', 'c.workspace_id = $1::uuid', 'claim_mappings c')},
    ${rows('api_keys', "k.id::text || ':' || k.name || ':' || k.role_id", 'k.workspace_id = $1::uuid AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())', 'api_keys k')}
  )) AS state`;

/** What else a document depends on: the writer (mapgate's version) and the document format. */
const WRITER = `${version} ${API_VERSION}`;

export class DocumentRuns {
  constructor(
    private readonly sql: Sql,
    private readonly box: SecretBox,
  ) {}

  /** The workspace's state now (see STATE). */
  async state(workspaceId: string, db: SqlExecutor = this.sql): Promise<string> {
    return (await db.query<{ state: string }>(STATE, [workspaceId, WRITER]))[0].state;
  }

  /** The export run of this state: its stored result, else one queued or running; undefined when none. */
  async currentExport(workspaceId: string, state: string, db: SqlExecutor = this.sql): Promise<RunRow | undefined> {
    const rows = await db.query<RunRow>(
      `SELECT ${COLUMNS} FROM workspace_document_runs
      WHERE workspace_id = $1::uuid AND kind = 'export' AND state = $2 AND status <> 'failed'
      ORDER BY status = 'succeeded' DESC, created_at DESC LIMIT 1`,
      [workspaceId, state],
    );
    return rows[0] && row(rows[0]);
  }

  /**
   * The export run of this state (as currentExport), queued when there is none; `queued` says whether
   * this call queued it. Requests of any instance asking at once share one run: the check and the insert
   * run under a lock of the workspace's exports (Sql.locked), so a request that waited for it finds the
   * run the one before it queued.
   */
  async exportRun(
    workspaceId: string,
    workspaceName: string,
    state: string,
    createdBy: string,
  ): Promise<{ run: RunRow; queued: boolean }> {
    const found = await this.currentExport(workspaceId, state);
    if (found) return { run: found, queued: false };
    return this.sql.locked(`mapgate-export|${workspaceId}`, async (conn) => {
      const current = await this.currentExport(workspaceId, state, conn);
      if (current) return { run: current, queued: false };
      const rows = await conn.query<RunRow>(
        `INSERT INTO workspace_document_runs (id, kind, workspace_id, workspace_name, state, request, created_by)
        VALUES (gen_random_uuid(), 'export', $1::uuid, $2, $3, '{}'::jsonb, $4) RETURNING ${COLUMNS}`,
        [workspaceId, workspaceName, state, createdBy],
      );
      return { run: row(rows[0]), queued: true };
    });
  }

  /** Queues an apply; its request is sealed (a document may carry a service's password). */
  async queueApply(
    workspaceId: string | null,
    workspaceName: string,
    request: ApplyRequest,
    createdBy: string,
  ): Promise<RunRow> {
    const sealed = { sealed: this.box.seal(JSON.stringify(request), SEALED_REQUEST) };
    const rows = await this.sql.query<RunRow>(
      `INSERT INTO workspace_document_runs (id, kind, workspace_id, workspace_name, request, created_by)
      VALUES (gen_random_uuid(), 'apply', $1::uuid, $2, $3::jsonb, $4) RETURNING ${COLUMNS}`,
      [workspaceId, workspaceName, JSON.stringify(sealed), createdBy],
    );
    return row(rows[0]);
  }

  /**
   * A run of the workspace (its id, or its name for an apply that creates it and has not yet), or
   * undefined. `ref` is a run id (a UUID: the caller checked).
   */
  async get(id: string, workspaceId: string | undefined, workspaceName: string): Promise<RunRow | undefined> {
    const rows = await this.sql.query<RunRow>(
      `SELECT ${COLUMNS} FROM workspace_document_runs WHERE id = $1::uuid
        AND (workspace_id = $2::uuid OR (workspace_id IS NULL AND workspace_name = $3))`,
      [id, workspaceId ?? null, workspaceName],
    );
    return rows[0] && row(rows[0]);
  }

  /** A run by its id alone (what a request already found in its workspace, read again while it waits). */
  async byId(id: string): Promise<RunRow | undefined> {
    const rows = await this.sql.query<RunRow>(`SELECT ${COLUMNS} FROM workspace_document_runs WHERE id = $1::uuid`, [
      id,
    ]);
    return rows[0] && row(rows[0]);
  }

  /**
   * Claims the oldest queued run, or a running one whose lease ran out and whose row no transaction
   * holds (an apply in progress keeps its row locked), or undefined. The claim counts an attempt, in the
   * same statement, unless the run's request is sealed with a key this instance lacks (`release` then
   * hands it back uncounted): no reader ever sees an attempt counted for a run this instance cannot open.
   */
  async claim(owner: string, leaseMs: number): Promise<ClaimedRun | undefined> {
    const rows = await this.sql.query<RunRow & { request: unknown; keyLacking: boolean }>(
      `UPDATE workspace_document_runs r SET status = 'running', lease_owner = $1, lease_until = ${leaseUntil('$2')},
        attempts = r.attempts + CASE WHEN c.key_lacking THEN 0 ELSE 1 END,
        started_at = coalesce(r.started_at, now())
      FROM (SELECT id AS claimed, ${FOREIGN_SEALED('request', '$3')} AS key_lacking FROM workspace_document_runs
        WHERE status = 'queued' OR (status = 'running' AND lease_until < now())
        ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED) c
      WHERE r.id = c.claimed
      RETURNING ${COLUMNS}, request, c.key_lacking AS "keyLacking"`,
      [owner, leaseMs, this.box.keyIds],
    );
    if (!rows[0]) return undefined;
    const { request, keyLacking, ...r } = rows[0];
    return { ...row(r as RunRow), sealed: json<{ sealed?: string }>(request).sealed ?? null, keyLacking };
  }

  /**
   * Seals again, with the current key, what runs not yet ended or read keep sealed under an earlier key
   * (MAPGATE_SECRET_KEY_PREVIOUS): apply requests and created keys' secrets, as service passwords are at
   * start, so that dropping the previous key later does not strand them. A row changed meanwhile is left
   * as it is, and so is a value that does not open (altered: its run fails when a worker opens it).
   * Returns how many were sealed again, and how many did not open.
   */
  async resealAll(): Promise<{ sealed: number; unopened: number }> {
    let sealed = 0;
    const rows = await this.sql.query<{ id: string; request: string | null; keys: string | null }>(
      `SELECT id, request->>'sealed' AS request, result->>'createdKeysSealed' AS keys FROM workspace_document_runs
      WHERE kind = 'apply' AND (request ? 'sealed' OR result::jsonb ? 'createdKeysSealed')`,
    );
    const stale = (v: string | null): v is string => v !== null && this.box.keyOf(v) === 'earlier';
    // A value that does not open (altered) is left as it is: its run fails when a worker opens it.
    const sealedAgain = (v: string, purpose: string) => {
      try {
        return this.box.seal(this.box.open(v, purpose), purpose);
      } catch {
        unopened++;
        return undefined;
      }
    };
    let unopened = 0;
    for (const r of rows) {
      const request = stale(r.request) ? sealedAgain(r.request, SEALED_REQUEST) : undefined;
      if (request)
        sealed += (
          await this.sql.query(
            `UPDATE workspace_document_runs SET request = jsonb_build_object('sealed', $3::text)
            WHERE id = $1::uuid AND request->>'sealed' = $2 RETURNING id`,
            [r.id, r.request, request],
          )
        ).length;
      const keys = stale(r.keys) ? sealedAgain(r.keys, SEALED_KEYS) : undefined;
      if (keys)
        sealed += (
          await this.sql.query(
            // Replaced in the stored text (a sealed value is one unique token): the rest stays byte for byte.
            `UPDATE workspace_document_runs SET result = replace(result::text, $2, $3)::json
            WHERE id = $1::uuid AND result->>'createdKeysSealed' = $2 RETURNING id`,
            [r.id, r.keys, keys],
          )
        ).length;
    }
    return { sealed, unopened };
  }

  /** An apply's request (503 when this instance lacks the key that sealed it). */
  open(sealed: string): ApplyRequest {
    return json<ApplyRequest>(this.box.open(sealed, SEALED_REQUEST));
  }

  /** Extends the lease of a run this worker holds (an export); false when it lost it. */
  async heartbeat(id: string, owner: string, leaseMs: number): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE workspace_document_runs SET lease_until = ${leaseUntil('$3')}
      WHERE id = $1::uuid AND lease_owner = $2 AND status = 'running' RETURNING id`,
      [id, owner, leaseMs],
    );
    return rows.length > 0;
  }

  /**
   * Stores an export's document and the state it was read at, and drops the workspace's older stored
   * exports that ended more than 10 minutes ago (a client still following one of those runs reads it to
   * its end; after that, one per workspace is kept). False when the worker lost the run.
   */
  async finishExport(id: string, owner: string, workspaceId: string, state: string, result: ExportResult) {
    const rows = await this.sql.query(
      `UPDATE workspace_document_runs SET status = 'succeeded', state = $3, result = $4::json, error = NULL,
        finished_at = now(), lease_owner = NULL, lease_until = NULL
      WHERE id = $1::uuid AND lease_owner = $2 AND status = 'running' RETURNING id`,
      [id, owner, state, JSON.stringify(result)],
    );
    if (!rows.length) return false;
    await this.sql.query(
      `DELETE FROM workspace_document_runs WHERE workspace_id = $1::uuid AND kind = 'export' AND id <> $2::uuid
        AND status IN ('succeeded', 'failed') AND finished_at < now() - interval '10 minutes'`,
      [workspaceId, id],
    );
    return true;
  }

  /**
   * Hands back a run this worker could not carry out for now (UNAVAILABLE), with that error as its last
   * attempt's, claimable again after `retryMs` (a claim for a request sealed with a key this instance lacks
   * counted no attempt: another instance may have the key). False when this worker no longer held it.
   */
  async release(id: string, owner: string, error: RunError, retryMs: number): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE workspace_document_runs SET error = $3::jsonb, lease_owner = NULL, lease_until = ${leaseUntil('$4')}
      WHERE id = $1::uuid AND lease_owner = $2 AND status = 'running' RETURNING id`,
      [id, owner, JSON.stringify(error), retryMs],
    );
    return rows.length > 0;
  }

  /** Ends a run as failed (its request dropped); false when the worker lost it. */
  async fail(id: string, owner: string, error: RunError): Promise<boolean> {
    const rows = await this.sql.query(
      `UPDATE workspace_document_runs SET status = 'failed', error = $3::jsonb, request = '{}'::jsonb,
        finished_at = now(), lease_owner = NULL, lease_until = NULL
      WHERE id = $1::uuid AND lease_owner = $2 AND status = 'running' RETURNING id`,
      [id, owner, JSON.stringify(error)],
    );
    return rows.length > 0;
  }

  /**
   * In an apply's transaction, first: locks the run's row until the commit (a claim skips it meanwhile),
   * if this worker still holds it.
   */
  async lock(db: SqlExecutor, id: string, owner: string, leaseMs: number): Promise<boolean> {
    // Should this instance's host die or lose the network mid-apply, PostgreSQL would hold the run's and
    // the workspace's locks until TCP gave up on the connection (two hours by default): a transaction idle
    // for longer than the lease is ended by the server instead, and with it the locks (docs/reliability.md).
    await db.query(`SET LOCAL idle_in_transaction_session_timeout = ${Math.max(1000, Math.floor(leaseMs))}`);
    const rows = await db.query(
      `SELECT id FROM workspace_document_runs WHERE id = $1::uuid AND lease_owner = $2 AND status = 'running' FOR UPDATE`,
      [id, owner],
    );
    return rows.length > 0;
  }

  /** In an apply's transaction, last: the run succeeded (its request dropped), committed with its changes. */
  async succeedApply(db: SqlExecutor, id: string, owner: string, workspaceId: string, plan: Plan): Promise<void> {
    const { createdKeys, ...rest } = plan;
    const result: ApplyResult = {
      ...rest,
      ...(createdKeys ? { createdKeysSealed: this.box.seal(JSON.stringify(createdKeys), SEALED_KEYS) } : {}),
    };
    const rows = await db.query(
      `UPDATE workspace_document_runs SET status = 'succeeded', workspace_id = $3::uuid, result = $4::json,
        error = NULL, request = '{}'::jsonb, finished_at = now(), lease_owner = NULL, lease_until = NULL
      WHERE id = $1::uuid AND lease_owner = $2 AND status = 'running' RETURNING id`,
      [id, owner, workspaceId, JSON.stringify(result)],
    );
    if (!rows.length) throw new Error(`workspace document run ${id} was taken over`);
  }

  /**
   * The secrets of the keys an apply created, answered once: whoever reads them first takes them out of
   * the stored result (undefined for everyone after).
   */
  async takeCreatedKeys(id: string): Promise<Plan['createdKeys']> {
    const rows = await this.sql.query<{ sealed: string | null }>(
      `UPDATE workspace_document_runs r SET result = (r.result::jsonb - 'createdKeysSealed')::json
      FROM (SELECT id, result->>'createdKeysSealed' AS sealed FROM workspace_document_runs WHERE id = $1::uuid FOR UPDATE) old
      WHERE r.id = old.id AND old.sealed IS NOT NULL RETURNING old.sealed`,
      [id],
    );
    const sealed = rows[0]?.sealed;
    return sealed ? json<NonNullable<Plan['createdKeys']>>(this.box.open(sealed, SEALED_KEYS)) : undefined;
  }

  /** Deletes runs that ended more than `days` days ago; returns how many. */
  async deleteEnded(days: number): Promise<number> {
    const rows = await this.sql.query(
      `DELETE FROM workspace_document_runs WHERE status IN ('succeeded', 'failed')
        AND finished_at < now() - ($1::int * interval '1 day') RETURNING id`,
      [days],
    );
    return rows.length;
  }
}
