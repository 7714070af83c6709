/**
 * A table as an editable grid: header cells are math fields holding each column's LaTeX (`x_1`, `y_1`,
 * typeset as a person reads them), body cells the values. As in a spreadsheet: Enter or ↓ moves down a
 * column (adding a row at the bottom), ↑ moves up, Tab / Shift+Tab move across (on to the next row),
 * ← / → at the start / end of a cell's text move to the cell beside it. The grid is rebuilt only when its
 * column count changes, so the cell being typed in keeps its focus.
 */
import type { UiItem, UiTableColumn, UiTableItem } from './controller';
import { createButton, createElement, setLabel } from './dom';
import { createMathField, type MathField } from './math-field';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';

/** Body rows built at once; a table of 100,000 rows builds more only as it is scrolled or walked. */
const ROWS_PER_CHUNK = 200;

function rowCount(columns: readonly UiTableColumn[]): number {
  return Math.max(1, ...columns.map((column) => column.values?.length ?? 0));
}

/** The next column's header: x_1, y_1 for a new table, then x_2, y_2, … after the highest subscript. */
function nextColumnLatex(columns: readonly UiTableColumn[]): string {
  const used = columns.map((column) => Number(/_\{?(\d+)\}?$/.exec(column.latex)?.[1] ?? 0));
  return `y_{${Math.max(1, ...used) + 1}}`;
}

