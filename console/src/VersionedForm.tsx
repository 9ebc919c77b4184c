import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import type { Problem } from './client';
import { changedBy, ConflictNotice, type Conflict } from './Conflict';
import { dropDraft, LEAVE_QUESTION, markChanged, readDraft, writeDraft } from './drafts';
import { Refusal } from './ui';

/**
 * One field of a small edit form: text, a choice among options ('' = none unless `noNone`), a checkbox, or
 * a password (never shown back: empty keeps the saved one, and a conflict shows only that one was typed).
 */
export interface FormField {
  key: string;
  label: string;
  kind?: 'text' | 'select' | 'checkbox' | 'password';
  options?: string[];
  noNone?: boolean;
  required?: boolean;
  placeholder?: string;
  hint?: string;
}

export type FormValues = Record<string, string | boolean>;

/** What was read: the values, and the version (and its time) an update is checked against. */
export interface Versioned<V = FormValues> {
  values: V;
  version: number;
  updatedAt?: string;
}

/**
 * A field as the version check sees it: its label in the conflict table, how a value reads there
 * (`show`, given the value and the one loaded), and whether it is a secret (a password: never kept in a
 * draft, never shown).
 */
export interface VersionedField {
  key: string;
  label: string;
  secret?: boolean;
  show?: (value: unknown, loaded: unknown) => string;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? '') === JSON.stringify(b ?? '');
const plain = (v: unknown) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : v == null ? '' : String(v));

/** Which side a merged field takes. */
export type Side = 'mine' | 'theirs';

/**
 * The one versioned-form abstraction every edit form of the console uses (a workspace, a service, a
 * layer, a style, a layer group, the OGC API settings):
 * - the save sends the version read (`expectedVersion`); one that goes through moves the form on to the
 *   new version;
 * - a save refused with PRECONDITION_FAILED reads the object again and offers, with who changed what
 *   (ConflictNotice): "Keep mine and overwrite" (saves the edit over the current version), "Take theirs"
 *   (the current values replace the edit) or a merge choosing per field, saved over the current version;
 *   nothing is ever discarded without the user's choice;
 * - unsaved changes are kept in the tab's sessionStorage under `draftKey` (secret fields left out), so a
 *   form mounted again (after the session ended and the user signed in again, after a reload) starts from
 *   them, with the version they were made on, so a change made meanwhile still comes up as a conflict;
 * - while it has unsaved changes, leaving it asks (drafts.ts).
 */
