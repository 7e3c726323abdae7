/**
 * @generated SignedSource<<2d80b18ed781779ee74e5d726f672982>>
 * @relayHash 2a76fe8550153b06dd3ad4748a1780e4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0a53d423a51f1185c1ac62702473764c7d4ffbb85dbcaff5150768f6526bad60

import { ConcreteRequest } from 'relay-runtime';
export type ColumnEditorRouteQuery$variables = {
  object: string;
};
export type ColumnEditorRouteQuery$data = {
  readonly recordType: {
    readonly __typename: "RecordType";
  } | null | undefined;
  readonly savedViews: ReadonlyArray<{
    readonly canEdit: boolean;
    readonly columns: ReadonlyArray<{
      readonly field: string;
      readonly hidden: boolean;
      readonly label: string;
      readonly width: number;
    }>;
    readonly id: string;
    readonly isDefault: boolean;
    readonly name: string;
    readonly rowId: number;
  }>;
  readonly searchModel: {
    readonly fields: ReadonlyArray<{
      readonly label: string;
      readonly name: string;
    }>;
  };
};
export type ColumnEditorRouteQuery = {
  response: ColumnEditorRouteQuery$data;
  variables: ColumnEditorRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "object"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "type",
    "variableName": "object"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = [
  {
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
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v1/*:: as any*/),
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
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": (v1/*:: as any*/),
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
      (v2/*:: as any*/),
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
        "concreteType": "ViewColumn",
        "kind": "LinkedField",
        "name": "columns",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v3/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ColumnEditorRouteQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ColumnEditorRouteQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "0a53d423a51f1185c1ac62702473764c7d4ffbb85dbcaff5150768f6526bad60",
    "metadata": {},
    "name": "ColumnEditorRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "08df78ba9a4693f315aab8ab604ac495";

export default node;
