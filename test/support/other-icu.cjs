// Preloaded with `node --require`: Intl answers as a Node with other ICU data would (every zone and language name
// differs), so a test can tell whether a command rewrites the committed tables from the running Node's ICU.
const of = Intl.DisplayNames.prototype.of;
Intl.DisplayNames.prototype.of = function otherIcuOf(code) {
  const name = of.call(this, code);
  return name === undefined ? name : `${name} (other ICU)`;
};
const formatToParts = Intl.DateTimeFormat.prototype.formatToParts;
Intl.DateTimeFormat.prototype.formatToParts = function otherIcuFormatToParts(date) {
  return formatToParts.call(this, date).map((part) => (part.type === 'timeZoneName' ? { ...part, value: `${part.value} (other ICU)` } : part));
};
