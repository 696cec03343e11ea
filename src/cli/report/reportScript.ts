/**
 * The report page's script, inlined: one step (the opening position or a round) at a time, chosen
 * with the slider, the buttons or the keyboard (left and right arrows, Home, End); `#round-3` in
 * the address opens at that round (and a link to it goes there). The zoom buttons (and + − 0)
 * size every map as a multiple of the page's width. Plain ES5-era DOM so any browser runs it; without it the page
 * shows every step.
 */
export const REPORT_SCRIPT = `
(function () {
  'use strict';
  var doc = document;
  var steps = Array.prototype.slice.call(doc.querySelectorAll('.step'));
  var bar = doc.getElementById('controls');
  var range = doc.getElementById('step-range');
  var label = doc.getElementById('step-label');
  if (!steps.length || !bar || !range || !label) return;
  var buttons = {};
  Array.prototype.forEach.call(bar.querySelectorAll('button[data-go]'), function (b) {
    buttons[b.getAttribute('data-go')] = b;
  });
  var last = steps.length - 1;
  var current = -1;
  var go = {
    first: function () { return 0; },
    prev: function () { return current - 1; },
    next: function () { return current + 1; },
    last: function () { return last; }
  };
  function show(i) {
    i = Math.max(0, Math.min(last, i));
    if (i === current) return;
    if (current >= 0) steps[current].classList.remove('current');
    current = i;
    steps[i].classList.add('current');
    range.value = String(i);
    label.textContent = steps[i].getAttribute('data-label');
    buttons.first.disabled = buttons.prev.disabled = i === 0;
    buttons.next.disabled = buttons.last.disabled = i === last;
  }
  Object.keys(go).forEach(function (k) {
    buttons[k].addEventListener('click', function () { show(go[k]()); });
  });
  range.addEventListener('input', function () { show(Number(range.value)); });
  var keys = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' };
  doc.addEventListener('keydown', function (e) {
    var k = keys[e.key];
    if (!k || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    e.preventDefault();
    show(go[k]());
  });
  // Zoom: every map at once, as a multiple of the page's width (1: fit the width).
  var zooms = [1, 1.5, 2, 3, 4];
  var zoom = 0;
  var zoomLabel = doc.getElementById('zoom-label');
  function setZoom(z) {
    zoom = Math.max(0, Math.min(zooms.length - 1, z));
    doc.documentElement.style.setProperty('--zoom', String(zooms[zoom]));
    doc.documentElement.classList.toggle('zoomed', zoom > 0);
    if (zoomLabel) zoomLabel.textContent = zoom === 0 ? 'fit' : zooms[zoom] * 100 + '%';
  }
  var zoomBy = { in: function () { return zoom + 1; }, out: function () { return zoom - 1; }, fit: function () { return 0; } };
  Array.prototype.forEach.call(bar.querySelectorAll('button[data-zoom]'), function (b) {
    b.addEventListener('click', function () { setZoom(zoomBy[b.getAttribute('data-zoom')]()); });
  });
  var zoomKeys = { '+': 'in', '=': 'in', '-': 'out', '0': 'fit' };
  doc.addEventListener('keydown', function (e) {
    var k = zoomKeys[e.key];
    if (!k || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    setZoom(zoomBy[k]());
  });
  range.max = String(last);
  doc.documentElement.className += ' js';
  bar.hidden = false;
  function byHash() {
    for (var i = 0; i < steps.length; i++) if ('#' + steps[i].id === location.hash) return i;
    return -1;
  }
  window.addEventListener('hashchange', function () {
    if (byHash() >= 0) show(byHash());
  });
  var start = Number(doc.getElementById('steps').getAttribute('data-start')) || 0;
  show(byHash() >= 0 ? byHash() : start);
})();
`;
