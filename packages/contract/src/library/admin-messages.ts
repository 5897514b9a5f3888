/** Texts of the library's admin screen and routes (the spec is silent on them; these are ours). */
export const libraryAdminMessages = {
  title: 'Legal Library',
  description: 'Sources of law and guidance that answers cite, and imports of new or updated law.',
  sourcesEmpty: 'No sources in the library yet. Import an archive of law to add one.',
  sourcesFailed: 'Failed to load the library sources. Please try again.',
  importsFailed: 'Failed to load the recent imports. Please try again.',
  sourceNotFound: 'Source not found',
  importNotFound: 'Import not found',
  enabled: (title: string) => `“${title}” is enabled: answers may cite it.`,
  disabled: (title: string) => `“${title}” is disabled: answers no longer cite it.`,
  updateFailed: 'Failed to update the source. Please try again.',
  deleted: (title: string) => `“${title}” was deleted from the library.`,
  deleteFailed: 'Failed to delete the source. Please try again.',
  deleteConfirm: (title: string, sections: number) =>
    `Delete “${title}” and its ${sections.toLocaleString('en-US')} sections? Answers already given keep the passages they quoted. This action cannot be undone.`,
  importStarted: 'Import started. It runs in the background; you may leave this page.',
  importFailed: 'The import could not be started. Please try again.',
  noFile: 'Choose an archive (.zip, .tar.gz, .tgz, .tar) or the files to import.',
  archiveWithOthers: (name: string) =>
    `Send one archive alone, or files without an archive: “${name}” was sent with other files.`,
  unsupportedFile: (name: string) =>
    `“${name}” is not a file the library imports: send an archive (.zip, .tar.gz, .tgz, .tar) or XML, PDF, DOCX, HTML, Markdown or text files.`,
  tooLarge: (megabytes: number) => `The upload is larger than the ${megabytes} MB an import may be.`,
  tooManyFiles: (max: number) => `Too many files: at most ${max} at once. Send an archive instead.`,
  uploadUnreadable: 'The upload could not be read. Please try again.',
  stageUnpacking: 'Unpacking the upload',
  /** A large archive takes half a minute to unpack: how far it has gone, so the admin sees it move. */
  stageUnpackingShare: (percent: number) => `Unpacking the upload: ${percent} % done`,
  stageReading: (files: number) => `Reading ${files.toLocaleString('en-US')} files`,
  /** The progress of an import, as its stage: "1,250 sections read: 1,200 added, 50 changed, …". */
  stageCounts: (c: { read: number; added: number; changed: number; unchanged: number; failed: number }) =>
    `${c.read.toLocaleString('en-US')} sections read: ${c.added.toLocaleString('en-US')} added, ${c.changed.toLocaleString('en-US')} changed, ${c.unchanged.toLocaleString('en-US')} unchanged, ${c.failed.toLocaleString('en-US')} failed`,
  /** A file the importer cannot open at all (a broken archive, a zip bomb): the whole import fails. */
  inputFailed: (file: string, reason: string) => `Nothing was imported: ${file} ${reason}.`,
  unknownFormat: (file: string, reason: string) => `Nothing was imported: ${file} ${reason}.`,
  namedFormatUnknown: (detail: string) => `Nothing was imported. ${detail}`,
  nothingImported: (first: { file: string; reason: string }, more: number) =>
    `Nothing was imported: ${first.file} ${first.reason}${more > 0 ? ` (and ${more} more ${more === 1 ? 'failure' : 'failures'})` : ''}.`,
} as const;
