// The record-type registry: later issues add a type by adding a definition here.
import type { RecordDefinition } from './definition';
import { organizationDefinition } from './organization';
import { personDefinition } from './person';

export const recordDefinitions: readonly RecordDefinition[] = [organizationDefinition, personDefinition];

const byName = new Map(recordDefinitions.map((d) => [d.objectName.toLowerCase(), d]));

/** Case-insensitive lookup by spec object name ("Organization", "person"). */
export const definitionByName = (name: string): RecordDefinition | undefined => byName.get(name.toLowerCase());
