import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * PT Serif (ParaType, SIL Open Font License 1.1, which allows embedding in documents), from the npm package
 * @expo-google-fonts/pt-serif: whole TrueType files with Latin and Cyrillic, in the four styles a letter uses.
 * Read once and kept: each export embeds only the glyphs it uses.
 */
const require = createRequire(import.meta.url);
const FILES = {
  regular: '400Regular/PTSerif_400Regular.ttf',
  bold: '700Bold/PTSerif_700Bold.ttf',
  italic: '400Regular_Italic/PTSerif_400Regular_Italic.ttf',
  boldItalic: '700Bold_Italic/PTSerif_700Bold_Italic.ttf',
} as const;

export type LetterFontStyle = keyof typeof FILES;

let fonts: Record<LetterFontStyle, Buffer> | undefined;

export function letterFonts(): Record<LetterFontStyle, Buffer> {
  fonts ??= Object.fromEntries(
    Object.entries(FILES).map(([style, file]) => [
      style,
      fs.readFileSync(require.resolve(`@expo-google-fonts/pt-serif/${file}`)),
    ]),
  ) as Record<LetterFontStyle, Buffer>;
  return fonts;
}

export const fontStyle = (bold: boolean, italic: boolean): LetterFontStyle =>
  bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular';
