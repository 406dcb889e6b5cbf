// Every word occurrence of the catalogue, gathered field by field while the
// word index is built, then laid out word by word (the order phrase matching
// reads them in). Columns of typed arrays, grown by half when full: at 10,000
// products there are about 660,000 occurrences, and a pair of numbers per
// column would double what the snapshot job holds while it builds.
import type { OccurrenceTables } from "./search-phrases";

type OccurrenceColumns = Pick<
  OccurrenceTables,
  "occurrenceStarts" | "occurrenceOffsets" | "occurrenceFields" | "nextWords" | "separatorsAfter" | "separatorsBefore"
>;

export class OccurrenceBuffer {
  private words: Int32Array;
  private offsets: Int32Array;
  private fields: Int32Array;
  private nextWords: Int32Array;
  private separatorsAfter: Uint16Array;
  private separatorsBefore: Uint16Array;
  private length = 0;

  /** `expected`: a guess at the count, so that the columns rarely grow. */
  constructor(expected: number) {
    const capacity = Math.max(1024, Math.ceil(expected));
    this.words = new Int32Array(capacity);
    this.offsets = new Int32Array(capacity);
    this.fields = new Int32Array(capacity);
    this.nextWords = new Int32Array(capacity);
    this.separatorsAfter = new Uint16Array(capacity);
    this.separatorsBefore = new Uint16Array(capacity);
  }

  push(word: number, offset: number, field: number, nextWord: number, separatorAfter: number, separatorBefore: number) {
    if (this.length === this.words.length) this.grow();
    const i = this.length++;
    this.words[i] = word;
    this.offsets[i] = offset;
    this.fields[i] = field;
    this.nextWords[i] = nextWord;
    this.separatorsAfter[i] = separatorAfter;
    this.separatorsBefore[i] = separatorBefore;
  }

  private grow() {
    const capacity = Math.ceil(this.words.length * 1.5);
    const grown = <T extends Int32Array | Uint16Array>(column: T, Type: { new (length: number): T }): T => {
      const larger = new Type(capacity);
      larger.set(column);
      return larger;
    };
    this.words = grown(this.words, Int32Array);
    this.offsets = grown(this.offsets, Int32Array);
    this.fields = grown(this.fields, Int32Array);
    this.nextWords = grown(this.nextWords, Int32Array);
    this.separatorsAfter = grown(this.separatorsAfter, Uint16Array);
    this.separatorsBefore = grown(this.separatorsBefore, Uint16Array);
  }

  /** The occurrences word by word (in the order pushed within a word), and where each word's start; empties the buffer. */
  byWord(wordCount: number): OccurrenceColumns {
    const { words, length } = this;
    const occurrenceStarts = new Int32Array(wordCount + 1);
    for (let i = 0; i < length; i += 1) occurrenceStarts[words[i] + 1] += 1;
    for (let w = 0; w < wordCount; w += 1) occurrenceStarts[w + 1] += occurrenceStarts[w];
    const columns: OccurrenceColumns = {
      occurrenceStarts,
      occurrenceOffsets: new Uint32Array(length),
      occurrenceFields: new Uint32Array(length),
      nextWords: new Int32Array(length),
      separatorsAfter: new Uint16Array(length),
      separatorsBefore: new Uint16Array(length),
    };
    const filled = occurrenceStarts.slice(0, wordCount);
    for (let i = 0; i < length; i += 1) {
      const j = filled[words[i]]++;
      columns.occurrenceOffsets[j] = this.offsets[i];
      columns.occurrenceFields[j] = this.fields[i];
      columns.nextWords[j] = this.nextWords[i];
      columns.separatorsAfter[j] = this.separatorsAfter[i];
      columns.separatorsBefore[j] = this.separatorsBefore[i];
    }
    this.words = this.offsets = this.fields = this.nextWords = new Int32Array(0);
    this.separatorsAfter = this.separatorsBefore = new Uint16Array(0);
    this.length = 0;
    return columns;
  }
}

/**
 * Each word's fields, once each and in increasing order: the posting lists, read from the occurrence lists
 * (a word's occurrences come field by field).
 */
export function postingsOf({ occurrenceStarts, occurrenceFields }: OccurrenceColumns): {
  postingStarts: Int32Array;
  postingFields: Int32Array;
} {
  const wordCount = occurrenceStarts.length - 1;
  const postingStarts = new Int32Array(wordCount + 1);
  for (let w = 0; w < wordCount; w += 1) {
    let fields = 0;
    for (let i = occurrenceStarts[w]; i < occurrenceStarts[w + 1]; i += 1)
      if (i === occurrenceStarts[w] || occurrenceFields[i] !== occurrenceFields[i - 1]) fields += 1;
    postingStarts[w + 1] = postingStarts[w] + fields;
  }
  const postingFields = new Int32Array(postingStarts[wordCount]);
  let at = 0;
  for (let w = 0; w < wordCount; w += 1)
    for (let i = occurrenceStarts[w]; i < occurrenceStarts[w + 1]; i += 1)
      if (i === occurrenceStarts[w] || occurrenceFields[i] !== occurrenceFields[i - 1])
        postingFields[at++] = occurrenceFields[i];
  return { postingStarts, postingFields };
}
