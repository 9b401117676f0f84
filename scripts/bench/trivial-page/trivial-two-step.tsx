import { useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** The texts, put in by the bench's build (scripts/bench/trivial-page/build-trivial-page.ts) from locales/. */
declare const TRIVIAL_TEXTS: { title: string; label: string; options: [string, string][]; button: string; secondTitle: string; secondLabel: string };

/**
 * The Continue bench's yardstick: two steps in one component, switched by React state as the product's steps are;
 * a new step gets its own address and focus on its heading, the product's definition of a step shown.
 */
function TwoSteps() {
  const [step, setStep] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step === 1) return;
    window.history.pushState(null, '', `/step-${step}`);
    heading.current?.focus();
  }, [step]);
  const first = step === 1;
  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>{first ? TRIVIAL_TEXTS.title : TRIVIAL_TEXTS.secondTitle}</h1>
      <form
        key={step}
        onSubmit={(event) => {
          event.preventDefault();
          setStep(step + 1);
        }}
      >
        <fieldset>
          <legend>{first ? TRIVIAL_TEXTS.label : TRIVIAL_TEXTS.secondLabel}</legend>
          {TRIVIAL_TEXTS.options.map(([value, text]) => (
            <label key={value}>
              <input type="radio" name="choice" value={value} /> {text}
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="button">{TRIVIAL_TEXTS.button}</button>
        </div>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<TwoSteps />);
