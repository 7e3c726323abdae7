/**
 * @generated SignedSource<<4b8991b05cd92489f5292e3ea358c325>>
 * @relayHash 351637e20c27a73c9663afaebf03597d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID affe6539fc917b8b3956bf967e3a7e421d105203c5b984ece5dd70a4472ee614

import { ConcreteRequest } from 'relay-runtime';
export type CriteriaConjunction = "AND" | "OR" | "%future added value";
export type CriteriaGroupType = "ADVANCED" | "AND" | "OR" | "%future added value";
export type SortDirection = "ASC" | "DESC" | "%future added value";
export type SaveViewInput = {
  columns?: ReadonlyArray<ViewColumnInput> | null | undefined;
  criteria?: ReadonlyArray<CriteriaGroupInput> | null | undefined;
  direction?: SortDirection | null | undefined;
  id?: string | null | undefined;
  name?: string | null | undefined;
  orderBy?: string | null | undefined;
  pageSize?: number | null | undefined;
  saveAsNew?: boolean | null | undefined;
  type?: string | null | undefined;
};
export type ViewColumnInput = {
  field: string;
  hidden?: boolean | null | undefined;
  width?: number | null | undefined;
};
export type CriteriaGroupInput = {
  conjunction?: CriteriaConjunction | null | undefined;
  formula?: string | null | undefined;
  rules: ReadonlyArray<CriteriaRuleInput>;
  type?: CriteriaGroupType | null | undefined;
};
export type CriteriaRuleInput = {
  displayValue?: string | null | undefined;
  endOperator?: string | null | undefined;
  endValue?: string | null | undefined;
  field?: string | null | undefined;
  name?: string | null | undefined;
  operator: string;
  value?: string | null | undefined;
};
export type useViewMutationsSaveMutation$variables = {
  input: SaveViewInput;
};
export type useViewMutationsSaveMutation$data = {
  readonly saveView: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
    readonly view?: {
      readonly columns: ReadonlyArray<{
        readonly field: string;
        readonly hidden: boolean;
        readonly label: string;
        readonly width: number;
      }>;
      readonly direction: SortDirection | null | undefined;
      readonly id: string;
      readonly name: string;
      readonly orderBy: string | null | undefined;
      readonly rowId: number;
    };
  };
};
export type useViewMutationsSaveMutation = {
  response: useViewMutationsSaveMutation$data;
  variables: useViewMutationsSaveMutation$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v3 = [
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
    "name": "saveView",
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
            "concreteType": "SavedView",
            "kind": "LinkedField",
            "name": "view",
            "plural": false,
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderBy",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "direction",
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
                  (v2/*:: as any*/),
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
          }
        ],
        "type": "SaveViewSuccess",
        "abstractKey": null
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
              (v2/*:: as any*/),
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
    "name": "useViewMutationsSaveMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useViewMutationsSaveMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "id": "affe6539fc917b8b3956bf967e3a7e421d105203c5b984ece5dd70a4472ee614",
    "metadata": {},
    "name": "useViewMutationsSaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7a012b6a533f9ccd4db461fd399f927f";

export default node;
