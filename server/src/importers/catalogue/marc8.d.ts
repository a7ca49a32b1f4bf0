/** The `marc8` package ships no types: its one export, as its README documents it. */
declare module 'marc8' {
  interface Marc8Options {
    /** 'NFC' | 'NFD' | 'NFKC' | 'NFKD', or false to leave the text as decoded. */
    normalization?: string | false;
    /** Turn `&#xXXXX;` references (MARC-8's escape for characters it lacks) into characters. */
    expandNCR?: boolean;
    /** 'replace' to replace bad bytes; by default it throws (a string naming the byte). */
    invalid?: 'replace';
    replace?: string;
  }
  export default function marc8(bytes: Buffer | string, options?: Marc8Options): string;
}
