/**
 * @generated SignedSource<<1150dc46a75c6f5780389381001bba3f>>
 * @relayHash 9152db326b93a1d0ab4b0690cd9ed5ff
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ea536acda6b64e470f4c43cb4bf5004555443621e11c72336ab9237277f4f512

import { ConcreteRequest } from 'relay-runtime';
export type SetEventGroupAttendeesInput = {
  eventId: number;
  groupIds: ReadonlyArray<number>;
};
export type EventSeriesEditorGroupsMutation$variables = {
  input: SetEventGroupAttendeesInput;
};
export type EventSeriesEditorGroupsMutation$data = {
  readonly setEventGroupAttendees: {
    readonly __typename: string;
    readonly groupIds?: ReadonlyArray<number>;
    readonly message?: string;
  };
};
export type EventSeriesEditorGroupsMutation = {
  response: EventSeriesEditorGroupsMutation$data;
  variables: EventSeriesEditorGroupsMutation$variables;
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
    "name": "setEventGroupAttendees",
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
            "name": "groupIds",
            "storageKey": null
          }
        ],
        "type": "SetEventGroupAttendeesSuccess",
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
    "name": "EventSeriesEditorGroupsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "EventSeriesEditorGroupsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ea536acda6b64e470f4c43cb4bf5004555443621e11c72336ab9237277f4f512",
    "metadata": {},
    "name": "EventSeriesEditorGroupsMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "918c1c9b37225e4f2db50d6805d14c29";

export default node;
