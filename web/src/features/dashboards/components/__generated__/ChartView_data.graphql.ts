/**
 * @generated SignedSource<<7881083b76fff1f1893730962469a110>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChartView_data$data = {
  readonly amountField: string | null | undefined;
  readonly amountLabel: string | null | undefined;
  readonly groupLabel: string;
  readonly slices: ReadonlyArray<{
    readonly amount: number;
    readonly count: number;
    readonly key: string;
    readonly label: string;
  }>;
  readonly totalAmount: number;
  readonly totalCount: number;
  readonly " $fragmentType": "ChartView_data";
};
export type ChartView_data$key = {
  readonly " $data"?: ChartView_data$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChartView_data">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChartView_data",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "groupLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountField",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amountLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ChartSlice",
      "kind": "LinkedField",
      "name": "slices",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
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
          "name": "count",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ChartData",
  "abstractKey": null
};

(node as any).hash = "5f1953f3c3fbfef5f498e4d06f9d8e5b";

export default node;
