import { useState, type ReactNode } from 'react';
import { useClient } from 'urql';
import type { Problem } from './client';
import { changedBy, ConflictNotice, type Conflict } from './Conflict';
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
export interface Versioned {
  values: FormValues;
  version: number;
  updatedAt?: string;
}

const text = (v: string | boolean | undefined) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : (v ?? ''));

/**
 * A small edit form with the version check, for objects edited field by field (a service, a layer):
 * the save sends the version read; a PRECONDITION_FAILED reads the object again and shows who changed
 * what (ConflictNotice), and saving waits for "Reload the current values". A save that goes through moves
 * the form on to the new version.
 */
export function VersionedForm({
  label,
  what,
  idPrefix,
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
  workspace: string;
  /** The update's operation name, to find who made the changes in the audit log. */
  operation: string;
  fields: FormField[];
  loaded: Versioned;
  save: (values: FormValues, expectedVersion: number) => Promise<{ problem?: Problem; saved?: Versioned }>;
  reread: () => Promise<Versioned | undefined>;
  onSaved: () => void;
  onClose: () => void;
  /** More controls beside Save, given the values being edited (e.g. a connection test of them). */
  extra?: (values: FormValues) => ReactNode;
}) {
  const client = useClient();
  const [base, setBase] = useState(loaded);
  const [values, setValues] = useState(loaded.values);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<Problem | undefined>();
  const [conflict, setConflict] = useState<Conflict<Versioned> | undefined>();
  const take = (v: Versioned) => {
    setBase(v);
    setValues(v.values);
    setConflict(undefined);
    setRefused(undefined);
  };

  return (
    <form
      className="panel"
      aria-label={label}
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        const r = await save(values, base.version);
        setRefused(r.problem);
        // Still busy while the object is read again: the answer to a conflict is on its way.
        if (r.problem?.code === 'PRECONDITION_FAILED') {
          const current = await reread();
          setBusy(false);
          if (!current) return;
          const who = await changedBy(client, {
            workspace,
            operation,
            from: base.version,
            to: current.version,
            since: base.updatedAt,
          });
          setConflict({ current, changedBy: who });
          return;
        }
        setBusy(false);
        if (r.saved) {
          take(r.saved);
          onSaved();
        }
      }}
    >
      <div className="row">
        {fields.map((f) => {
          const id = `${idPrefix}-${f.key}`;
          const v = values[f.key];
          const set = (next: string | boolean) => setValues({ ...values, [f.key]: next });
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
      {conflict ? (
        <ConflictNotice
          what={what}
          from={base.version}
          to={conflict.current.version}
          at={conflict.current.updatedAt}
          who={conflict.changedBy}
          rows={fields.map((f) => ({
            field: f.label,
            was: text(base.values[f.key]),
            now: text(conflict.current.values[f.key]),
            mine: f.kind === 'password' ? (values[f.key] ? '(a new one, typed)' : '') : text(values[f.key]),
          }))}
          onReload={() => take(conflict.current)}
        />
      ) : (
        <Refusal problem={refused} />
      )}
      {extra?.(values)} <small>version {base.version}</small>{' '}
      <button type="submit" disabled={busy || !!conflict}>
        {busy ? 'Saving…' : 'Save'}
      </button>{' '}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
