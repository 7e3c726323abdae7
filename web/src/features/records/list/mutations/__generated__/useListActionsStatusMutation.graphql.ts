/**
 * @generated SignedSource<<49d4c8da4dfdf3bda78adfdce743b3c3>>
 * @relayHash 92a440547b57cc592364d0704a77c86f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID a65a69cfbc7668958a027b235f2740fc1639872dd58cd38b1bbec15f2f42f5b1

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecordStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type ChangeRecordsStatusInput = {
  active: boolean;
  records: ReadonlyArray<SelectedRecordInput>;
};
export type SelectedRecordInput = {
  id: string;
  version?: number | null | undefined;
};
export type useListActionsStatusMutation$variables = {
  defaultView?: boolean | null | undefined;
  input: ChangeRecordsStatusInput;
  listFields?: ReadonlyArray<string> | null | undefined;
  listType?: string | null | undefined;
  view?: string | null | undefined;
};
export type useListActionsStatusMutation$data = {
  readonly changeRecordsStatus: {
    readonly __typename: string;
    readonly message?: string;
    readonly records?: ReadonlyArray<{
      readonly id: string;
      readonly status: RecordStatus;
      readonly version: number;
      readonly " $fragmentSpreads": FragmentRefs<"RecordRow_record">;
    }>;
  };
};
export type useListActionsStatusMutation = {
  response: useListActionsStatusMutation$data;
  variables: useListActionsStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "defaultView"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listFields"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "listType"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "view"
},
v5 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v10 = {
  "kind": "Variable",
  "name": "defaultView",
  "variableName": "defaultView"
},
v11 = {
  "kind": "Variable",
  "name": "view",
  "variableName": "view"
},
v12 = {
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
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useListActionsStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changeRecordsStatus",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "records",
                "plural": true,
                "selections": [
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "args": [
                      (v10/*:: as any*/),
                      {
                        "kind": "Variable",
                        "name": "listFields",
                        "variableName": "listFields"
                      },
                      {
                        "kind": "Variable",
                        "name": "listType",
                        "variableName": "listType"
                      },
                      (v11/*:: as any*/)
                    ],
                    "kind": "FragmentSpread",
                    "name": "RecordRow_record"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChangeRecordsStatusSuccess",
            "abstractKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useListActionsStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "changeRecordsStatus",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "records",
                "plural": true,
                "selections": [
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isRecord"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "permission",
                    "storageKey": null
                  },
                  {
                    "alias": "values",
                    "args": [
                      (v10/*:: as any*/),
                      {
                        "kind": "Variable",
                        "name": "fields",
                        "variableName": "listFields"
                      },
                      {
                        "kind": "Variable",
                        "name": "type",
                        "variableName": "listType"
                      },
                      (v11/*:: as any*/)
                    ],
                    "concreteType": "FieldValue",
                    "kind": "LinkedField",
                    "name": "columnValues",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "field",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "value",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "text",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "kind",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "format",
                        "storageKey": null
                      },
                      (v13/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "ChangeRecordsStatusSuccess",
            "abstractKey": null
          },
          (v12/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "a65a69cfbc7668958a027b235f2740fc1639872dd58cd38b1bbec15f2f42f5b1",
    "metadata": {},
    "name": "useListActionsStatusMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3074df9c88dbb31f0941d69416c7b2a9";

export default node;
