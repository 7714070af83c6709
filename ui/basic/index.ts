/**
 * The door of ui/basic/: the face of the four-function and scientific calculators (view, keypads,
 * settings menu) and their braille, Nemeth and UEB, out (`brailleOf`) and in (six-key chords). The model
 * is api/basic/; api/surface/basic-calculators.ts puts the two together.
 */
export { BasicCalculatorUi } from './basic-ui';
export { brailleEquation, brailleOf, BLANK } from './braille';
export { cell, dotsOf } from './braille-cells';
export { BrailleReader } from './braille-input';
export { attachSixKeyInput, SIX_KEY_DOTS, type SixKeyInput } from './six-key-input';
