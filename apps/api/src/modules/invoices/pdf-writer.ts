/**
 * Writes text into a pdfkit page in either direction. Positions are logical: `x` counts from
 * the start edge (left in English, right in Arabic) and `align: 'end'` means the far edge, so
 * the invoice's layout code is written once and mirrors itself for Arabic. Each line goes
 * through the bidirectional algorithm and is drawn as runs, each in the font that has its
 * glyphs.
 */
import type PDFDocument from 'pdfkit';
import { bidiRuns } from './bidi-runs.ts';
import type { RunFont, TextRun } from './bidi-runs.ts';
import { arabicFontHas } from './invoice-fonts.ts';

type Doc = InstanceType<typeof PDFDocument>;

export interface CellOptions {
  x: number;
  width: number;
  align?: 'start' | 'end';
  bold?: boolean;
  size?: number;
  colour?: string;
}

const LINE_GAP = 1.35;

export class PdfWriter {
  y: number;

  constructor(
    private readonly doc: Doc,
    private readonly direction: 'ltr' | 'rtl',
    readonly margin: number,
  ) {
    this.y = margin;
  }

  get contentWidth(): number {
    return this.doc.page.width - this.margin * 2;
  }

  /** Starts a new page when fewer than `height` points are left on this one. */
  ensureRoom(height: number): void {
    if (this.y + height <= this.doc.page.height - this.margin) return;
    this.doc.addPage();
    this.y = this.margin;
  }

  /** Draws `text` wrapped into the cell at the current line; returns the height it took. */
  cell(text: string, options: CellOptions): number {
    const size = options.size ?? 10;
    const lines = this.wrap(text, options.width, size, options.bold ?? false);
    lines.forEach((line, index) => {
      this.drawLine(line, options, this.y + index * size * LINE_GAP);
    });
    return Math.max(1, lines.length) * size * LINE_GAP;
  }

  /** A row of cells side by side; the line advances by the tallest. */
  row(cells: (CellOptions & { text: string })[]): void {
    const heights = cells.map((cell) => this.cell(cell.text, cell));
    this.y += Math.max(...heights);
  }

  rule(): void {
    const left = this.margin;
    this.doc
      .moveTo(left, this.y + 2)
      .lineTo(left + this.contentWidth, this.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    this.y += 8;
  }

  gap(points: number): void {
    this.y += points;
  }

  private fontName(font: RunFont, bold: boolean): string {
    return `${font}${bold ? '-bold' : ''}`;
  }

  private runs(text: string): TextRun[] {
    return bidiRuns(text, this.direction, arabicFontHas);
  }

  private width(runs: TextRun[], size: number, bold: boolean): number {
    return runs.reduce(
      (sum, run) =>
        sum + this.doc.font(this.fontName(run.font, bold)).fontSize(size).widthOfString(run.text),
      0,
    );
  }

  /** Greedy word wrap in reading order; a single over-long word gets a line of its own. */
  private wrap(text: string, width: number, size: number, bold: boolean): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (line && this.width(this.runs(candidate), size, bold) > width) {
          lines.push(line);
          line = word;
        } else {
          line = candidate;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLine(line: string, options: CellOptions, y: number): void {
    const size = options.size ?? 10;
    const bold = options.bold ?? false;
    const runs = this.runs(line);
    const lineWidth = this.width(runs, size, bold);
    const boxLeft =
      this.direction === 'ltr'
        ? this.margin + options.x
        : this.doc.page.width - this.margin - options.x - options.width;
    const alignLeft =
      (options.align ?? 'start') === 'start' ? this.direction === 'ltr' : this.direction === 'rtl';
    let x = alignLeft ? boxLeft : boxLeft + options.width - lineWidth;
    this.doc.fillColor(options.colour ?? '#111111');
    for (const run of runs) {
      this.doc.font(this.fontName(run.font, bold)).fontSize(size);
      this.doc.text(run.text, x, y, { lineBreak: false });
      x += this.doc.widthOfString(run.text);
    }
  }
}
