import { useLayoutEffect, useRef } from 'react';

/** One problem the server's validator found in a style body; line and column are 1-based. */
export interface Diagnostic {
  line?: number;
  column?: number;
  message: string;
}

/** The diagnostics of a refused style write (`extensions.details.diagnostics`), if it has any. */
export function diagnosticsOf(details: Record<string, unknown> | undefined): Diagnostic[] {
  const list = details?.diagnostics;
  if (!Array.isArray(list)) return [];
  return list.filter((d): d is Diagnostic => typeof d === 'object' && d !== null && 'message' in d);
}

/** The character offset of a line and column (1-based) in a text; past the end it stops at the end. */
function offsetOf(text: string, line = 1, column = 1): number {
  let at = 0;
  for (let l = 1; l < line; l++) {
    const nl = text.indexOf('\n', at);
    if (nl < 0) return text.length;
    at = nl + 1;
  }
  const end = text.indexOf('\n', at);
  return Math.min(at + column - 1, end < 0 ? text.length : end);
}

export const where = (d: Diagnostic) =>
  d.line ? `Line ${d.line}${d.column ? `, column ${d.column}` : ''}` : 'Whole style';

/**
 * A plain-text editor for style bodies: a textarea with line numbers, where the lines the validator
 * complained about are marked (in the gutter and behind the text), and a list of the diagnostics whose
 * entries move the cursor to their line and column. The textarea grows with its text so the gutter, the
 * marks and the text scroll together in one container.
 */
export function StyleEditor({
  id,
  label,
  value,
  onChange,
  diagnostics,
  readOnly,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  diagnostics: Diagnostic[];
  readOnly?: boolean;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const escaped = useRef(false);
  // Where the caret goes once an indent is rendered. Set in the same commit (not a later frame), so
  // keys typed right after Tab land after the indent even on a slow machine.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);
  const lines = value.split('\n').length;
  const bad = new Map<number, string>();
  for (const d of diagnostics) if (d.line && !bad.has(d.line)) bad.set(d.line, d.message);
  const goTo = (d: Diagnostic) => {
    const el = area.current;
    if (!el) return;
    const at = offsetOf(value, d.line, d.column);
    el.focus();
    el.setSelectionRange(at, at);
  };
  return (
    <div className="style-editor">
      <label htmlFor={id}>{label}</label>
      <div className="editor">
        <div className="gutter" aria-hidden="true">
          {Array.from({ length: lines }, (_, i) => (
            <div key={i} data-line={i + 1} className={bad.has(i + 1) ? 'bad' : undefined} title={bad.get(i + 1)}>
              {i + 1}
            </div>
          ))}
        </div>
        <div className="code">
          <div className="marks" aria-hidden="true">
            {[...bad.keys()].map((line) => (
              <div key={line} className="mark" data-line={line} style={{ top: `${(line - 1) * 1.5}em` }} />
            ))}
          </div>
          <textarea
            id={id}
            ref={area}
            value={value}
            rows={lines + 1}
            wrap="off"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
            readOnly={readOnly}
            aria-invalid={diagnostics.length > 0}
            aria-describedby={diagnostics.length ? `${id}-diagnostics` : undefined}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={(e) => {
              // Tab indents (two spaces); Escape then Tab leaves the editor, as in other code editors.
              if (e.key === 'Tab' && !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey && !escaped.current) {
                e.preventDefault();
                const el = e.currentTarget;
                const { selectionStart: s, selectionEnd: t } = el;
                caret.current = s + 2;
                onChange(value.slice(0, s) + '  ' + value.slice(t));
              }
              escaped.current = e.key === 'Escape';
            }}
          />
        </div>
      </div>
      <p className="hint" id={`${id}-hint`}>
        Tab indents; press Escape, then Tab, to leave the editor.
      </p>
      {diagnostics.length > 0 && (
        <div className="diagnostics">
          <h3 id={`${id}-diagnostics-title`}>Problems found by the server</h3>
          <ul id={`${id}-diagnostics`} aria-labelledby={`${id}-diagnostics-title`}>
            {diagnostics.map((d, i) => (
              <li key={i}>
                <button type="button" className="link" onClick={() => goTo(d)}>
                  {where(d)}
                </button>
                : {d.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
