import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { placeholdersIn, type DocumentTemplate } from '@amicus/contract/documents/templates';
import { loadTemplates, readTemplateFile, TEMPLATES_DIR } from './load-templates';

const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A folder holding the shipped deposit template, changed by `edit` (written to as plain JSON). */
function brokenCopy(edit: (template: DocumentTemplate) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amicus-templates-'));
  temps.push(dir);
  const file = 'security-deposit-demand.json';
  const template = JSON.parse(fs.readFileSync(path.join(TEMPLATES_DIR, file), 'utf8')) as DocumentTemplate;
  edit(template);
  fs.writeFileSync(path.join(dir, file), JSON.stringify(template));
  return dir;
}

describe('the shipped document templates', () => {
  it('are the eight everyday documents, each valid, with a law block wherever law is invoked', () => {
    const templates = loadTemplates();
    expect(templates.map((t) => t.slug).sort()).toEqual([
      'consumer-complaint',
      'debt-collector-response',
      'debt-validation-request',
      'general-formal-letter',
      'landlord-repair-request',
      'security-deposit-demand',
      'small-claims-statement',
      'unpaid-wages-demand',
    ]);
    for (const template of templates) {
      const ids = template.groups.flatMap((g) => g.fields.map((f) => f.id));
      expect(new Set(ids).size, template.slug).toBe(ids.length);
      const hasLaw = template.letter.body.some((block) => block.type === 'law');
      expect(hasLaw, template.slug).toBe(template.slug !== 'general-formal-letter');
      // Every letter is signed and dated from the answers.
      expect(placeholdersIn(template.letter.date), template.slug).toEqual(['letter_date']);
      expect(placeholdersIn(template.letter.signature), template.slug).toEqual(['your_name']);
    }
  });
});

describe('a broken template', () => {
  it('names the file and the field of an unknown type', () => {
    const dir = brokenCopy((t) => {
      (t.groups[2]!.fields[0] as { type: string }).type = 'colour';
    });
    expect(() => loadTemplates(dir)).toThrow(
      /^Document template security-deposit-demand\.json is invalid: groups\.2\.fields\.0\.type[: ]/,
    );
  });

  it('names a placeholder that names no field', () => {
    const dir = brokenCopy((t) => {
      t.letter.subject = 'Deposit for {{rental_adress}}';
    });
    expect(() => loadTemplates(dir)).toThrow(
      'Document template security-deposit-demand.json is invalid: letter.subject: {{rental_adress}} names no field of this template',
    );
  });

  it('names a condition on a later question, and a select value it does not offer', () => {
    const dir = brokenCopy((t) => {
      t.groups[0]!.showIf = { field: 'deposit_amount', answered: true };
      t.groups[4]!.fields[1]!.showIf = { field: 'anything_returned', equals: 'some' };
    });
    expect(() => loadTemplates(dir)).toThrow(
      /groups\.0\.showIf\.field: “deposit_amount” is not a field asked before this one; groups\.4\.fields\.1\.showIf: “some” is not one of the options of “anything_returned”/,
    );
  });

  it('names a file that is not JSON, and a slug that is not its file name', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'amicus-templates-'));
    temps.push(dir);
    fs.writeFileSync(path.join(dir, 'bad.json'), '{ "slug": ');
    expect(() => readTemplateFile(path.join(dir, 'bad.json'))).toThrow(
      /^Document template bad\.json is not valid JSON/,
    );
    const renamed = brokenCopy((t) => {
      t.slug = 'deposit-letter';
    });
    expect(() => loadTemplates(renamed)).toThrow(
      "Document template security-deposit-demand.json is invalid: slug: must be the file's name (“security-deposit-demand”)",
    );
  });
});
