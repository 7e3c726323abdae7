/**
 * @generated SignedSource<<955c58d1671a1cd7c106676305ebf729>>
 * @relayHash 682e4cf3718de430120f6065e69518a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3809ce0a50cbf97405a3c698be44a3ed5caa66b2a9874fd87c72b96316e014db

import { ConcreteRequest } from 'relay-runtime';
export type EventIdInput = {
  eventId: number;
};
export type EventSeriesEditorInviteMutation$variables = {
  input: EventIdInput;
};
export type EventSeriesEditorInviteMutation$data = {
  readonly sendEventInvite: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type EventSeriesEditorInviteMutation = {
  response: EventSeriesEditorInviteMutation$data;
  variables: EventSeriesEditorInviteMutation$variables;
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
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
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
    "name": "sendEventInvite",
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
        "selections": (v1/*:: as any*/),
        "type": "SendEventInviteSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "EventSeriesEditorInviteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventSeriesEditorInviteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3809ce0a50cbf97405a3c698be44a3ed5caa66b2a9874fd87c72b96316e014db",
    "metadata": {},
    "name": "EventSeriesEditorInviteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8b00e92f3a4114b6744b67f1c3d671a9";

export default node;
