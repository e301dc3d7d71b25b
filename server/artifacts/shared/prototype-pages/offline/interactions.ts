/**
 * The behaviours every offline page carries, as one small inline script: buttons confirm what
 * they did (a toast), forms check their required fields and confirm or move on to the next page
 * of the set, choices and status filters toggle, menus open. No button is dead.
 */
export const INTERACTIONS = `(function () {
  var toast = document.getElementById('toast');
  var timer;
  function show(text) {
    if (!toast || !text) return;
    toast.textContent = text;
    toast.classList.remove('hidden');
    clearTimeout(timer);
    timer = setTimeout(function () { toast.classList.add('hidden'); }, 2200);
  }
  document.addEventListener('click', function (e) {
    var el = e.target.closest('[data-toast],[data-toggle],[data-choice],[data-filter]');
    if (!el) return;
    if (el.hasAttribute('data-toggle')) {
      var panel = document.getElementById(el.getAttribute('data-toggle'));
      var open = el.getAttribute('aria-expanded') === 'true';
      el.setAttribute('aria-expanded', String(!open));
      if (panel) panel.hidden = open;
      return;
    }
    if (el.hasAttribute('data-choice')) {
      document.querySelectorAll('[data-choice="' + el.getAttribute('data-choice') + '"]').forEach(function (b) { b.setAttribute('aria-pressed', String(b === el)); });
      return;
    }
    if (el.hasAttribute('data-filter')) {
      var value = el.getAttribute('data-filter');
      el.parentElement.querySelectorAll('[data-filter]').forEach(function (b) { b.setAttribute('aria-pressed', String(b === el)); });
      var list = el.closest('section').querySelector('[data-filter-list]');
      if (list) list.querySelectorAll('[data-status]').forEach(function (li) { li.hidden = !!value && li.getAttribute('data-status') !== value; });
      return;
    }
    show(el.getAttribute('data-toast'));
  });
  document.addEventListener('change', function (e) {
    var select = e.target.closest && e.target.closest('[data-filter-select]');
    if (!select) return;
    var list = select.closest('section').querySelector('[data-filter-list]');
    if (list) list.querySelectorAll('[data-status]').forEach(function (li) { li.hidden = !!select.value && li.getAttribute('data-status') !== select.value; });
  });
  document.addEventListener('submit', function (e) {
    var form = e.target;
    if (!form.hasAttribute('data-form')) return;
    e.preventDefault();
    var ok = true;
    form.querySelectorAll('[required]').forEach(function (field) {
      var empty = field.type === 'file' ? !field.files.length : !String(field.value).trim();
      var error = form.querySelector('[data-error-for="' + field.id + '"]');
      if (error) error.classList.toggle('hidden', !empty);
      field.setAttribute('aria-invalid', String(empty));
      if (empty) ok = false;
    });
    if (!ok) return;
    show(form.getAttribute('data-success'));
    var next = form.querySelector('[data-next-link]');
    if (next) setTimeout(function () { next.click(); }, 600);
  });
})();`;
