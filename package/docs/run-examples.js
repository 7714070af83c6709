/*
 * The reference's Run buttons (TypeDoc `customJs`): each example that uses the library gets one. The
 * first click loads the served script (v1.1, the server's demo key); each run gets a fresh box below
 * its example with `element` (an empty box), `calculator` (a graphing calculator in it) and `Lib`, and
 * shows what the example logs. The test test/package-reference.browser.test.ts runs every example too.
 */
(function () {
  'use strict';
  var SCRIPT = '/api/v1.1/calculator.js?apiKey=demo';
  var loading;

  function loadLibrary() {
    if (!loading) {
      loading = new Promise(function (resolve, reject) {
        var script = document.createElement('script');
        script.src = SCRIPT;
        script.onload = function () {
          resolve(window.Lib);
        };
        script.onerror = function () {
          reject(new Error('The calculator script did not load: ' + SCRIPT));
        };
        document.head.appendChild(script);
      });
    }
    return loading;
  }

  function show(value) {
    if (typeof value === 'string') return value.length > 200 ? value.slice(0, 200) + '…' : value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }

  function run(code, host) {
    host.textContent = '';
    var box = document.createElement('div');
    box.style.cssText = 'width:100%;height:320px;border:1px solid #ccc;margin-top:6px';
    var element = document.createElement('div');
    // The empty box is shown only to examples that use it (they construct a calculator in it).
    if (/\belement\b/.test(code))
      element.style.cssText = 'width:100%;height:320px;border:1px solid #ccc;margin-top:6px';
    var output = document.createElement('pre');
    output.className = 'example-output';
    host.append(box, output);
    if (/\belement\b/.test(code)) host.insertBefore(element, output);
    var log = {
      log: function () {
        output.textContent += Array.prototype.map.call(arguments, show).join(' ') + '\n';
      },
    };
    loadLibrary().then(
      function (Lib) {
        var calculator = Lib.GraphingCalculator(box);
        try {
          new Function('Lib', 'calculator', 'element', 'console', code)(Lib, calculator, element, log);
          if (!output.textContent) output.textContent = 'Ran without error.';
        } catch (error) {
          output.textContent = 'Error: ' + error.message;
        }
      },
      function (error) {
        output.textContent = error.message;
      },
    );
  }

  document.querySelectorAll('pre > code').forEach(function (block) {
    var code = block.textContent || '';
    if (!/\b(calculator|Lib)\./.test(code) || /^\s*(import|<)/.test(code)) return;
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'run-example';
    button.textContent = 'Run';
    var host = document.createElement('div');
    button.addEventListener('click', function () {
      run(code, host);
    });
    block.parentElement.after(button, host);
  });
})();
