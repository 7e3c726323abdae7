import { useEffect, useMemo } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay';
import { ConnectionHandler, type GraphQLSubscriptionConfig, type RecordSourceSelectorProxy } from 'relay-runtime';
import { useIsUserActive } from '../../../app/realtime/activity';
import { rowColumnsKey, rowColumnsVariables, type RowColumns } from '../list/rowColumns';
import type { useRecordChangedSubscription as SubscriptionType } from './__generated__/useRecordChangedSubscription.graphql';

const subscription = graphql`
  subscription useRecordChangedSubscription(
    $type: String
    $id: ID
    $withRow: Boolean!
    $listType: String
    $view: ID
    $defaultView: Boolean
    $listFields: [String!]
  ) {
    recordChanged(type: $type, id: $id) {
      change
      recordId
      record {
        id
        name
        url
        status
        isLocked
        permission
        updatedAt
        owner {
          fullName
        }
        summary {
          isFollowing
        }
        # every field, for the detail page; the row's columns come with the spread below
        allValues: values {
          field
          value
          text
          ...FieldDisplay_value
        }
        ...RecordRow_record
          @arguments(listType: $listType, view: $view, defaultView: $defaultView, listFields: $listFields)
          @include(if: $withRow)
          @alias(as: "row")
      }
    }
  }
`;

export interface RecordChangedOptions {
  /** Only records of this type (object name). */
  type?: string | null;
  /** Only this record (global id). */
  id?: string | null;
  /** A connection of rows the changes apply to: deleted rows leave it, created ones may join it. */
  connectionId?: string | null;
  /** The columns of that connection's rows, fetched with each change. */
  rowColumns?: RowColumns | null;
  /** Put newly created records on top of the connection (an unfiltered list of the type). */
  prependCreated?: boolean;
}

function hasNode(store: RecordSourceSelectorProxy, connectionId: string, nodeId: string): boolean {
  const edges = store.get(connectionId)?.getLinkedRecords('edges') ?? [];
  return edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
}

/**
 * Live records: every change the server pushes lands in the Relay store, so whatever shows the record (a list row,
 * the detail page header, a section) updates in place. The event carries the changed record; a created one is
 * prepended to the open list, a deleted one leaves it. Stops while the user is idle, like every live feed.
 */
export function useRecordChangedSubscription({
  type = null,
  id = null,
  connectionId = null,
  rowColumns = null,
  prependCreated = false,
}: RecordChangedOptions): void {
  const environment = useRelayEnvironment();
  const active = useIsUserActive();
  const columnsKey = rowColumnsKey(rowColumns);
  const config = useMemo<GraphQLSubscriptionConfig<SubscriptionType>>(
    () => ({
      subscription,
      variables: {
        type,
        id,
        withRow: Boolean(connectionId && rowColumns),
        ...rowColumnsVariables(rowColumns ?? {}),
      },
      updater: (store) => {
        const event = store.getRootField('recordChanged');
        if (!event || !connectionId) return;
        const change = event.getValue('change');
        const recordId = String(event.getValue('recordId') ?? '');
        const connection = store.get(connectionId);
        if (!connection) return;
        const total = connection.getValue('totalCount');
        if (change === 'DELETED') {
          if (!hasNode(store, connectionId, recordId)) return;
          ConnectionHandler.deleteNode(connection, recordId);
          if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
          return;
        }
        const record = event.getLinkedRecord('record');
        if (
          (change === 'CREATED' || change === 'RESTORED') &&
          prependCreated &&
          record &&
          !hasNode(store, connectionId, record.getDataID())
        ) {
          const edge = ConnectionHandler.createEdge(store, connection, record, 'RecordEdge');
          ConnectionHandler.insertEdgeBefore(connection, edge);
          if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
        }
      },
      onError: () => {
        // graphql-ws retries by itself; a dropped socket is not worth a message.
      },
    }),
    // rowColumns is read through its key: a new object with the same columns is the same subscription
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [type, id, connectionId, columnsKey, prependCreated],
  );

  useEffect(() => {
    if (!active) return;
    const disposable = requestSubscription<SubscriptionType>(environment, config);
    return () => disposable.dispose();
  }, [environment, config, active]);
}
