import { open, stat } from "node:fs/promises";
import { StringDecoder } from "node:string_decoder";

/** The most read from a file in one go; the rest comes on the next read. */
const READ_MAX = 1024 * 1024;

/** What a read brought: the new text, and whether the file was replaced or truncated first. */
export type TailRead = { text: string; restarted: boolean };

/**
 * Follows one growing text file: each read returns the text appended since the last one. A file
 * that shrank or was replaced (another inode) is read again from its start; a missing file reads
 * as nothing, and is read from its start when it appears.
 */
export class FileTail {
  private offset = 0;
  private ino: number | null = null;
  private decoder = new StringDecoder("utf8");
  /** The file went away after being read: the next text comes from a new file. */
  private lost = false;

  constructor(
    readonly path: string,
    /** Whether to skip the text already in the file on the first read (history, not news). */
    private skipExisting = false,
  ) {}

  async read(): Promise<TailRead> {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(this.path);
    } catch {
      // gone (rotated away, or not there yet): whatever comes next under this name is new
      if (this.ino !== null) {
        this.restart(null);
        this.lost = true;
      }
      this.skipExisting = false;
      return { text: "", restarted: false };
    }
    if (this.skipExisting) {
      this.skipExisting = false;
      this.offset = info.size;
      this.ino = info.ino;
      return { text: "", restarted: false };
    }
    let restarted = this.lost;
    this.lost = false;
    if ((this.ino !== null && info.ino !== this.ino) || info.size < this.offset) {
      this.restart(info.ino);
      restarted = true;
    }
    this.ino = info.ino;
    if (info.size <= this.offset) return { text: "", restarted };
    const length = Math.min(info.size - this.offset, READ_MAX);
    const buffer = Buffer.alloc(length);
    const file = await open(this.path, "r");
    try {
      const { bytesRead } = await file.read(buffer, 0, length, this.offset);
      this.offset += bytesRead;
      return { text: this.decoder.write(buffer.subarray(0, bytesRead)), restarted };
    } finally {
      await file.close();
    }
  }

  private restart(ino: number | null) {
    this.offset = 0;
    this.ino = ino;
    this.decoder = new StringDecoder("utf8");
  }
}
