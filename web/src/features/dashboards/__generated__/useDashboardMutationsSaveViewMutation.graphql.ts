/**
 * @generated SignedSource<<bdebcd72f4ce6fa1005bd953935ce013>>
 * @relayHash 48a10a505698f6c99142877659eb7d1a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d6625357f316ae9b421001d9706bb0f3a444d7c8240fe936b1114531192cc64f

import { ConcreteRequest } from 'relay-runtime';
export type DashboardChartType = "FUNNEL" | "GAUGE" | "NONE" | "PIE" | "%future added value";
export type SaveDashboardViewInput = {
  chartType?: DashboardChartType | null | undefined;
  dashboardId: string;
  id?: string | null | undefined;
  name: string;
  objectName?: string | null | undefined;
  viewId?: string | null | undefined;
};
export type useDashboardMutationsSaveViewMutation$variables = {
  input: SaveDashboardViewInput;
};
export type useDashboardMutationsSaveViewMutation$data = {
  readonly saveDashboardView: {
    readonly __typename: string;
    readonly message?: string;
  };
};
export type useDashboardMutationsSaveViewMutation = {
  response: useDashboardMutationsSaveViewMutation$data;
  variables: useDashboardMutationsSaveViewMutation$variables;
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
    "name": "saveDashboardView",
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
        "type": "SaveDashboardViewSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
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
    "name": "useDashboardMutationsSaveViewMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDashboardMutationsSaveViewMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d6625357f316ae9b421001d9706bb0f3a444d7c8240fe936b1114531192cc64f",
    "metadata": {},
    "name": "useDashboardMutationsSaveViewMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "12d9d21adfb3d3f5b0d4026c7f657940";

export default node;
