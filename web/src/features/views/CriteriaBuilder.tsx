import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Button } from '../../ui';
import { TextField } from '../../ui/TextField';
import { SelectField } from '../../ui/SelectField';
import type { FieldInput_field$data } from '../records/fields/__generated__/FieldInput_field.graphql';
import { RecordReferenceInput } from '../records/fields/RecordReferenceInput';
import { UserInput } from '../records/fields/UserInputs';
import type { GroupState, RuleState } from './viewState';
import type { CriteriaBuilder_model$data, CriteriaBuilder_model$key } from './__generated__/CriteriaBuilder_model.graphql';
import styles from './Views.module.css';

type SearchField = CriteriaBuilder_model$data['fields'][number];

const OPERATOR_LABELS: Record<string, string> = {
  equal: 'is',
  notEqual: 'is not',
  contains: 'contains',
  notContains: 'does not contain',
  startsWith: 'starts with',
  endsWith: 'ends with',
  greaterThan: 'greater than',
  greaterOrEqual: 'at least',
  lessThan: 'less than',
  lessOrEqual: 'at most',
  before: 'before',
  after: 'after',
  onOrBefore: 'on or before',
  onOrAfter: 'on or after',
  between: 'between',
  isNull: 'is empty',
  isNotNull: 'is not empty',
  modify: 'was changed',
};
/** Operators that take no value (spec: modify, is null, is not null). */
export const VALUELESS = new Set(['isNull', 'isNotNull', 'modify']);

export const emptyRule = (): RuleState => ({ field: '', operator: 'equal', value: null });
export const emptyGroup = (): GroupState => ({ type: 'AND', conjunction: 'AND', formula: null, rules: [emptyRule()] });

export interface CriteriaBuilderProps {
  model: CriteriaBuilder_model$key;
  groups: GroupState[];
  onChange: (groups: GroupState[]) => void;
  /** Errors by input path (`criteria[0].rules[1].value`, `criteria[0].formula`). */
  errors: Record<string, string>;
}

/** A reference or user field as the shared inputs of the edit pane take it. */
const lookupField = (f: SearchField, name: string) =>
  ({
    name,
    label: 'Value',
    kind: f.kind === 'user' || f.kind === 'users' ? 'USER' : 'RECORD',
    required: false,
    refType: f.lookupType,
    options: [],
  }) as unknown as FieldInput_field$data;

function ValueInput({
  field,
  label,
  name,
  value,
  displayValue,
  onChange,
  error,
}: {
  field: SearchField | undefined;
  label: string;
  name: string;
  value: string | null | undefined;
  displayValue?: string | null;
  onChange: (value: string | null, display?: string | null) => void;
  error?: string;
}) {
  if (field && field.options.length > 0)
    return (
      <SelectField
        label={label}
        name={name}
        value={value ?? ''}
        options={[{ id: '', label: '--' }, ...field.options.map((o) => ({ id: o.value, label: o.label }))]}
        onChange={(v) => onChange(v || null)}
        error={error}
      />
    );
  if (field?.kind === 'checkbox')
    return (
      <SelectField
        label={label}
        name={name}
        value={value ?? ''}
        options={[
          { id: '', label: '--' },
          { id: 'true', label: 'Yes' },
          { id: 'false', label: 'No' },
        ]}
        onChange={(v) => onChange(v || null)}
        error={error}
      />
    );
  if (field && (field.kind === 'user' || field.kind === 'users'))
    return (
      <Suspense fallback={null}>
        <UserInput
          field={lookupField(field, name)}
          value={value ? Number(value) : null}
          onChange={(v) => onChange(v === null ? null : String(v))}
          error={error}
        />
      </Suspense>
    );
  if (field?.kind === 'record' && field.lookupType)
    return (
      <RecordReferenceInput
        field={lookupField(field, name)}
        value={value ? Number(value) : null}
        valueText={displayValue ?? null}
        onChange={(v) => onChange(v === null ? null : String(v))}
        error={error}
      />
    );
  const hint = field?.kind === 'date' || field?.kind === 'datetime' ? 'yyyy-MM-dd' : undefined;
  return <TextField label={label} name={name} value={value ?? ''} onChange={(v) => onChange(v)} error={error} description={hint} />;
}

/**
 * The advanced search: groups of rules (and, or, or a formula over the rules' names), each rule a field, an
 * operator of the field's kind and a value (two for between; lookups for people, organizations and users).
 * Unnamed rules are "Rule {n}"; a group of one rule or none is an and group.
 */
