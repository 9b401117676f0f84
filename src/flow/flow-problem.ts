/** Stable codes of the problems check-flows reports; the authoring guide explains each. */
export type ProblemCode =
  | 'invalid_json'
  | 'schema_violation'
  | 'duplicate_step_id'
  | 'duplicate_field_name'
  | 'unknown_widget'
  | 'unknown_validation_rule'
  | 'unknown_validation_prefix'
  | 'invalid_rule_value'
  | 'rule_not_applicable'
  | 'undeclared_flag'
  | 'unknown_condition_field'
  | 'condition_on_later_field'
  | 'unknown_dependency'
  | 'dependency_on_later_field'
  | 'missing_translation'
  | 'unreachable_step'
  | 'missing_review_step'
  | 'missing_done_step'
  | 'done_step_not_last'
  | 'fields_on_page_step'
  | 'too_many_variants'
  | 'invalid_list'
  | 'no_submit_path'
  | 'consent_without_flag'
  | 'consent_never_shown'
  | 'reads_skipped_answer'
  | 'invalid_links'
  | 'unknown_document'
  | 'too_few_options'
  | 'duplicate_option_value'
  | 'options_on_fixed_field'
  | 'pattern_without_message'
  | 'message_without_rule'
  | 'required_step_after_review'
  | 'answer_value_doesnt_exist'
  | 'unknown_market'
  | 'contradictory_condition'
  | 'condition_never_holds'
  | 'condition_outside_field_limits'
  | 'unknown_guardian_step'
  | 'guardian_step_before_birth_date'
  | 'consent_before_guardian';

/** One problem in a flow file: where (a JSON pointer), what (a code) and how to fix it. */
export interface FlowProblem {
  pointer: string;
  code: ProblemCode;
  message: string;
  /** Where in the file (1-based), when the problem is in a flow file's text. */
  line?: number;
  column?: number;
  /** The step and field the pointer lies in, named for people rather than by index. */
  stepId?: string;
  fieldName?: string;
}

/** Escapes one JSON pointer segment (RFC 6901). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
