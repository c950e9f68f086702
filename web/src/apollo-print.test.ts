import { addTypenameToDocument } from '@apollo/client/utilities';
import { parse, print as graphqlPrint, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { print } from './apollo-print';

/** Every operation the web sends, as generated (web/src/gql/hooks/<Operation>.ts). */
const documents = Object.entries(import.meta.glob<Record<string, unknown>>('./gql/hooks/*.ts', { eager: true })).flatMap(([file, module]) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, document]) => [`${file} ${name}`, document as DocumentNode] as const),
);

/** A document as data, leaving out what the text does not carry: locations, empty lists, how a string was quoted. */
const plain = (node: unknown): unknown =>
  JSON.parse(JSON.stringify(node, (key, value: unknown) => (key === 'loc' || key === 'block' || (Array.isArray(value) && value.length === 0) ? undefined : value)));

/** The document the API reads from the text. */
const readBack = (document: DocumentNode) => plain(parse(print(document)));

describe('the compact GraphQL printer Apollo sends with (web/vite.config.ts compactPrint)', () => {
  it('prints every operation of web/src/graphql/ to text that parses to the same document, with and without __typename', () => {
    expect(documents.length).toBeGreaterThan(100);
    for (const [name, document] of documents) {
      expect(readBack(document), name).toEqual(plain(document));
      const sent = addTypenameToDocument(document);
      expect(readBack(sent), name).toEqual(plain(sent));
    }
  });

  it('prints every kind of value, type, directive and fragment the grammar allows in a request', () => {
    const document = parse(`
      query Everything($id: ID!, $ids: [ID!]! = ["a", "b"], $limit: Int = 10, $on: Boolean @deprecated) @live {
        a: product(id: $id, price: 12.5, sort: PRICE_ASC, where: { tags: ["x", "y"], note: null, deep: { ok: true, off: false } }) @include(if: $on) {
          ...Card @skip(if: false)
          ... on Product { slug }
          ... @include(if: $on) { title }
          ... { id }
        }
        text(s: "quote \\" backslash \\\\ slash / tab \\t newline \\n unicode \\u00e9 ₹1,299 \\u2028", block: """
          two
            lines "quoted" \\n
        """)
      }
      fragment Card on Product @keep { id images(first: 2) { url } }
      mutation { ping }
      subscription Ticks { tick }
      { anonymous }
    `);
    expect(readBack(document)).toEqual(plain(document));
    expect(graphqlPrint(parse(print(document)))).not.toContain('"""');
    expect(print(parse('{ a }'))).toBe('{a}');
    expect(print(parse('query Q($a: [Int!]!) { f(a: $a) { b c } }'))).toBe('query Q($a:[Int!]!){f(a:$a){b c}}');
  });

  it('refuses a document that is not a request rather than send part of it', () => {
    expect(() => print(parse('type Product { id: ID! }'))).toThrow('Cannot print a GraphQL ObjectTypeDefinition node');
  });
});
