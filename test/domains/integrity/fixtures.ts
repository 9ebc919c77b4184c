import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../support/app';
import { bearer, insert, tileDir, withForeignKeys, withoutForeignKeys } from './support';

const id = () => randomUUID();
const hash = () => randomUUID().replace(/-/g, '').repeat(2);
const SLD = '<StyledLayerDescriptor version="1.0.0"/>';
const JOB = { operation: 'seed', resource: 'roads', tile_type: 'map', tile_matrix_set: 'WebMercatorQuad' };
const later = new Date(Date.now() + 3600_000).toISOString();

/** The sound rows of workspace "keep" and the global ones; a repair must leave every one alone. */
export interface Healthy {
  workspace: string;
  globalMapping: string;
  workspaceMapping: string;
  rows: Record<string, string[]>;
  /** Rows that stay but lose a dangling default style. */
  clearedLayer: string;
  clearedGroup: string;
  dirs: string[];
}

export interface Expected {
  store: string;
  kind: string;
  id: string;
}

/** A workspace with one of every kind of row, all consistent, plus a global mapping and key, all made with FKs in force. */
export async function healthyCatalog(t: () => TestApp, tiles: string): Promise<Healthy> {
  const su = bearer(await t().token('super_admin'));
  const ws = await t().http().post('/api/v1/workspaces').set(su).send({ name: 'keep' });
  expect(ws.status).toBe(201);
  const w = ws.body.id as string;
  const globalMapping = await t()
    .http()
    .post('/api/v1/claim-mappings')
    .set(su)
    .send({ claim_name: 'groups', claim_value: 'gis-admins', role_id: 'super_admin' });
  expect(globalMapping.status).toBe(201);
  const workspaceMapping = await t()
    .http()
    .post(`/api/v1/workspaces/${w}/claim-mappings`)
    .set(su)
    .send({ claim_name: 'groups', claim_value: 'editors', role_id: 'editor' });
  expect(workspaceMapping.status).toBe(201);
  const r = {
    service: id(),
    style: id(),
    layer: id(),
    group: id(),
    member: id(),
    key: id(),
    globalKey: id(),
    session: id(),
    job: id(),
    chunk: id(),
    styled: id(),
    lostStyle: id(),
  };
  await withForeignKeys(t, async (c) => {
    await insert(c, 'services', {
      id: r.service,
      workspace_id: w,
      name: 'src',
      // A file service: drift checks only reach PostGIS databases (a PostGIS one here would be unusable drift).
      type: 'vectorfile',
      connection_info: { path: '/srv/data/roads.geojson' },
    });
    await insert(c, 'styles', { id: r.style, workspace_id: w, name: 'plain', format: 'sld_1.0.0', body: SLD });
    await insert(c, 'layers', {
      id: r.layer,
      workspace_id: w,
      service_id: r.service,
      name: 'roads',
      default_style_id: r.style,
    });
    await insert(c, 'layers', { id: r.styled, workspace_id: w, service_id: r.service, name: 'styled' });
    await insert(c, 'layer_groups', { id: r.group, workspace_id: w, public_id: 'basemap', default_style_id: r.style });
    await insert(c, 'layer_groups', { id: r.lostStyle, workspace_id: w, public_id: 'lost-style' });
    await insert(c, 'layer_group_members', {
      id: r.member,
      group_id: r.group,
      position: 0,
      layer_id: r.layer,
      style_id: r.style,
    });
    await insert(c, 'workspace_settings', { workspace_id: w });
    await insert(c, 'api_keys', {
      id: r.key,
      key_hash: hash(),
      key_prefix: 'mgk_aaaaaaaa',
      workspace_id: w,
      role_id: 'editor',
      name: 'ci',
    });
    await insert(c, 'api_keys', {
      id: r.globalKey,
      key_hash: hash(),
      key_prefix: 'mgk_bbbbbbbb',
      workspace_id: null,
      role_id: 'super_admin',
      name: 'root',
    });
    await insert(c, 'browser_sessions', {
      id: r.session,
      secret_hash: hash(),
      csrf_hash: hash(),
      subject: 'ann',
      auth_method: 'api_key',
      api_key_id: r.key,
      remote_addr: '127.0.0.1',
      user_agent: 'test',
      idle_expires_at: later,
      expires_at: later,
    });
    await insert(c, 'tile_cache_jobs', { id: r.job, workspace_id: w, request: JOB });
    await insert(c, 'tile_cache_job_chunks', {
      id: r.chunk,
      job_id: r.job,
      zoom: 0,
      seq: 0,
      min_col: 0,
      max_col: 0,
      min_row: 0,
      max_row: 0,
    });
  });
  const dirs = [tileDir(tiles, `${w}/roads`), tileDir(tiles, `${w}/basemap`)];
  // Not cache trees: a work area of the tile cache, and a stray file.
  dirs.push(tileDir(tiles, '.staging/abc'));
  fs.writeFileSync(path.join(tiles, w, 'README'), 'not a directory');
  return {
    workspace: w,
    globalMapping: globalMapping.body.id,
    workspaceMapping: workspaceMapping.body.id,
    rows: {
      services: [r.service],
      styles: [r.style],
      layers: [r.layer, r.styled],
      layer_groups: [r.group, r.lostStyle],
      layer_group_members: [r.member],
      api_keys: [r.key, r.globalKey],
      browser_sessions: [r.session],
      tile_cache_jobs: [r.job],
      tile_cache_job_chunks: [r.chunk],
      claim_mappings: [globalMapping.body.id, workspaceMapping.body.id],
    },
    clearedLayer: r.styled,
    clearedGroup: r.lostStyle,
    dirs,
  };
}

