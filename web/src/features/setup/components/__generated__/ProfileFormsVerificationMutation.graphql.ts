/**
 * @generated SignedSource<<00dbf5f3c050146a47069f157c33a796>>
 * @relayHash 7f8995da01dd3f85e5eba1eb9499dfe9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec28a8066c3f4f43bf12072c2436a77b8153cd93c2a10b03d2b956883bbbaa02

import { ConcreteRequest } from 'relay-runtime';
export type ProfileFormsVerificationMutation$variables = Record<PropertyKey, never>;
export type ProfileFormsVerificationMutation$data = {
  readonly resendVerification: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type ProfileFormsVerificationMutation = {
  response: ProfileFormsVerificationMutation$data;
  variables: ProfileFormsVerificationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "resendVerification",
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
        "selections": (v0/*:: as any*/),
        "type": "DoneSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v0/*:: as any*/),
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileFormsVerificationMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ProfileFormsVerificationMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec28a8066c3f4f43bf12072c2436a77b8153cd93c2a10b03d2b956883bbbaa02",
    "metadata": {},
    "name": "ProfileFormsVerificationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "baf1a9cc2e9b05e0dcf73c24b7d8d213";

export default node;
