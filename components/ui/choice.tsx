import type { ComponentProps, ReactNode } from 'react';

/**
 * A radio button or checkbox inside its label: `className` styles the label, `inputClassName` the box, and
 * every other prop (name, value, checked or defaultChecked, onChange, disabled) goes to the input.
 */
export function Choice({
  className,
  inputClassName,
  children,
  ...input
}: Omit<ComponentProps<'input'>, 'className' | 'children'> & {
  type: 'radio' | 'checkbox';
  className: string;
  inputClassName: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input {...input} className={inputClassName} />
      {children}
    </label>
  );
}

/** How a RadioChoices looks: each choice's label (by whether it is the one chosen) and its radio button. */
export interface ChoiceLook {
  choice: string | ((chosen: boolean) => string);
  input: string;
}

/**
 * One radio button per option, `value` the chosen one; `children` gives each option's words. The caller
 * wraps them in its fieldset and legend.
 */
export function RadioChoices<V extends string>({
  name,
  options,
  value,
  onChange,
  look,
  children,
}: {
  name: string;
  options: readonly V[];
  value: V;
  onChange: (option: V) => void;
  look: ChoiceLook;
  children: (option: V) => ReactNode;
}) {
  return options.map((option) => (
    <Choice
      key={option}
      type="radio"
      name={name}
      value={option}
      checked={value === option}
      onChange={() => onChange(option)}
      className={typeof look.choice === 'string' ? look.choice : look.choice(value === option)}
      inputClassName={look.input}
    >
      {children(option)}
    </Choice>
  ));
}
