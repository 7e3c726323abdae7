/**
 * @generated SignedSource<<4b78245509f9ca8375167997082fc71c>>
 * @relayHash 1a20d4e4eabcbe8ec05be056368b4782
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b4b374d1d71c12558e07e039b898685b37e19d050646a68b602b23480e44277e

import { ConcreteRequest } from 'relay-runtime';
export type ExtraFieldType = "ACCOUNT" | "CHECKBOX" | "DATE" | "NUMBER" | "PERSON" | "RADIO" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "%future added value";
export type ExtraFieldDefinitionsQuery$variables = {
  recordType: string;
};
export type ExtraFieldDefinitionsQuery$data = {
  readonly extraFieldDefinitions: {
    readonly __typename: "ExtraFieldDefinitionList";
    readonly conditionFields: ReadonlyArray<{
      readonly label: string;
      readonly name: string;
      readonly options: ReadonlyArray<{
        readonly label: string;
        readonly value: string;
      }>;
    }>;
    readonly definitions: ReadonlyArray<{
      readonly condition: {
        readonly field: string;
        readonly value: string;
      } | null | undefined;
      readonly fieldType: ExtraFieldType;
      readonly id: string;
      readonly isRequired: boolean;
      readonly name: string;
      readonly numberOfColumn: number;
      readonly options: ReadonlyArray<{
        readonly label: string;
        readonly value: string;
      }>;
      readonly sortOrder: number;
    }>;
    readonly recordType: string;
  } | {
    readonly __typename: "PermissionError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ExtraFieldDefinitionsQuery = {
  response: ExtraFieldDefinitionsQuery$data;
  variables: ExtraFieldDefinitionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "recordType"
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
  "args": null,
  "kind": "ScalarField",
  "name": "value",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "FieldOption",
  "kind": "LinkedField",
  "name": "options",
  "plural": true,
  "selections": [
    (v2/*:: as any*/),
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "recordType",
        "variableName": "recordType"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "extraFieldDefinitions",
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
            "kind": "ScalarField",
            "name": "recordType",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ExtraFieldDefinition",
            "kind": "LinkedField",
            "name": "definitions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              },
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fieldType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "isRequired",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "numberOfColumn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "sortOrder",
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "ExtraFieldCondition",
                "kind": "LinkedField",
                "name": "condition",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "field",
                    "storageKey": null
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RecordField",
            "kind": "LinkedField",
            "name": "conditionFields",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ExtraFieldDefinitionList",
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
        "type": "PermissionError",
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
    "name": "ExtraFieldDefinitionsQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExtraFieldDefinitionsQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "id": "b4b374d1d71c12558e07e039b898685b37e19d050646a68b602b23480e44277e",
    "metadata": {},
    "name": "ExtraFieldDefinitionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "04194ed0934f8421f5ccd391124e6f1e";

export default node;
