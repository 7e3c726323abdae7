/**
 * @generated SignedSource<<dc6ac0b087ab8442e84a7280da850692>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "a5619bee37b2cd88768f9bd9fd8688a9",
    "id": null,
    "metadata": {},
    "name": "useSetDefaultSectionMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDefaultSectionMutation(\n  $input: SetDefaultSectionInput!\n) {\n  setDefaultSection(input: $input) {\n    __typename\n    ... on SetDefaultSectionSuccess {\n      recordType {\n        defaultSection\n      }\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "59bfd34ee4d36aa76379db43b69ef8d1";

export default node;
