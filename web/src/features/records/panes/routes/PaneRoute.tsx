import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePanes } from '../paneApi';
import { paneRouteTarget } from './paneTarget';

/**
 * A pane route: goes to the list the pane belongs over (replacing the pane's URL), then opens the pane, so the
 * navigation is not held by the pane it opens.
 */
export function Component() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const panes = usePanes();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const target = paneRouteTarget(pathname, search);
    if (!target) {
      void navigate('/home/not-found?status=404', { replace: true });
      return;
    }
    void Promise.resolve(navigate(target.listUrl, { replace: true })).then(() => {
      if (target.kind === 'preview') panes.openPreview({ type: target.type, id: target.id });
      else if (target.kind === 'appointment') panes.openPane({ type: 'Event', preset: { subject: 'Appointment' } });
      else panes.openPane(target.id ? { type: target.type, id: target.id } : { type: target.type });
    });
  }, [navigate, panes, pathname, search]);
  return null;
}
