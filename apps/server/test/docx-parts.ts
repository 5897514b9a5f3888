import yauzl from 'yauzl';

/** One part of a Word file (word/document.xml, word/numbering.xml…) as text, for tests that read the XML. */
export function docxPart(docx: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(docx, { lazyEntries: true }, (openError, zip) => {
      if (openError) return reject(openError);
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(chunks).toString('utf8'));
          });
        });
      });
      zip.on('end', () => reject(new Error(`${name} is not in the file`)));
      zip.readEntry();
    });
  });
}
