/**
 * @generated SignedSource<<acc2da564bed720b142dac434824541b>>
 * @relayHash 4a01c8d479279eaf14d527096e0eeeba
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9825f15e810bf60ee3ce22d6f5d7f66e7a67c72aab1eaafdbbad6b1643107777

import { ConcreteRequest } from 'relay-runtime';
export type DeleteCalendarEventInput = {
  eventId: number;
  occurrenceNumber?: number | null | undefined;
};
export type EventPopupDeleteMutation$variables = {
  input: DeleteCalendarEventInput;
};
export type EventPopupDeleteMutation$data = {
  readonly deleteCalendarEvent: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type EventPopupDeleteMutation = {
  response: EventPopupDeleteMutation$data;
  variables: EventPopupDeleteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "deleteCalendarEvent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "DeleteCalendarEventSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "EventPopupDeleteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventPopupDeleteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "9825f15e810bf60ee3ce22d6f5d7f66e7a67c72aab1eaafdbbad6b1643107777",
    "metadata": {},
    "name": "EventPopupDeleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "42ba20cb16775addd93fa53c25872075";

export default node;
