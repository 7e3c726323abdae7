import './users';
import './tokens';
import './account';
