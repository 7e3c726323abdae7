/**
 * @generated SignedSource<<c1e9e1d5845ef256afba1d1ef080f585>>
 * @relayHash a5619bee37b2cd88768f9bd9fd8688a9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 60424040c3f53fd01df689019954647e1d740827719228eaf269168b58de8939

import { ConcreteRequest } from 'relay-runtime';
export type SetDefaultSectionInput = {
  section?: string | null | undefined;
  type: string;
};
export type useSetDefaultSectionMutation$variables = {
  input: SetDefaultSectionInput;
};
export type useSetDefaultSectionMutation$data = {
  readonly setDefaultSection: {
    readonly __typename: "SetDefaultSectionSuccess";
    readonly recordType: {
      readonly defaultSection: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetDefaultSectionMutation = {
  response: useSetDefaultSectionMutation$data;
  variables: useSetDefaultSectionMutation$variables;
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
    "name": "setDefaultSection",
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
            "concreteType": "RecordType",
            "kind": "LinkedField",
            "name": "recordType",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "defaultSection",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SetDefaultSectionSuccess",
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
    "name": "useSetDefaultSectionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetDefaultSectionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "60424040c3f53fd01df689019954647e1d740827719228eaf269168b58de8939",
    "metadata": {},
    "name": "useSetDefaultSectionMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "59bfd34ee4d36aa76379db43b69ef8d1";

export default node;
