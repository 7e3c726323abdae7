/**
 * @generated SignedSource<<f0af13c7a17807f8a2cf79f557e16077>>
 * @relayHash 17d59d13a9124e0965f019ad2cf12235
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cccf54cb5a500911cca595d77faa8305c17b1a82e7149280975e02d37f842b57

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CriteriaConjunction = "AND" | "OR" | "%future added value";
export type CriteriaGroupType = "ADVANCED" | "AND" | "OR" | "%future added value";
export type ViewDetailRouteQuery$variables = {
  object: string;
};
export type ViewDetailRouteQuery$data = {
  readonly recordType: {
    readonly pluralLabel: string;
  } | null | undefined;
  readonly savedViews: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly columns: ReadonlyArray<{
      readonly field: string;
      readonly hidden: boolean;
      readonly label: string;
      readonly width: number;
    }>;
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
    readonly isPinned: boolean;
    readonly isSystem: boolean;
    readonly name: string;
    readonly rowId: number;
    readonly sharedBy: string | null | undefined;
  }>;
  readonly searchModel: {
    readonly " $fragmentSpreads": FragmentRefs<"CriteriaBuilder_model">;
  };
};
export type ViewDetailRouteQuery = {
  response: ViewDetailRouteQuery$data;
  variables: ViewDetailRouteQuery$variables;
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
v2 = [
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "object"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": (v2/*:: as any*/),
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
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isSystem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPinned",
      "storageKey": null
    },
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
      "kind": "ScalarField",
      "name": "sharedBy",
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
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "operator",
              "storageKey": null
            },
            (v5/*:: as any*/),
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ViewColumn",
      "kind": "LinkedField",
      "name": "columns",
      "plural": true,
      "selections": [
        (v4/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "width",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "hidden",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewDetailRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ViewDetailRouteQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
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
              (v3/*:: as any*/),
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
                  (v5/*:: as any*/),
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
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "id": "cccf54cb5a500911cca595d77faa8305c17b1a82e7149280975e02d37f842b57",
    "metadata": {},
    "name": "ViewDetailRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "f66258d06cd1f7a12efc93ec51edb94b";

export default node;
