import type { ASTNode, DirectiveNode, SelectionSetNode, TypeNode, ValueNode } from 'graphql';

/**
 * The GraphQL text Apollo Client sends, printed without graphql-js's printer (issue 19: its printer,
 * block-string and string modules are ~1.7 KB gzip of every first load). The built web resolves
 * Apollo's `import { print } from "graphql"` (in @apollo/client/utilities/graphql/print.js, which
 * caches the text per document) to this module — both the browser's build and the server's render,
 * so both send the same text and share the API's answer cache (web/vite.config.ts `compactPrint`).
 *
 * It prints executable documents — operations and fragments, all a client sends — on one line with
 * no more spaces than the grammar needs; a string value is written as JSON writes it, which is a
 * valid GraphQL string (a block string's value included). Anything else throws: a document the
 * server could not read must fail here, not be sent half-printed. apollo-print.test.ts checks that
 * every operation of web/src/graphql/ prints to text graphql-js parses back to the same document.
 */
export function print(node: ASTNode): string {
  switch (node.kind) {
    case 'Document':
      return node.definitions.map(print).join(' ');
    case 'OperationDefinition': {
      const variables = node.variableDefinitions?.length ? `(${node.variableDefinitions.map(print).join(',')})` : '';
      const head = `${node.operation}${node.name ? ` ${node.name.value}` : ''}${variables}${directives(node.directives)}`;
      return head === 'query' ? selections(node.selectionSet) : `${head}${selections(node.selectionSet)}`;
    }
    case 'VariableDefinition':
      return `$${node.variable.name.value}:${type(node.type)}${node.defaultValue ? `=${value(node.defaultValue)}` : ''}${directives(node.directives)}`;
    case 'Field': {
      const args = node.arguments?.length ? `(${node.arguments.map((arg) => `${arg.name.value}:${value(arg.value)}`).join(',')})` : '';
      const set = node.selectionSet ? selections(node.selectionSet) : '';
      return `${node.alias ? `${node.alias.value}:` : ''}${node.name.value}${args}${directives(node.directives)}${set}`;
    }
    case 'FragmentSpread':
      return `...${node.name.value}${directives(node.directives)}`;
    case 'InlineFragment':
      return `...${node.typeCondition ? `on ${node.typeCondition.name.value}` : ''}${directives(node.directives)}${selections(node.selectionSet)}`;
    case 'FragmentDefinition':
      if (node.variableDefinitions?.length) break;
      return `fragment ${node.name.value} on ${node.typeCondition.name.value}${directives(node.directives)}${selections(node.selectionSet)}`;
    default:
      break;
  }
  throw new Error(`Cannot print a GraphQL ${node.kind} node`);
}

const selections = (set: SelectionSetNode): string => `{${set.selections.map(print).join(' ')}}`;

const directives = (list: readonly DirectiveNode[] | undefined): string =>
  (list ?? []).map((directive) => `@${directive.name.value}${directive.arguments?.length ? `(${directive.arguments.map((arg) => `${arg.name.value}:${value(arg.value)}`).join(',')})` : ''}`).join('');

function type(node: TypeNode): string {
  if (node.kind === 'NamedType') return node.name.value;
  if (node.kind === 'ListType') return `[${type(node.type)}]`;
  return `${type(node.type)}!`;
}

function value(node: ValueNode): string {
  switch (node.kind) {
    case 'Variable':
      return `$${node.name.value}`;
    case 'IntValue':
    case 'FloatValue':
      return node.value;
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return node.value ? 'true' : 'false';
    case 'NullValue':
      return 'null';
    case 'EnumValue':
      return node.value;
    case 'ListValue':
      return `[${node.values.map(value).join(',')}]`;
    case 'ObjectValue':
      return `{${node.fields.map((field) => `${field.name.value}:${value(field.value)}`).join(',')}}`;
    default:
      throw new Error(`Cannot print a GraphQL ${(node as ValueNode).kind} value`);
  }
}
