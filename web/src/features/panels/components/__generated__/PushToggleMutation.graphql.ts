/**
 * @generated SignedSource<<0599c40fc14a11aefbbd21ccaf5a2575>>
 * @relayHash 65761f4c081abdbc5712a5d100fd42d4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cafdb707e0691fcfd97478eb70c3217be293f4f28707fe4d094b98a1d8b76220

import { ConcreteRequest } from 'relay-runtime';
export type PushSubscriptionInput = {
  auth?: string | null | undefined;
  endpoint: string;
  p256dh?: string | null | undefined;
  remove?: boolean | null | undefined;
};
export type PushToggleMutation$variables = {
  input: PushSubscriptionInput;
};
export type PushToggleMutation$data = {
  readonly updatePushSubscription: {
    readonly __typename: "UpdatePushSubscriptionSuccess";
    readonly subscribed: boolean;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type PushToggleMutation = {
  response: PushToggleMutation$data;
  variables: PushToggleMutation$variables;
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
    "name": "updatePushSubscription",
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
            "name": "subscribed",
            "storageKey": null
          }
        ],
        "type": "UpdatePushSubscriptionSuccess",
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
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "PushToggleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PushToggleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "cafdb707e0691fcfd97478eb70c3217be293f4f28707fe4d094b98a1d8b76220",
    "metadata": {},
    "name": "PushToggleMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ca968fcc9f1d8a1c05112d316fc340c9";

export default node;
