import { join } from 'node:path';
import { operationList } from '@petstore/contract';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { hoverEveryField, sdkOperations } from './editor-hover';
import { root } from './workspace';

// docs/getting-started.md says that editors show each field's description on hover. In the
// workspace too: the examples and the tests resolve the packages' sources through the
// `@petstore/source` condition (tsconfig.base.json), and the hover must read the same there.
it("shows the contract's description of every field of every record, body and query on hover, in the workspace's sources", () => {
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const fields = hoverEveryField(join(import.meta.dirname, 'hover-probe.ts'), root, options);
  // Every operation but the OpenAPI document, which needs no client.
  expect(sdkOperations.length).toBe(operationList.length - 1);
  // Every operation that takes a body or a query or returns a record has its fields probed.
  const probed = new Set(fields.map((field) => field.where.split(' ')[0]));
  const withFields = sdkOperations.filter(
    (operation) => operation.body || operation.query || 'schema' in operation.response,
  );
  expect([...probed].sort()).toEqual(withFields.map((operation) => operation.operationId).sort());
  expect(fields.filter((field) => field.shown !== field.expected)).toEqual([]);
});
