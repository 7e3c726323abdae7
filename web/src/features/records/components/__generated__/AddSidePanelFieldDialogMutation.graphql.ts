/**
 * @generated SignedSource<<9d823ebac2f71d3065f3474fd74c4a4b>>
 * @relayHash cb114f726b6002b61e0b395860d29180
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e8aaec934b0e90d1f6eaee61033129b28a13562bdf6a8f96879b696f2cfe85f

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UpdateSidePanelInput = {
  fields: ReadonlyArray<string>;
  type: string;
};
export type AddSidePanelFieldDialogMutation$variables = {
  input: UpdateSidePanelInput;
};
export type AddSidePanelFieldDialogMutation$data = {
  readonly updateSidePanel: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateSidePanelSuccess";
    readonly recordType: {
      readonly " $fragmentSpreads": FragmentRefs<"AddSidePanelFieldDialog_recordType">;
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
export type AddSidePanelFieldDialogMutation = {
  response: AddSidePanelFieldDialogMutation$data;
  variables: AddSidePanelFieldDialogMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v4 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "ValidationError",
  "abstractKey": null
},
v5 = {
  "kind": "InlineFragment",
  "selections": (v3/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AddSidePanelFieldDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSidePanel",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AddSidePanelFieldDialog_recordType"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateSidePanelSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddSidePanelFieldDialogMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateSidePanel",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "SidePanelField",
                    "kind": "LinkedField",
                    "name": "sidePanelFields",
                    "plural": true,
                    "selections": [
                      (v6/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "label",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isExtra",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "selected",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "UpdateSidePanelSuccess",
            "abstractKey": null
          },
          (v4/*:: as any*/),
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2e8aaec934b0e90d1f6eaee61033129b28a13562bdf6a8f96879b696f2cfe85f",
    "metadata": {},
    "name": "AddSidePanelFieldDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "4094e3769480beeadfc69f55057c1592";

export default node;
