import { builder } from './builder';
import './common';
import './errors';
import './users';
import './viewer';
import './engine';
import './geo';
import './attachments';
import './notifications';
import './auth';

/** The executable schema of the bff, joined from the domain folders. */
export const schema = builder.toSchema({ sortSchema: true });
