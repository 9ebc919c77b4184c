import { useMutation } from 'urql';
import { conflictReads, problem } from './client';
import {
  ConsoleLayerNowDocument,
  ConsoleServiceNowDocument,
  ConsoleUpdateLayerDocument,
  ConsoleUpdateServiceDocument,
  type ConsoleLayerFragment,
  type ConsoleServiceFragment,
} from './generated/graphql';
import { VersionedForm, type Versioned } from './VersionedForm';

const service = (s: ConsoleServiceFragment): Versioned => ({
  values: { name: s.name, enabled: s.enabled },
  version: s.version,
  updatedAt: s.updatedAt,
});

const layer = (l: ConsoleLayerFragment): Versioned => ({
  values: { name: l.name, title: l.title ?? '', table: l.table ?? '', defaultStyle: l.defaultStyle ?? '' },
  version: l.version,
  updatedAt: l.updatedAt,
});

/** Where the unsaved edits of a service's and a layer's forms are kept (drafts.ts). */
export const serviceDraft = (workspace: string, id: string) => `service:${workspace}:${id}`;
export const layerDraft = (workspace: string, id: string) => `layer:${workspace}:${id}`;

/** A service's name and whether it is in use, saved with the version check. */
export function ServiceEdit({
  workspace,
  loaded,
  onSaved,
  onClose,
}: {
  workspace: string;
  loaded: ConsoleServiceFragment;
  onSaved?: () => void;
  onClose: () => void;
}) {
  const [, update] = useMutation(ConsoleUpdateServiceDocument);
  return (
    <VersionedForm
      label={`Edit service ${loaded.name}`}
      what="this service"
      idPrefix={`svc-${loaded.databaseId}`}
      draftKey={serviceDraft(workspace, loaded.databaseId)}
      workspace={workspace}
      operation="updateService"
      fields={[
        { key: 'name', label: 'Name', required: true },
        { key: 'enabled', label: 'Enabled', kind: 'checkbox' },
      ]}
      loaded={service(loaded)}
      save={async (v, expectedVersion) => {
        const r = await update({
          workspace,
          service: loaded.databaseId,
          input: { name: String(v.name), enabled: v.enabled === true, expectedVersion },
        });
        return { problem: problem(r.error), saved: r.data && service(r.data.updateService) };
      }}
      reread={async () => {
        const r = await conflictReads()
          .query(
            ConsoleServiceNowDocument,
            { workspace, service: loaded.databaseId },
            { requestPolicy: 'network-only' },
          )
          .toPromise();
        return r.data?.service ? service(r.data.service) : undefined;
      }}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}

/** A layer's name, title, table and default style, saved with the version check. */
export function LayerEdit({
  workspace,
  loaded,
  styles,
  onSaved,
  onClose,
}: {
  workspace: string;
  loaded: ConsoleLayerFragment;
  styles: string[];
  onSaved?: () => void;
  onClose: () => void;
}) {
  const [, update] = useMutation(ConsoleUpdateLayerDocument);
  const where = { workspace, service: loaded.serviceId, layer: loaded.databaseId };
  return (
    <VersionedForm
      label={`Edit layer ${loaded.name}`}
      what="this layer"
      idPrefix={`layer-${loaded.databaseId}`}
      draftKey={layerDraft(workspace, loaded.databaseId)}
      workspace={workspace}
      operation="updateLayer"
      fields={[
        { key: 'name', label: 'Name', required: true },
        { key: 'title', label: 'Title' },
        { key: 'table', label: 'Table' },
        { key: 'defaultStyle', label: 'Default style', kind: 'select', options: styles },
      ]}
      loaded={layer(loaded)}
      save={async (v, expectedVersion) => {
        // Empty fields clear the value (null), as the API takes it.
        const orNull = (x: string | boolean) => (x === '' ? null : String(x));
        const r = await update({
          ...where,
          input: {
            name: String(v.name),
            title: orNull(v.title),
            table: orNull(v.table),
            defaultStyle: orNull(v.defaultStyle),
            expectedVersion,
          },
        });
        return { problem: problem(r.error), saved: r.data && layer(r.data.updateLayer) };
      }}
      reread={async () => {
        const r = await conflictReads()
          .query(ConsoleLayerNowDocument, where, { requestPolicy: 'network-only' })
          .toPromise();
        return r.data?.layer ? layer(r.data.layer) : undefined;
      }}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
