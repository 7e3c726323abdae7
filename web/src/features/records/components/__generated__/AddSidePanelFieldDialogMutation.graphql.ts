/**
 * @generated SignedSource<<493e3e208249f76a5d3f22f1a8970975>>
 * @relayHash eeee4d2126e70ae47ef955ce076361e1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID eb0c9f49f65b0eb0ccde8c6f48674c3f65b46f5adf170b1215f195685a838cb5

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSidePanelInput = {
  fields: ReadonlyArray<string>;
  type: string;
};
export type AddSidePanelFieldDialogMutation$variables = {
  input: UpdateSidePanelInput;
};
export type AddSidePanelFieldDialogMutation$data = {
  readonly updateSidePanel: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "UpdateSidePanelSuccess";
    readonly __typename: "UpdateSidePanelSuccess";
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type AddSidePanelFieldDialogMutation = {
  response: AddSidePanelFieldDialogMutation$data;
  variables: AddSidePanelFieldDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
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
    "name": "updateSidePanel",
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
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
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
    "name": "AddSidePanelFieldDialogMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddSidePanelFieldDialogMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "eb0c9f49f65b0eb0ccde8c6f48674c3f65b46f5adf170b1215f195685a838cb5",
    "metadata": {},
    "name": "AddSidePanelFieldDialogMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e945072e3afabf6651f4caad16e488e7";

export default node;
