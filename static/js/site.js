// The site's one script (a file, so the Content-Security-Policy needs no inline code):
// the language menu submits its form when a language is picked (a <noscript>
// button does it without JavaScript).
document.addEventListener("change", function (event) {
  var select = event.target;
  if (select.matches && select.matches("form.lang select")) {
    select.form.submit();
  }
});