export function CriteriaBuilder({ model, groups, onChange, errors }: CriteriaBuilderProps) {
  const data = useFragment(
    graphql`
      fragment CriteriaBuilder_model on SearchModel {
        fields {
          name
          label
          kind
          operators
          options {
            value
            label
          }
          lookupType
        }
      }
    `,
    model,
  );
  const fields = new Map(data.fields.map((f) => [f.name, f]));
  const setGroup = (gi: number, next: GroupState) => {
    // Spec: a group's type resets to and when one or fewer rules remain.
    const fixed = next.rules.length <= 1 ? { ...next, type: 'AND' as const, formula: null } : next;
    onChange(groups.map((g, i) => (i === gi ? fixed : g)));
  };
  const setRule = (gi: number, ri: number, rule: RuleState) =>
    setGroup(gi, { ...groups[gi]!, rules: groups[gi]!.rules.map((r, i) => (i === ri ? rule : r)) });

  return (
    <div className={styles.builder}>
      {groups.map((group, gi) => (
        <fieldset key={gi} className={styles.group}>
          <legend>Group {gi + 1}</legend>
          {gi > 0 ? (
            <SelectField
              label="Join with the groups before"
              name={`conjunction-${gi}`}
              value={group.conjunction}
              options={[
                { id: 'AND', label: 'And' },
                { id: 'OR', label: 'Or' },
              ]}
              onChange={(v) => setGroup(gi, { ...group, conjunction: v === 'OR' ? 'OR' : 'AND' })}
            />
          ) : null}
          <SelectField
            label="Match"
            name={`type-${gi}`}
            value={group.type}
            isDisabled={group.rules.length <= 1}
            options={[
              { id: 'AND', label: 'All rules (and)' },
              { id: 'OR', label: 'Any rule (or)' },
              { id: 'ADVANCED', label: 'A formula (advanced)' },
            ]}
            onChange={(v) => setGroup(gi, { ...group, type: v as GroupState['type'] })}
          />
          {group.type === 'ADVANCED' ? (
            <TextField
              label="Formula"
              name={`formula-${gi}`}
              value={group.formula ?? ''}
              onChange={(v) => setGroup(gi, { ...group, formula: v })}
              description="Rule names joined by AND / OR, with brackets: (Rule 1 OR Rule 2) AND Rule 3"
              error={errors[`criteria[${gi}].formula`]}
            />
          ) : null}
          {group.rules.map((rule, ri) => {
            const f = fields.get(rule.field);
            const name = rule.name || `Rule ${ri + 1}`;
            const at = `criteria[${gi}].rules[${ri}]`;
            const operators = f?.operators ?? ['equal'];
            return (
              <div key={ri} className={styles.rule} role="group" aria-label={name}>
                <strong>{name}</strong>
                <SelectField
                  label="Field"
                  name={`${at}.field`}
                  value={rule.field}
                  options={[{ id: '', label: 'Choose a field' }, ...data.fields.map((x) => ({ id: x.name, label: x.label }))]}
                  onChange={(v) => {
                    const next = fields.get(v);
                    setRule(gi, ri, {
                      ...rule,
                      field: v,
                      operator: next?.operators.includes(rule.operator) ? rule.operator : (next?.operators[0] ?? 'equal'),
                      value: null,
                      endValue: null,
                      displayValue: null,
                    });
                  }}
                  error={errors[`${at}.field`]}
                />
                <SelectField
                  label="Operator"
                  name={`${at}.operator`}
                  value={operators.includes(rule.operator) ? rule.operator : operators[0]!}
                  options={operators.map((o) => ({ id: o, label: OPERATOR_LABELS[o] ?? o }))}
                  onChange={(v) => setRule(gi, ri, { ...rule, operator: v, ...(VALUELESS.has(v) ? { value: null, endValue: null } : {}) })}
                  error={errors[`${at}.operator`]}
                />
                {VALUELESS.has(rule.operator) ? null : (
                  <ValueInput
                    field={f}
                    label={rule.operator === 'between' ? 'From' : 'Value'}
                    name={`${at}.value`}
                    value={rule.value}
                    displayValue={rule.displayValue}
                    onChange={(value, display) => setRule(gi, ri, { ...rule, value, displayValue: display ?? rule.displayValue ?? null })}
                    error={errors[`${at}.value`]}
                  />
                )}
                {rule.operator === 'between' ? (
                  <>
                    <SelectField
                      label="Up to"
                      name={`${at}.endOperator`}
                      value={rule.endOperator ?? 'lessOrEqual'}
                      options={[
                        { id: 'lessOrEqual', label: 'and including' },
                        { id: 'lessThan', label: 'but not including' },
                      ]}
                      onChange={(v) => setRule(gi, ri, { ...rule, endOperator: v })}
                    />
                    <ValueInput
                      field={f}
                      label="To"
                      name={`${at}.endValue`}
                      value={rule.endValue}
                      onChange={(v) => setRule(gi, ri, { ...rule, endValue: v })}
                      error={errors[`${at}.endValue`]}
                    />
                  </>
                ) : null}
                <Button
                  variant="quiet"
                  aria-label={`Remove ${name}`}
                  onPress={() => setGroup(gi, { ...group, rules: group.rules.filter((_, i) => i !== ri) })}
                >
                  Remove
                </Button>
              </div>
            );
          })}
          <div className={styles.actions}>
            <Button onPress={() => setGroup(gi, { ...group, rules: [...group.rules, emptyRule()] })}>Add rule</Button>
            {groups.length > 1 ? (
              <Button variant="quiet" onPress={() => onChange(groups.filter((_, i) => i !== gi))}>
                Remove group {gi + 1}
              </Button>
            ) : null}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button onPress={() => onChange([...groups, emptyGroup()])}>Add group</Button>
      </div>
    </div>
  );
}
