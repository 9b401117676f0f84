import { createRoot } from 'react-dom/client';

/** The first step's texts, put in by the bench's build (scripts/bench/trivial-page/build-trivial-page.ts) from locales/. */
declare const TRIVIAL_TEXTS: { title: string; label: string; options: [string, string][]; button: string };

/** The bench's yardstick: one component, the first step's heading, four radios and a button. */
function FirstStep() {
  return (
    <main>
      <h1>{TRIVIAL_TEXTS.title}</h1>
      <form onSubmit={(event) => event.preventDefault()}>
        <fieldset>
          <legend>{TRIVIAL_TEXTS.label}</legend>
          {TRIVIAL_TEXTS.options.map(([value, text]) => (
            <label key={value}>
              <input type="radio" name="unit" value={value} /> {text}
            </label>
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit">{TRIVIAL_TEXTS.button}</button>
        </div>
      </form>
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(<FirstStep />);
