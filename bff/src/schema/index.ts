import { builder } from './builder';
import './common';
import './errors';
import './users';
import './viewer';
import './engine';
import './geo';
import './attachments';
import './views';
import './notifications';
import './organisers';
import './auth';
import './search';
import './calendar';
import './plans';
import './setup';
import './subscription';
import './tasks';
import './stream';
import './dashboards';
import './panels';

/** The executable schema of the bff, joined from the domain folders. */
export const schema = builder.toSchema({ sortSchema: true });
