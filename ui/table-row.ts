/**
 * A table as an editable grid: header cells hold each column's LaTeX (`x_1`, `y_1`), body cells the
 * values. Enter or ↓ moves down a column (adding a row at the bottom), ↑ moves up, Tab moves across.
 * The grid is rebuilt only when its shape changes, so the cell being typed in keeps its focus.
 */
import type { UiItem, UiTableColumn, UiTableItem } from './controller';
import { createButton, createElement, setLabel } from './dom';
import type { RowContext, RowView } from './row-context';
import { createRowShell } from './row-shell';

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
  let shape = '';
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

  function cellInput(column: number, row: number): HTMLInputElement | null {
    return table.querySelector(`input[data-column="${column}"][data-row="${row}"]`);
  }

  function moveTo(column: number, row: number): void {
    if (row >= rowCount(item.columns)) setCell(column, row, '');
    cellInput(column, Math.max(-1, row))?.focus();
  }

  function createInput(column: number, row: number): HTMLInputElement {
    const input = createElement('input', 'calc-ui-table-cell', {
      type: 'text',
      'data-column': String(column),
      'data-row': String(row),
    });
    input.addEventListener('input', () => setCell(column, row, input.value));
    input.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === 'ArrowDown') moveTo(column, row + 1);
      else if (event.key === 'ArrowUp' && row >= 0) moveTo(column, row - 1);
      else return;
      event.preventDefault();
    });
    return input;
  }

  function build(): void {
    const rows = rowCount(item.columns);
    const header = createElement('tr');
    item.columns.forEach((_, column) =>
      header.append(createElement('th', '', { scope: 'col' }, [createInput(column, -1)])),
    );
    const body = createElement('tbody');
    for (let row = 0; row < rows; row++) {
      const line = createElement('tr');
      item.columns.forEach((_, column) =>
        line.append(createElement('td', '', {}, [createInput(column, row)])),
      );
      body.append(line);
    }
    table.replaceChildren(createElement('thead', '', {}, [header]), body);
  }

  function update(next: UiItem, index: number): void {
    if (next.type !== 'table') return;
    item = next;
    shell.setIndex(index);
    shell.element.dataset.inFolder = String(item.folderId !== undefined);
    const text = context.text;
    table.setAttribute('aria-label', text.format('ui.tableNumbered', { index }));
    addRow.textContent = text.format('ui.addTableRowShort');
    setLabel(addRow, text.format('ui.addTableRow'));
    addColumn.textContent = text.format('ui.addTableColumnShort');
    setLabel(addColumn, text.format('ui.addTableColumn'));
    const nextShape = `${item.columns.length}x${rowCount(item.columns)}`;
    if (nextShape !== shape) {
      shape = nextShape;
      build();
    }
    item.columns.forEach((column, columnIndex) => {
      const header = cellInput(columnIndex, -1)!;
      header.setAttribute('aria-label', text.format('ui.tableHeader', { index, column: columnIndex + 1 }));
      if (document.activeElement !== header) header.value = column.latex;
      for (let row = 0; row < rowCount(item.columns); row++) {
        const cell = cellInput(columnIndex, row)!;
        cell.setAttribute(
          'aria-label',
          text.format('ui.tableCell', { index, column: columnIndex + 1, row: row + 1 }),
        );
        if (document.activeElement !== cell) cell.value = column.values?.[row] ?? '';
      }
    });
  }

  update(item, 1);
  return { element: shell.element, update, updateAnalysis: () => {}, focus: () => cellInput(0, 0)?.focus() };
}