export function createTableRow(initial: UiTableItem, context: RowContext): RowView {
  let item = initial;
  const shell = createRowShell(item.id, 'table', context);
  shell.gutter.append(createElement('span', 'calc-ui-table-icon', { 'aria-hidden': 'true' }, ['▦']));
  // Columns are x₁, y₁, … as on the graph: the table keeps left-to-right order in every language.
  const table = createElement('table', 'calc-ui-table', { dir: 'ltr' });
  const addRow = createButton('calc-ui-table-add-row', '', '', () => setCell(-1, rowCount(item.columns), ''));
  const addColumn = createButton('calc-ui-table-add-column', '', '', () =>
    context.update(item.id, {
      columns: [
        ...item.columns,
        { latex: nextColumnLatex(item.columns), values: Array(rowCount(item.columns)).fill('') },
      ],
    }),
  );
  shell.body.append(table, createElement('div', 'calc-ui-table-actions', {}, [addRow, addColumn]));

  /** Writes one cell (row -1 is the header); a row past the end adds rows to every column. */
  function setCell(column: number, row: number, value: string): void {
    const rows = Math.max(rowCount(item.columns), row + 1);
    const columns = item.columns.map((current, index) => {
      const values = [...(current.values ?? [])];
      while (values.length < rows) values.push('');
      if (index === column && row >= 0) values[row] = value;
      return index === column && row < 0 ? { ...current, latex: value, values } : { ...current, values };
    });
    context.update(item.id, { columns });
  }

  // Inputs by column, row 0 first; the header fields apart. Looked up by index: a selector per cell
  // made a 10,000-row table take seconds.
  let headerFields: MathField[] = [];
  let cellInputs: HTMLInputElement[][] = [];
  let body = createElement('tbody');
  /** Rows built so far; more are built as the end of the table scrolls into view or the caret reaches it. */
  let builtRows = 0;
  /** The index and language the labels were written for. */
  let labelledFor = '';
  let listIndex = 1;
  const moreRows = createElement('tr', 'calc-ui-table-more', { 'aria-hidden': 'true' });
  const moreRowsObserver =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) buildRows(builtRows + ROWS_PER_CHUNK);
        })
      : undefined;
  moreRowsObserver?.observe(moreRows);

  /** The cell's editor: a header's math field (row -1) or a body cell's input. */
  function cellInput(column: number, row: number): { focus(): void } | undefined {
    if (row < 0) return headerFields[column];
    if (row >= builtRows) buildRows(row + 1);
    return cellInputs[column]?.[row];
  }

  /**
   * A cell to focus once the table has it: a row added at the bottom arrives with the next `update`,
   * which the real calculator sends after its change is applied, not during `setCell`.
   */
  let pendingFocus: { column: number; row: number } | undefined;

  /** `caretAtStart`: arriving from the right, so the next ← moves on at once (else the caret goes to the end). */
  function moveTo(column: number, row: number, caretAtStart = false): void {
    if (row >= rowCount(item.columns)) setCell(column, row, '');
    const input = cellInput(column, Math.max(-1, row));
    pendingFocus = input ? undefined : { column, row };
    input?.focus();
    if (input instanceof HTMLInputElement) {
      const caret = caretAtStart ? 0 : input.value.length;
      input.setSelectionRange(caret, caret);
    }
  }

  function createInput(column: number, row: number): HTMLInputElement {
    const input = createElement('input', 'calc-ui-table-cell', {
      type: 'text',
      'data-column': String(column),
      'data-row': String(row),
    });
    input.addEventListener('input', () => setCell(column, row, input.value));
    input.addEventListener('keydown', (event) => {
      const caret = input.selectionStart === input.selectionEnd ? input.selectionStart : undefined;
      const columns = item.columns.length;
      if (event.key === 'Enter' || event.key === 'ArrowDown') moveTo(column, row + 1);
      else if (event.key === 'ArrowUp' && row >= 0) moveTo(column, row - 1);
      else if (event.key === 'ArrowLeft' && caret === 0 && column > 0) moveTo(column - 1, row, true);
      else if (event.key === 'ArrowRight' && caret === input.value.length && column + 1 < columns)
        moveTo(column + 1, row);
      else return;
      event.preventDefault();
    });
    return input;
  }

  /** A column's header: its LaTeX as math; Enter or ↓ past its last line goes down to the first cell. */
  function createHeader(column: number): MathField {
    const field = createMathField(item.columns[column]?.latex ?? '', '', (latex) =>
      setCell(column, -1, latex),
    );
    field.element.dataset.column = String(column);
    field.element.dataset.row = '-1';
    field.element.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      moveTo(column, 0);
    });
    field.element.addEventListener('move-out', (event) => {
      const direction = (event as CustomEvent<{ direction: string }>).detail.direction;
      const beside = direction === 'forward' ? column + 1 : direction === 'backward' ? column - 1 : -1;
      if (direction === 'downward') moveTo(column, 0);
      else if (beside >= 0 && beside < item.columns.length) headerFields[beside].focus();
      else return;
      event.preventDefault();
    });
    return field;
  }

  function labelCell(input: HTMLElement, column: number, row: number): void {
    const index = listIndex;
    input.setAttribute(
      'aria-label',
      row < 0
        ? context.text.format('ui.tableHeader', { index, column: column + 1 })
        : context.text.format('ui.tableCell', { index, column: column + 1, row: row + 1 }),
    );
  }

  function showValue(input: HTMLInputElement, value: string): void {
    if (document.activeElement !== input && input.value !== value) input.value = value;
  }

  /** Builds body rows up to `target` (at most the table's rows), filled from the current item. */
  function buildRows(target: number): void {
    const rows = Math.min(target, rowCount(item.columns));
    if (rows <= builtRows) return;
    const lines = document.createDocumentFragment();
    for (let row = builtRows; row < rows; row++) {
      const line = createElement('tr', '', { 'aria-rowindex': String(row + 2) });
      item.columns.forEach((column, columnIndex) => {
        const input = createInput(columnIndex, row);
        labelCell(input, columnIndex, row);
        input.value = column.values?.[row] ?? '';
        cellInputs[columnIndex].push(input);
        line.append(createElement('td', '', {}, [input]));
      });
      lines.append(line);
    }
    builtRows = rows;
    body.insertBefore(lines, moreRows.parentNode === body ? moreRows : null);
    placeMoreRows();
  }

  /** The marker row whose coming into view builds the next chunk, there only while rows are unbuilt. */
  function placeMoreRows(): void {
    if (builtRows >= rowCount(item.columns)) moreRows.remove();
    else if (moreRows.parentNode !== body) body.append(moreRows);
  }

  /** A new grid for a new column count; rows are kept and added or removed when only their count changes. */
  function reshape(): void {
    const rows = rowCount(item.columns);
    if (headerFields.length !== item.columns.length) {
      headerFields = item.columns.map((_, column) => createHeader(column));
      cellInputs = item.columns.map(() => []);
      body = createElement('tbody');
      builtRows = 0;
      labelledFor = '';
      const header = createElement('tr', '', { 'aria-rowindex': '1' });
      header.append(
        ...headerFields.map((field) => createElement('th', '', { scope: 'col' }, [field.element])),
      );
      table.replaceChildren(createElement('thead', '', {}, [header]), body);
    }
    if (builtRows > rows) {
      for (let row = builtRows - 1; row >= rows; row--) body.rows[row].remove();
      cellInputs.forEach((inputs) => (inputs.length = rows));
      builtRows = rows;
    }
    moreRows.replaceChildren(createElement('td', '', { colspan: String(item.columns.length) }, ['…']));
    buildRows(Math.max(builtRows, Math.min(rows, ROWS_PER_CHUNK)));
    placeMoreRows();
    table.setAttribute('aria-rowcount', String(rows + 1));
  }

  function update(next: UiItem, index: number): void {
    if (next.type !== 'table') return;
    item = next;
    listIndex = index;
    shell.setIndex(index);
    shell.element.dataset.inFolder = String(item.folderId !== undefined);
    const text = context.text;
    table.setAttribute('aria-label', text.format('ui.tableNumbered', { index }));
    addRow.textContent = text.format('ui.addTableRowShort');
    setLabel(addRow, text.format('ui.addTableRow'));
    addColumn.textContent = text.format('ui.addTableColumnShort');
    setLabel(addColumn, text.format('ui.addTableColumn'));
    reshape();
    // The first cell's label names the table's index and speaks the language: when it changes, all do.
    const labels = text.format('ui.tableCell', { index, column: 1, row: 1 });
    const relabel = labels !== labelledFor;
    labelledFor = labels;
    item.columns.forEach((column, columnIndex) => {
      const header = headerFields[columnIndex];
      if (relabel) labelCell(header.element, columnIndex, -1);
      // The field being typed in keeps what it shows (and its caret); setLatex skips what it already has.
      if (document.activeElement !== header.element) header.setLatex(column.latex);
      cellInputs[columnIndex].forEach((cell, row) => {
        if (relabel) labelCell(cell, columnIndex, row);
        showValue(cell, column.values?.[row] ?? '');
      });
    });
    if (pendingFocus) {
      const input = cellInput(pendingFocus.column, pendingFocus.row);
      if (input) {
        pendingFocus = undefined;
        input.focus();
      }
    }
  }

  update(item, 1);
  return { element: shell.element, update, updateAnalysis: () => {}, focus: () => cellInput(0, 0)?.focus() };
}
