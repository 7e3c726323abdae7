// Minimal typings for the parts of relay-test-utils the web tests use (the package ships Flow types only).
declare module 'relay-test-utils' {
  import type { Environment, GraphQLResponse, GraphQLTaggedNode, OperationDescriptor, Variables } from 'relay-runtime';

  export interface MockResolverContext {
    parentType?: string | null;
    name?: string | null;
    alias?: string | null;
    path?: readonly string[] | null;
    args?: Record<string, unknown> | null;
  }
  export type MockResolvers = Record<string, (context: MockResolverContext, generateId: () => number) => unknown>;

  export interface RelayMockEnvironment extends Environment {
    mock: {
      resolve(request: OperationDescriptor | GraphQLTaggedNode, payload: GraphQLResponse): void;
      reject(request: OperationDescriptor | GraphQLTaggedNode, error: Error | string): void;
      nextValue(request: OperationDescriptor | GraphQLTaggedNode, payload: GraphQLResponse): void;
      complete(request: OperationDescriptor | GraphQLTaggedNode): void;
      resolveMostRecentOperation(payload: GraphQLResponse | ((operation: OperationDescriptor) => GraphQLResponse)): void;
      rejectMostRecentOperation(error: Error | ((operation: OperationDescriptor) => Error)): void;
      getMostRecentOperation(): OperationDescriptor;
      getAllOperations(): OperationDescriptor[];
      findOperation(predicate: (operation: OperationDescriptor) => boolean): OperationDescriptor;
      queueOperationResolver(resolver: (operation: OperationDescriptor) => GraphQLResponse | Error | null | undefined): void;
      queuePendingOperation(query: GraphQLTaggedNode, variables: Variables): void;
      isLoading(request: OperationDescriptor | GraphQLTaggedNode, variables: Variables): boolean;
    };
  }

  export function createMockEnvironment(config?: Record<string, unknown>): RelayMockEnvironment;

  export const MockPayloadGenerator: {
    generate(operation: OperationDescriptor, resolvers?: MockResolvers | null, options?: Record<string, unknown>): GraphQLResponse;
  };
}
