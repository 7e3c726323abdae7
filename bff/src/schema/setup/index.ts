import './users';
import './tokens';
import './account';
import './extra-fields';
