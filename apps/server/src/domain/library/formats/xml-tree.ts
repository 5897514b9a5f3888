import { setImmediate as nextTurn } from 'node:timers/promises';
import { SaxesParser } from 'saxes';

/** An element of a parsed XML document: its local name, attributes and children in order. */
export type XmlElement = { name: string; attrs: Record<string, string>; children: XmlNode[] };
export type XmlNode = XmlElement | string;

/** What one XML file may cost: a legislative section is a few KB and a few levels deep. */
export const XML_MAX_DEPTH = 64;
export const XML_MAX_ELEMENTS = 200_000;

export class XmlError extends Error {}

/** How much of a file one step of parseXmlInSteps reads: about 5 ms of parsing on a slow machine. */
const STEP_CHARS = 64 * 1024;

/**
 * A tree builder around saxes. saxes is strict and never expands a DTD's entities (an undeclared entity is an
 * error), so the "billion laughs" and external-entity attacks have nothing to work with; the depth and element
 * limits stop a document built to exhaust the tree instead.
 */
function treeParser() {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', attrs: {}, children: [] };
  const stack: XmlElement[] = [root];
  let elements = 0;
  let failure: Error | undefined;

  parser.on('error', (error) => {
    failure ??= new XmlError(`is not well-formed XML (${error.message.split('\n')[0]})`);
    throw failure;
  });
  parser.on('doctype', () => {
    failure ??= new XmlError('declares a DTD, which is not accepted');
    throw failure;
  });
  parser.on('opentag', (tag) => {
    elements += 1;
    if (stack.length > XML_MAX_DEPTH)
      failure ??= new XmlError(`nests elements more than ${XML_MAX_DEPTH} deep`);
    if (elements > XML_MAX_ELEMENTS) failure ??= new XmlError(`has more than ${XML_MAX_ELEMENTS} elements`);
    // Parsing stops at the first limit: thrown out of write(), not read on to the file's end (a 7 MB file
    // nested past the limit held the event loop for seconds while the rest of it was parsed for nothing).
    if (failure) throw failure;
    const element: XmlElement = {
      name: localName(tag.name),
      attrs: tag.attributes as Record<string, string>,
      children: [],
    };
    stack[stack.length - 1]!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => {
    if (!failure) stack.pop();
  });
  const addText = (value: string) => {
    if (!failure && stack.length > 1) stack[stack.length - 1]!.children.push(value);
  };
  parser.on('text', addText);
  parser.on('cdata', addText);

  const guard = (step: () => void) => {
    try {
      step();
    } catch (error) {
      failure ??= new XmlError(`is not well-formed XML (${(error as Error).message.split('\n')[0]})`);
    }
    if (failure) throw failure;
  };
  return {
    write: (chunk: string) => guard(() => parser.write(chunk)),
    finish: (): XmlElement => {
      guard(() => parser.close());
      const top = root.children.find((child): child is XmlElement => typeof child !== 'string');
      if (!top) throw new XmlError('holds no XML element');
      return top;
    },
  };
}

/** Parses a whole XML file into a tree, at once (a section's few KB). */
export function parseXml(text: string): XmlElement {
  const tree = treeParser();
  tree.write(text);
  return tree.finish();
}

/**
 * Parses an XML file of any size into a tree a step at a time, letting the server's other requests run between
 * steps: a 16 MB chapter parsed at once held the event loop for over two seconds (bench/library-import).
 */
export async function parseXmlInSteps(text: string): Promise<XmlElement> {
  const tree = treeParser();
  // saxes keeps a character outside the BMP whole when a step ends between its two halves.
  for (let at = 0; at < text.length; at += STEP_CHARS) {
    tree.write(text.slice(at, at + STEP_CHARS));
    if (at + STEP_CHARS < text.length) await nextTurn();
  }
  return tree.finish();
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Child elements of `element`, optionally only those with `name`. */
export const childElements = (element: XmlElement, name?: string): XmlElement[] =>
  element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && (name === undefined || child.name === name),
  );

export const firstChild = (element: XmlElement, name: string): XmlElement | undefined =>
  childElements(element, name)[0];

/** The element's text with its inline markup removed and white space collapsed. */
export function textOf(node: XmlNode | undefined): string {
  if (node === undefined) return '';
  return collect(node).replace(/\s+/g, ' ').trim();
}

function collect(node: XmlNode): string {
  if (typeof node === 'string') return node;
  // A table's cells read as a row of text separated by spaces, a line break as a space.
  const separator =
    node.name === 'tr' || node.name === 'td' || node.name === 'th' || node.name === 'br' ? ' ' : '';
  return separator + node.children.map(collect).join('') + separator;
}

/** Every descendant element named `name`, in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const walk = (node: XmlElement) => {
    for (const child of childElements(node)) {
      if (child.name === name) found.push(child);
      walk(child);
    }
  };
  walk(element);
  return found;
}
