// The record engine's schema (DESIGN §5): metadata, the Record and Party interfaces, one typed API per
// catalogued type (types.ts), the generic reads and writes, and the live recordChanged subscription.
import './metadata';
import './default-section';
import './record';
import './preview';
import './history';
import './types';
import './queries';
import './mutations';
import './live';
import './list-actions';
import './extra-fields';
