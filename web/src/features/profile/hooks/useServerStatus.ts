import { useEffect, useState } from 'react';
import { fetchQuery, graphql, requestSubscription } from 'react-relay';
import { environment } from '../../../app/relay/environment';
import { useIsUserActive } from '../../../app/realtime/activity';
import type { useServerStatusQuery, useServerStatusQuery$data } from './__generated__/useServerStatusQuery.graphql';
import type { useServerStatusNewVersionSubscription } from './__generated__/useServerStatusNewVersionSubscription.graphql';

const query = graphql`
  query useServerStatusQuery {
    serverStatus {
      liveChatOnline
      freeSupportDayCount
      version
    }
  }
`;

type Status = useServerStatusQuery$data['serverStatus'];

/** Background checks wait this long after the page loads, so they never compete with (or add to) its first requests. */
export const FIRST_CHECK_DELAY_MS = 20_000;

/**
 * The server's status, asked shortly after the page loads and then every `everyMs` (live chat: 5 minutes; version:
 * hourly). Failures keep the last answer.
 */
export function useServerStatus(everyMs: number): Status | null {
  const [status, setStatus] = useState<Status | null>(null);
  useEffect(() => {
    const ask = () => {
      fetchQuery<useServerStatusQuery>(environment, query, {}, { fetchPolicy: 'network-only' }).subscribe({
        next: ({ serverStatus: { liveChatOnline, freeSupportDayCount, version } }) =>
          setStatus({ liveChatOnline, freeSupportDayCount, version }),
        error: () => undefined,
      });
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      ask();
      timer = setInterval(ask, everyMs);
    }, FIRST_CHECK_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return status;
}

const newVersionSubscription = graphql`
  subscription useServerStatusNewVersionSubscription {
    newVersion
  }
`;

/** Whether a version differs from the one the page loaded with (unknown until the first status answer). */
export const isNewVersion = (loaded: string | null, seen: string | null | undefined) =>
  loaded !== null && typeof seen === 'string' && seen !== loaded;

/**
 * The version the page loaded with versus the server's now: true once they differ (offer a reload). The server is
 * asked hourly (`CurrentVersion`), and the hub's `newVersion` (an api instance started) says so at once.
 */
export function useNewVersion(): boolean {
  const status = useServerStatus(60 * 60 * 1000);
  const [loaded, setLoaded] = useState<string | null>(null);
  const [announced, setAnnounced] = useState<string | null>(null);
  // Like the notifications, the subscription rests while the user is idle (the hourly check still runs).
  const active = useIsUserActive();
  useEffect(() => {
    if (status && loaded === null) setLoaded(status.version);
  }, [status, loaded]);
  useEffect(() => {
    if (!active) return undefined;
    const disposable = requestSubscription<useServerStatusNewVersionSubscription>(environment, {
      subscription: newVersionSubscription,
      variables: {},
      onNext: (data) => {
        if (data?.newVersion) setAnnounced(data.newVersion);
      },
      onError: () => undefined,
    });
    return () => disposable.dispose();
  }, [active]);
  return isNewVersion(loaded, status?.version) || isNewVersion(loaded, announced);
}
