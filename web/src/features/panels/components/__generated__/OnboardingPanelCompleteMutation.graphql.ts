/**
 * @generated SignedSource<<0b472e249dab40401ea129112574ea93>>
 * @relayHash 32aa4eff11c7e66304e72b32089eacc7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e0a2b83479d64812af5e5c5eb4df94137c67b10317752e45d6442a9d35c37395

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingInput = {
  activity?: string | null | undefined;
  feature: string;
  isCompleted?: boolean | null | undefined;
  section?: string | null | undefined;
};
export type OnboardingPanelCompleteMutation$variables = {
  input: OnboardingInput;
};
export type OnboardingPanelCompleteMutation$data = {
  readonly completeOnboarding: {
    readonly __typename: "OnboardingPayload";
    readonly checklist: {
      readonly feature: string;
      readonly sections: ReadonlyArray<{
        readonly items: ReadonlyArray<{
          readonly isCompleted: boolean;
          readonly value: string;
        }>;
        readonly value: string;
      }>;
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
export type OnboardingPanelCompleteMutation = {
  response: OnboardingPanelCompleteMutation$data;
  variables: OnboardingPanelCompleteMutation$variables;
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
    "name": "completeOnboarding",
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
            "concreteType": "OnboardingChecklist",
            "kind": "LinkedField",
            "name": "checklist",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feature",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "OnboardingSection",
                "kind": "LinkedField",
                "name": "sections",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "OnboardingItem",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v1/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "isCompleted",
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
          }
        ],
        "type": "OnboardingPayload",
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
    "name": "OnboardingPanelCompleteMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnboardingPanelCompleteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e0a2b83479d64812af5e5c5eb4df94137c67b10317752e45d6442a9d35c37395",
    "metadata": {},
    "name": "OnboardingPanelCompleteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3d425f7b2733df57ef28d10a533ce482";

export default node;