/**
 * One orphan of every kind, written with the foreign keys off: owners that never existed, and
 * rows that are sound in themselves but point at an orphan (found through it).
 */
export async function orphans(t: () => TestApp, tiles: string, h: Healthy): Promise<Expected[]> {
  const ghost = id();
  const o = {
    wsMapping: id(),
    roleMapping: id(),
    globalGhostRole: id(),
    wsKey: id(),
    roleKey: id(),
    sessionOfOrphanKey: id(),
    sessionOfNoKey: id(),
    service: id(),
    layerOfOrphanService: id(),
    layerNoService: id(),
    layerNoWs: id(),
    style: id(),
    group: id(),
    memberNoLayer: id(),
    memberNoGroup: id(),
    memberOfOrphanGroup: id(),
    memberNoStyle: id(),
    job: id(),
    chunkOfOrphanJob: id(),
    chunkNoJob: id(),
  };
  const group = h.rows.layer_groups[0];
  await withoutForeignKeys(t, async (c) => {
    await insert(c, 'claim_mappings', {
      id: o.wsMapping,
      scope: ghost,
      workspace_id: ghost,
      claim_name: 'groups',
      claim_value: 'gone',
      role_id: 'viewer',
    });
    await insert(c, 'claim_mappings', {
      id: o.roleMapping,
      scope: h.workspace,
      workspace_id: h.workspace,
      claim_name: 'groups',
      claim_value: 'auditors',
      role_id: 'auditor',
    });
    await insert(c, 'claim_mappings', {
      id: o.globalGhostRole,
      scope: '*',
      workspace_id: null,
      claim_name: 'groups',
      claim_value: 'auditors',
      role_id: 'auditor',
    });
    await insert(c, 'api_keys', {
      id: o.wsKey,
      key_hash: hash(),
      key_prefix: 'mgk_cccccccc',
      workspace_id: ghost,
      role_id: 'editor',
      name: 'lost',
    });
    await insert(c, 'api_keys', {
      id: o.roleKey,
      key_hash: hash(),
      key_prefix: 'mgk_dddddddd',
      workspace_id: h.workspace,
      role_id: 'auditor',
      name: 'audit',
    });
    for (const [sid, key] of [
      [o.sessionOfOrphanKey, o.wsKey],
      [o.sessionOfNoKey, id()],
    ]) {
      await insert(c, 'browser_sessions', {
        id: sid,
        secret_hash: hash(),
        csrf_hash: hash(),
        subject: 'bob',
        auth_method: 'api_key',
        api_key_id: key,
        remote_addr: '127.0.0.1',
        user_agent: 'test',
        idle_expires_at: later,
        expires_at: later,
      });
    }
    await insert(c, 'services', {
      id: o.service,
      workspace_id: ghost,
      name: 'src',
      type: 'postgis',
      connection_info: {},
    });
    await insert(c, 'layers', {
      id: o.layerOfOrphanService,
      workspace_id: h.workspace,
      service_id: o.service,
      name: 'via-ghost',
    });
    await insert(c, 'layers', {
      id: o.layerNoService,
      workspace_id: h.workspace,
      service_id: id(),
      name: 'no-service',
    });
    await insert(c, 'layers', { id: o.layerNoWs, workspace_id: ghost, service_id: o.service, name: 'roads' });
    await insert(c, 'styles', { id: o.style, workspace_id: ghost, name: 'plain', format: 'sld_1.0.0', body: SLD });
    await c.exec(`UPDATE layers SET default_style_id = '${o.style}' WHERE id = '${h.clearedLayer}'`);
    await c.exec(`UPDATE layer_groups SET default_style_id = '${id()}' WHERE id = '${h.clearedGroup}'`);
    await insert(c, 'layer_groups', { id: o.group, workspace_id: ghost, public_id: 'basemap' });
    await insert(c, 'layer_group_members', { id: o.memberNoLayer, group_id: group, position: 1, layer_id: id() });
    await insert(c, 'layer_group_members', {
      id: o.memberNoGroup,
      group_id: id(),
      position: 0,
      layer_id: h.rows.layers[0],
    });
    await insert(c, 'layer_group_members', {
      id: o.memberOfOrphanGroup,
      group_id: group,
      position: 2,
      member_group_id: o.group,
    });
    await insert(c, 'layer_group_members', {
      id: o.memberNoStyle,
      group_id: group,
      position: 3,
      layer_id: h.rows.layers[0],
      style_id: id(),
    });
    await insert(c, 'workspace_settings', { workspace_id: ghost });
    await insert(c, 'tile_cache_jobs', { id: o.job, workspace_id: ghost, request: JOB });
    await insert(c, 'tile_cache_job_chunks', {
      id: o.chunkOfOrphanJob,
      job_id: o.job,
      zoom: 0,
      seq: 0,
      min_col: 0,
      max_col: 0,
      min_row: 0,
      max_row: 0,
    });
    await insert(c, 'tile_cache_job_chunks', {
      id: o.chunkNoJob,
      job_id: id(),
      zoom: 1,
      seq: 0,
      min_col: 0,
      max_col: 1,
      min_row: 0,
      max_row: 1,
    });
  });
  tileDir(tiles, `${ghost}/roads`);
  tileDir(tiles, `${h.workspace}/gone`);
  tileDir(tiles, `${h.workspace}/via-ghost`);
  const row = (kind: string, rowId: string): Expected => ({ store: 'catalog', kind, id: rowId });
  const dir = (rel: string): Expected => ({ store: 'tile_cache', kind: 'tile_directory', id: rel });
  return [
    row('claim_mapping', o.wsMapping),
    row('claim_mapping', o.roleMapping),
    row('api_key', o.wsKey),
    row('api_key', o.roleKey),
    row('browser_session', o.sessionOfOrphanKey),
    row('browser_session', o.sessionOfNoKey),
    row('service', o.service),
    row('style', o.style),
    row('layer', o.layerOfOrphanService),
    row('layer', o.layerNoService),
    row('layer', o.layerNoWs),
    row('layer', h.clearedLayer),
    row('layer_group', o.group),
    row('layer_group', h.clearedGroup),
    row('layer_group_member', o.memberNoLayer),
    row('layer_group_member', o.memberNoGroup),
    row('layer_group_member', o.memberOfOrphanGroup),
    row('layer_group_member', o.memberNoStyle),
    row('workspace_settings', ghost),
    row('tile_cache_job', o.job),
    row('tile_cache_job_chunk', o.chunkOfOrphanJob),
    row('tile_cache_job_chunk', o.chunkNoJob),
    dir(ghost),
    dir(`${h.workspace}/gone`),
    dir(`${h.workspace}/via-ghost`),
  ];
}

/** The issues as comparable triples, sorted. */
export const triples = (issues: Expected[]): string[] => issues.map((i) => `${i.store} ${i.kind} ${i.id}`).sort();
