/**
 * @generated SignedSource<<58c9f6b70ecbb81dd236fc9bcc2ea04a>>
 * @relayHash 9a7638a2c63feb31285ff49ba7993d4a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed4c979b3a6094c816c1e41f908eedc3226acd440f486fb8bd7f35cc86853ab7

import { ConcreteRequest } from 'relay-runtime';
export type ExplorerCallInput = {
  callTime?: string | null | undefined;
  comment?: string | null | undefined;
  country?: string | null | undefined;
  email: string;
  name: string;
  phoneNumber: string;
  reason?: string | null | undefined;
};
export type ExplorerCallFormMutation$variables = {
  input: ExplorerCallInput;
};
export type ExplorerCallFormMutation$data = {
  readonly requestExplorerCall: {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ExplorerCallFormMutation = {
  response: ExplorerCallFormMutation$data;
  variables: ExplorerCallFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "requestExplorerCall",
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
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
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
    "name": "ExplorerCallFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExplorerCallFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "ed4c979b3a6094c816c1e41f908eedc3226acd440f486fb8bd7f35cc86853ab7",
    "metadata": {},
    "name": "ExplorerCallFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "bdbdd920fe75933dfccc0372e01acc3b";

export default node;
