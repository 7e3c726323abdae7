/**
 * @generated SignedSource<<a41bd01ecb8dba41d99158835325ce4a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AttachmentFileType = "FILE" | "URL" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AttachmentsSection_attachment$data = {
  readonly createdAt: string;
  readonly createdByName: string | null | undefined;
  readonly downloadUrl: string | null | undefined;
  readonly fileType: AttachmentFileType;
  readonly id: string;
  readonly name: string;
  readonly sizeText: string;
  readonly url: string;
  readonly " $fragmentType": "AttachmentsSection_attachment";
};
export type AttachmentsSection_attachment$key = {
  readonly " $data"?: AttachmentsSection_attachment$data;
  readonly " $fragmentSpreads": FragmentRefs<"AttachmentsSection_attachment">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AttachmentsSection_attachment",
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
      "name": "fileType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sizeText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdByName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Attachment",
  "abstractKey": null
};

(node as any).hash = "a31eb5750e48554a27aeb4dada50b25a";

export default node;
