import { builder } from './builder';
import './common';
import './errors';
import './users';
import './records';
import './viewer';
import './organizations';
import './people';
import './notifications';
import './auth';

/** The executable schema of the bff, joined from the domain folders. */
export const schema = builder.toSchema({ sortSchema: true });
