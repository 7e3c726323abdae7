/**
 * @generated SignedSource<<7db4d4edb3f2873107d5ab4008b8c441>>
 * @relayHash cbd41e0f42e78b1cb5362406e3f0daf8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fd3589f0d22550634647eb0fad3b6812732a998fa828191385ba3d2643e42773

import { ConcreteRequest } from 'relay-runtime';
export type ExtraFieldType = "ACCOUNT" | "CHECKBOX" | "DATE" | "NUMBER" | "PERSON" | "RADIO" | "SELECT" | "TEXT" | "TEXTAREA" | "URL" | "USER" | "%future added value";
export type UpdateExtraFieldDefinitionInput = {
  condition?: ExtraFieldConditionInput | null | undefined;
  fieldType?: ExtraFieldType | null | undefined;
  id: string;
  isRequired?: boolean | null | undefined;
  name?: string | null | undefined;
  numberOfColumn?: number | null | undefined;
  options?: ReadonlyArray<ExtraFieldOptionInput> | null | undefined;
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
export type ExtraFieldDefinitionsUpdateMutation$variables = {
  input: UpdateExtraFieldDefinitionInput;
};
export type ExtraFieldDefinitionsUpdateMutation$data = {
  readonly updateExtraFieldDefinition: {
    readonly __typename: string;
    readonly definition?: {
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
    };
    readonly fields?: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message?: string;
  };
};
export type ExtraFieldDefinitionsUpdateMutation = {
  response: ExtraFieldDefinitionsUpdateMutation$data;
  variables: ExtraFieldDefinitionsUpdateMutation$variables;
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
  "name": "value",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "field",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v4 = [
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
    "name": "updateExtraFieldDefinition",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "FieldOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "ExtraFieldCondition",
                "kind": "LinkedField",
                "name": "condition",
                "plural": false,
                "selections": [
                  (v2/*:: as any*/),
                  (v1/*:: as any*/)
                ],
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
              (v2/*:: as any*/),
              (v3/*:: as any*/)
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
          (v3/*:: as any*/)
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
    "name": "ExtraFieldDefinitionsUpdateMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ExtraFieldDefinitionsUpdateMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "id": "fd3589f0d22550634647eb0fad3b6812732a998fa828191385ba3d2643e42773",
    "metadata": {},
    "name": "ExtraFieldDefinitionsUpdateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "25789d4e5636de151abd578e185367a8";

export default node;
