// The top bar's personal organisers: todo lists and bookmarks.
import './todos';
import './bookmarks';
