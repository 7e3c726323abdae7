/**
 * @generated SignedSource<<76b646a3548916702feaa514d076e35d>>
 * @relayHash f03c5ce40c51c729d88685a26dfe19e6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5b362a9b72a9fc78a1c4fae35d4598b564d4066bb6d861e763fa24d710b86dec

import { ConcreteRequest } from 'relay-runtime';
export type OnboardingInput = {
  activity?: string | null | undefined;
  feature: string;
  isCompleted?: boolean | null | undefined;
  section?: string | null | undefined;
};
export type OnboardingPanelResetMutation$variables = {
  input: OnboardingInput;
};
export type OnboardingPanelResetMutation$data = {
  readonly resetOnboarding: {
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
export type OnboardingPanelResetMutation = {
  response: OnboardingPanelResetMutation$data;
  variables: OnboardingPanelResetMutation$variables;
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
    "name": "resetOnboarding",
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
    "name": "OnboardingPanelResetMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OnboardingPanelResetMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "5b362a9b72a9fc78a1c4fae35d4598b564d4066bb6d861e763fa24d710b86dec",
    "metadata": {},
    "name": "OnboardingPanelResetMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "253ccb6f022070f8be0cf09dd438ad6a";

export default node;