export function useVersionedForm<V extends Record<string, unknown>>(o: {
  /** Where its draft is kept; undefined for none. */
  draftKey?: string;
  loaded: Versioned<V>;
  fields: VersionedField[];
  /** Saves the values, checked against `expectedVersion` (ignored by a create). */
  save: (values: V, expectedVersion: number) => Promise<{ problem?: Problem; saved?: Versioned<V> }>;
  /** Reads the object as it is now, after a conflict. */
  reread: () => Promise<Versioned<V> | undefined>;
  /** Who made the changes: the update's operation in the workspace's audit log. */
  audit: { workspace: string; operation: string; since?: boolean };
  onSaved?: (saved: Versioned<V>) => void;
}) {
  const client = useClient();
  const secrets = o.fields.filter((f) => f.secret).map((f) => f.key);
  const strip = (v: V): V => {
    const copy = { ...v };
    for (const k of secrets) delete copy[k];
    return copy;
  };
  // A draft of this form starts it: the edit, on the version it was made on.
  const [start] = useState(() => {
    const d = o.draftKey ? readDraft<V>(o.draftKey) : undefined;
    if (!d) return { base: o.loaded, values: o.loaded.values, restored: false };
    const fill = (v: V) => ({ ...o.loaded.values, ...v });
    return { base: { ...d.base, values: fill(d.base.values) }, values: fill(d.values), restored: true };
  });
  const [base, setBase] = useState<Versioned<V>>(start.base);
  const [values, setValues] = useState<V>(start.values);
  const [restored, setRestored] = useState(start.restored);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Problem | undefined>();
  const [conflict, setConflict] = useState<Conflict<Versioned<V>> | undefined>();
  const changed = o.fields.some((f) => !same(values[f.key], base.values[f.key]));
  const id = useRef(Symbol('form'));

  // The draft follows the edit; a form with changes is one that leaving asks about.
  useEffect(() => {
    if (!o.draftKey) return;
    if (changed) writeDraft(o.draftKey, { base: { ...base, values: strip(base.values) }, values: strip(values) });
    else dropDraft(o.draftKey);
  }, [values, base, changed]);
  useEffect(() => {
    markChanged(id.current, changed ? () => o.draftKey && dropDraft(o.draftKey) : undefined);
  }, [changed]);
  useEffect(() => () => markChanged(id.current, undefined), []);

  const take = (v: Versioned<V>) => {
    setBase(v);
    setValues(v.values);
    setConflict(undefined);
    setRefused(undefined);
    setRestored(false);
  };

  /** Saves `edit` checked against `on` (the version read, or the current one after a conflict). */
  const saveOn = async (edit: V, on: Versioned<V>) => {
    setBusy(true);
    setConflict(undefined);
    const r = await o.save(edit, on.version);
    setRefused(r.problem);
    // Still busy while the object is read again: the answer to a conflict is on its way.
    if (r.problem?.code === 'PRECONDITION_FAILED') {
      const current = await o.reread();
      if (!current) return setBusy(false);
      const who = await changedBy(client, {
        workspace: o.audit.workspace,
        operation: o.audit.operation,
        from: on.version,
        to: current.version,
        since: o.audit.since ? on.updatedAt : undefined,
      });
      setBusy(false);
      setBase(on);
      setValues(edit);
      setConflict({ current, changedBy: who });
      return;
    }
    setBusy(false);
    if (r.saved) {
      take(r.saved);
      if (o.draftKey) dropDraft(o.draftKey);
      o.onSaved?.(r.saved);
    }
  };

  const submit = () => saveOn(values, base);
  /** Drops the edit (after asking when there is one): the values loaded come back. */
  const discard = () => {
    if (o.draftKey) dropDraft(o.draftKey);
    setValues(base.values);
    setRestored(false);
  };
  /** Closing a changed form asks first; true when it may close. */
  const mayClose = () => {
    if (!changed) return true;
    if (!window.confirm(LEAVE_QUESTION)) return false;
    if (o.draftKey) dropDraft(o.draftKey);
    markChanged(id.current, undefined);
    return true;
  };

  const show = (f: VersionedField, v: unknown, loaded: unknown) => (f.show ? f.show(v, loaded) : plain(v));
  /** The conflict's answer, shown where the form shows its refusal. */
  const conflictNotice = (what: string, children?: ReactNode) =>
    conflict && (
      <ConflictNotice
        what={what}
        from={base.version}
        to={conflict.current.version}
        at={conflict.current.updatedAt}
        who={conflict.changedBy}
        busy={busy}
        rows={o.fields.map((f) => ({
          key: f.key,
          field: f.label,
          was: f.secret ? '' : show(f, base.values[f.key], base.values[f.key]),
          now: f.secret ? '' : show(f, conflict.current.values[f.key], base.values[f.key]),
          mine: f.secret ? (values[f.key] ? '(a new one, typed)' : '') : show(f, values[f.key], base.values[f.key]),
          differs: !same(values[f.key], conflict.current.values[f.key]),
          edited: !same(values[f.key], base.values[f.key]),
        }))}
        onKeepMine={() => saveOn(values, conflict.current)}
        onTakeTheirs={() => {
          take(conflict.current);
          if (o.draftKey) dropDraft(o.draftKey);
        }}
        onMerge={(sides) => {
          const merged = { ...conflict.current.values };
          for (const f of o.fields)
            if (sides[f.key] === 'mine') (merged as Record<string, unknown>)[f.key] = values[f.key];
          return saveOn(merged, conflict.current);
        }}
      >
        {children}
      </ConflictNotice>
    );

  return {
    base,
    values,
    setValues,
    set: <K extends keyof V>(key: K, value: V[K]) => setValues((v) => ({ ...v, [key]: value })),
    changed,
    restored,
    busy,
    refused,
    setRefused,
    conflict,
    submit,
    take,
    discard,
    mayClose,
    conflictNotice,
  };
}

