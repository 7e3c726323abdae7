/**
 * @generated SignedSource<<6301ed4613106484beb15cd2b6d48e3f>>
 * @relayHash e1544eed16d3ae1fe91425fc1abd17d2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID baac011ced4de404419fccc21700bd1b29e22cad5cb22cbcc286d7e64030c022

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CriteriaConjunction = "AND" | "OR" | "%future added value";
export type CriteriaGroupType = "ADVANCED" | "AND" | "OR" | "%future added value";
export type SearchRouteQuery$variables = {
  object: string;
};
export type SearchRouteQuery$data = {
  readonly recordType: {
    readonly name: string;
    readonly pluralLabel: string;
  } | null | undefined;
  readonly savedViews: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly criteriaGroups: ReadonlyArray<{
      readonly conjunction: CriteriaConjunction;
      readonly formula: string | null | undefined;
      readonly rules: ReadonlyArray<{
        readonly displayValue: string | null | undefined;
        readonly endOperator: string | null | undefined;
        readonly endValue: string | null | undefined;
        readonly field: string;
        readonly name: string;
        readonly operator: string;
        readonly value: string | null | undefined;
      }>;
      readonly type: CriteriaGroupType;
    }>;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
    readonly rowId: number;
  }>;
  readonly searchModel: {
    readonly " $fragmentSpreads": FragmentRefs<"CriteriaBuilder_model">;
  };
};
export type SearchRouteQuery = {
  response: SearchRouteQuery$data;
  variables: SearchRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "object"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "name",
      "variableName": "object"
    }
  ],
  "concreteType": "RecordType",
  "kind": "LinkedField",
  "name": "recordType",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pluralLabel",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v3 = [
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "object"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": (v3/*:: as any*/),
  "concreteType": "SavedView",
  "kind": "LinkedField",
  "name": "savedViews",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rowId",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isDefault",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CriteriaGroup",
      "kind": "LinkedField",
      "name": "criteriaGroups",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "conjunction",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formula",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CriteriaRule",
          "kind": "LinkedField",
          "name": "rules",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
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
              "name": "operator",
              "storageKey": null
            },
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endOperator",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endValue",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "displayValue",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SearchRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SearchModel",
        "kind": "LinkedField",
        "name": "searchModel",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CriteriaBuilder_model"
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SearchRouteQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "SearchModel",
        "kind": "LinkedField",
        "name": "searchModel",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SearchField",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v6/*:: as any*/),
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
                "name": "operators",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "SearchFieldOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  (v4/*:: as any*/),
                  (v6/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lookupType",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v5/*:: as any*/)
    ]
  },
  "params": {
    "id": "baac011ced4de404419fccc21700bd1b29e22cad5cb22cbcc286d7e64030c022",
    "metadata": {},
    "name": "SearchRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "015445ea8239cbff793d945ea4e08bf3";

export default node;
