/*
 * Phrases of the GraphQL schema's descriptions that more than one file uses, each written once. Every
 * description sits in the decorator of the element it describes (docs/architecture.md, "Schema
 * descriptions"); a phrase that recurs with one meaning (the `workspace` argument, createdAt, ...) is one of
 * these constants, a phrase that recurs within one file a constant at the top of that file.
 */

import { RESOURCE_NAME } from '../base/validate';

// --- Fields every kind of object has ---------------------------------------------------------------------
export const CREATED_AT_DOC = 'When it was created (UTC).';
export const UPDATED_AT_DOC = 'When it last changed (UTC).';
/** updatedAt of an object with a version (src/domains/versions.ts). */
export const VERSIONED_UPDATED_AT_DOC = 'When it last changed (UTC); every change also raises version.';
export const WORKSPACE_ID_DOC = 'Id of the workspace it belongs to.';

// --- Free text and titles: on an object, in a create input, in an update input ------------------------------
export const FREE_TEXT_OR_NULL_DOC = 'Free text; null when none.';
export const FREE_TEXT_DOC = 'Free text.';
export const FREE_TEXT_CLEARABLE_DOC = 'Free text; null clears it.';
export const TITLE_OR_NULL_DOC = 'A human title; null when none.';
export const TITLE_DOC = 'A human title.';
export const TITLE_CLEARABLE_DOC = 'A human title; null clears it.';
export const DEFAULT_STYLE_CLEARABLE_DOC = 'A style name of the workspace; null clears it.';
export const NEW_SCOPED_NAME_DOC = `A new name, unique in the workspace; ${RESOURCE_NAME.source}`;

// --- Arguments ------------------------------------------------------------------------------------------------
export const WORKSPACE_ARG_DOC = 'The workspace, by id or name.';
export const SERVICE_ARG_DOC = 'The service, by id or name.';
export const JOB_ID_DOC = 'The job id (a UUID).';
/** The `input` of a create mutation. */
export const CREATE_INPUT_DOC = 'What to create; see the input type for defaults and limits.';
/** The `input` of an update mutation. */
export const UPDATE_INPUT_DOC = 'The changes; omitted fields stay unchanged.';
/** The `filter` argument of a list field of the graph. */
export const FILTER_ARG_DOC = 'Which ones.';
/** The `orderBy` argument of a list field of the graph. */
export const ORDER_ARG_DOC = 'The order; see the field.';
/** The `role` edge of an API key or a claim mapping. */
export const ROLE_EDGE_DOC = 'The role it grants.';
/** The `workspace` edge of a workspace's object. */
export const WORKSPACE_EDGE_DOC = 'The workspace it belongs to.';

// --- Defaults of input fields ---------------------------------------------------------------------------------
export const DEFAULT_TRUE_DOC = 'Default true.';
export const DEFAULT_FALSE_DOC = 'Default false.';

// --- OGC settings and sessions ---------------------------------------------------------------------------------
export const LANDING_TITLE_DOC = 'A title for the landing page; null when none.';
export const LANDING_ABSTRACT_DOC = 'A description of the service for its landing page; null when none.';
export const LANDING_TITLE_INPUT_DOC = 'A title for the landing page; default none.';
export const LANDING_ABSTRACT_INPUT_DOC = 'A description for the landing page; default none.';
export const SETTINGS_VERSION_DOC =
  'Version of this settings document (0 until first saved); the REST ETag is "<version>".';
export const WHOLE_SETTINGS_INPUT_DOC = 'The whole settings object: omitted or null members take their defaults.';
export const SESSION_EXPIRES_AT_DOC = 'Absolute end: 12 h after sign-in, never after the token it was made from.';