/** Said above a form that starts from a kept draft, with a way to drop it. */
export function RestoredNotice({ form }: { form: { restored: boolean; changed: boolean; discard: () => void } }) {
  if (!form.restored || !form.changed) return null;
  return (
    <p className="notice" role="status" aria-label="unsaved changes kept">
      Your unsaved changes were kept; save them or{' '}
      <button type="button" className="link" onClick={form.discard}>
        discard them
      </button>
      .
    </p>
  );
}

/**
 * A small edit form with the version check, for objects edited field by field (a service, a layer), on
 * useVersionedForm: its draft is kept under `draftKey`, a conflict offers the three choices.
 */
export function VersionedForm({
  label,
  what,
  idPrefix,
  draftKey,
  workspace,
  operation,
  fields,
  loaded,
  save,
  reread,
  onSaved,
  onClose,
  extra,
}: {
  label: string;
  what: string;
  idPrefix: string;
  draftKey: string;
  workspace: string;
  /** The update's operation name, to find who made the changes in the audit log. */
  operation: string;
  fields: FormField[];
  loaded: Versioned;
  save: (values: FormValues, expectedVersion: number) => Promise<{ problem?: Problem; saved?: Versioned }>;
  reread: () => Promise<Versioned | undefined>;
  onSaved?: () => void;
  onClose: () => void;
  /** More controls beside Save, given the values being edited (e.g. a connection test of them). */
  extra?: (values: FormValues) => ReactNode;
}) {
  const form = useVersionedForm<FormValues>({
    draftKey,
    loaded,
    fields: fields.map((f) => ({ key: f.key, label: f.label, secret: f.kind === 'password' })),
    save,
    reread,
    audit: { workspace, operation, since: true },
    onSaved,
  });
  const { values } = form;

  return (
    <form
      className="panel"
      aria-label={label}
      onSubmit={async (e) => {
        e.preventDefault();
        await form.submit();
      }}
    >
      <RestoredNotice form={form} />
      <div className="row">
        {fields.map((f) => {
          const id = `${idPrefix}-${f.key}`;
          const v = values[f.key];
          const set = (next: string | boolean) => form.set(f.key, next);
          if (f.kind === 'checkbox')
            return (
              <div key={f.key} className="checks">
                <label>
                  <input type="checkbox" checked={v === true} onChange={(e) => set(e.target.checked)} /> {f.label}
                </label>
              </div>
            );
          return (
            <div key={f.key}>
              <label htmlFor={id}>{f.label}</label>
              {f.kind === 'select' ? (
                <select id={id} value={String(v ?? '')} onChange={(e) => set(e.target.value)}>
                  {!f.noNone && <option value="">none</option>}
                  {f.options?.map((o) => (
                    <option key={o}>{o}</option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type={f.kind === 'password' ? 'password' : 'text'}
                  autoComplete={f.kind === 'password' ? 'new-password' : undefined}
                  placeholder={f.placeholder}
                  value={String(v ?? '')}
                  onChange={(e) => set(e.target.value)}
                  required={f.required}
                />
              )}
              {f.hint && <small className="hint">{f.hint}</small>}
            </div>
          );
        })}
      </div>
      {form.conflict ? form.conflictNotice(what) : <Refusal problem={form.refused} />}
      {extra?.(values)} <small>version {form.base.version}</small>{' '}
      <button type="submit" disabled={form.busy || !!form.conflict}>
        {form.busy ? 'Saving…' : 'Save'}
      </button>{' '}
      <button type="button" onClick={() => form.mayClose() && onClose()}>
        Close
      </button>
    </form>
  );
}
