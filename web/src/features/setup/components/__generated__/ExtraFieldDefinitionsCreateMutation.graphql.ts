/**
 * @generated SignedSource<<e6b9a789025af24a418f0c7b5adb794c>>
 * @relayHash e40f5c8fcca678425de0413dadd77e1f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9ac3bca04dcc00aada9ba3ed2580189e85e2cfa4cafc6770c3443d676237b338

import { ConcreteRequest } from 'relay-runtime';
export type ExtraFieldType = "ACCOUNT" | "CHECKBOX" | "DATE" | "NUMBER" | "PERSON" | "RADIO" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "%future added value";
export type CreateExtraFieldDefinitionInput = {
  condition?: ExtraFieldConditionInput | null | undefined;
  fieldType: ExtraFieldType;
  isRequired?: boolean | null | undefined;
  name: string;
  numberOfColumn?: number | null | undefined;
  options?: ReadonlyArray<ExtraFieldOptionInput> | null | undefined;
  recordType: string;
  section?: string | null | undefined;
  sortOrder?: number | null | undefined;
};
export type ExtraFieldConditionInput = {
  field: string;
  value: string;
};
export type ExtraFieldOptionInput = {
  label: string;
  value: string;
};
export type ExtraFieldDefinitionsCreateMutation$variables = {
  input: CreateExtraFieldDefinitionInput;
};
export type ExtraFieldDefinitionsCreateMutation$data = {
  readonly createExtraFieldDefinition: {
    readonly __typename: string;
    readonly definition?: {
      readonly id: string;
    };
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type ExtraFieldDefinitionsCreateMutation = {
  response: ExtraFieldDefinitionsCreateMutation$data;
  variables: ExtraFieldDefinitionsCreateMutation$variables;
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
    "name": "createExtraFieldDefinition",
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
            "concreteType": "ExtraFieldDefinition",
            "kind": "LinkedField",
            "name": "definition",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "SaveExtraFieldDefinitionSuccess",
        "abstractKey": null
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
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "ExtraFieldDefinitionsCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExtraFieldDefinitionsCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9ac3bca04dcc00aada9ba3ed2580189e85e2cfa4cafc6770c3443d676237b338",
    "metadata": {},
    "name": "ExtraFieldDefinitionsCreateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d45d148c6f373613a5b9952872439aed";

export default node;
