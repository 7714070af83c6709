/**
 * The language front end: LaTeX to syntax tree to analysis to bytecode for the WASM VM.
 * Pure TypeScript without the DOM: it runs in the engine worker, on the main thread and in Node tests.
 */
export { analyzeExpressionList } from './analyze-list';
export type {
  AnalysisError as ListAnalysisError,
  DefinitionInfo,
  ExpressionListInput,
  ListEffect,
  ListEntryAnalysis,
  ParameterDomain,
  ExplicitBranches,
} from './analysis-types';
export { analyzeExpression } from './analyze';
export { latexConstant } from './latex-constant';
export { functionNames } from './functions';
export { GREEK_LETTERS } from './symbols';
export type { AnalysisError, AnalysisOptions, ExpressionAnalysisResult, ExpressionEffect } from './analyze';
export { parseLatex } from './parser';
export { ParseError, type LanguageErrorCode } from './parse-error';
export { tokenize, type Token, type TokenKind } from './lexer';
export { formatTree } from './ast';
export type {
  AstNode,
  BinaryNode,
  BinaryOperator,
  CallNode,
  EquationStatement,
  ExpressionNode,
  ExpressionStatement,
  IdentifierNode,
  NegateNode,
  NumberNode,
  SourceSpan,
  StatementNode,
  StatementNode as Ast,
} from './ast';
export type { EngineProgram } from './program';
export { evaluateReference, type ProgramInputs } from './evaluate-reference';
export { MAX_LATEX_LENGTH, MAX_NESTING_DEPTH, MAX_TREE_HEIGHT } from './grammar';
export { INPUT_SLOT, OPCODE, OPERATIONS, realPower } from './operations';
export { histogramHeights, withoutOutliers, type HistogramMode } from './classify-statistical-plot';
