/**
 * @generated SignedSource<<3179ed3fc65bee75faae3ad2f329187b>>
 * @relayHash 7320ec6e8ac039a8d79dc9af30e13f36
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b675b805640a654471dd7b40080565adbaba0c3f86a86e4b2af041783b17405c

import { ConcreteRequest } from 'relay-runtime';
export type UpdatePreferencesInput = {
  calendarStartDay?: number | null | undefined;
  modalSize?: string | null | undefined;
  sessionTimeout?: number | null | undefined;
  streamFilterOption?: string | null | undefined;
  timeZone?: string | null | undefined;
};
export type ProfileFormsPreferencesMutation$variables = {
  input: UpdatePreferencesInput;
};
export type ProfileFormsPreferencesMutation$data = {
  readonly updatePreferences: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type ProfileFormsPreferencesMutation = {
  response: ProfileFormsPreferencesMutation$data;
  variables: ProfileFormsPreferencesMutation$variables;
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
    "name": "updatePreferences",
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
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
    "name": "ProfileFormsPreferencesMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileFormsPreferencesMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "b675b805640a654471dd7b40080565adbaba0c3f86a86e4b2af041783b17405c",
    "metadata": {},
    "name": "ProfileFormsPreferencesMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "145bfade24c599b695ac8e7be2340a4b";

export default node;
