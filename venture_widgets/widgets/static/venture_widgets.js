// Built from js/ by `npm run build` (esbuild); do not edit by hand.
/*
Bundled here:

preact 11.2.0:

The MIT License (MIT)

Copyright (c) 2015-present Jason Miller

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
*/

// js/lib/schedule.js
var ANIMATION_BUDGET_MS = 300;
var MAX_GAP_MS = 120;
function highlightSchedule(count, { reducedMotion = false, budget = ANIMATION_BUDGET_MS } = {}) {
  if (count <= 0 || reducedMotion) return [];
  const gap = count > 1 ? Math.min(MAX_GAP_MS, budget / (count - 1)) : 0;
  return Array.from({ length: count }, (_3, i3) => Math.round(i3 * gap));
}

// js/lib/animate.js
function animateEvents(root, targets, reducedMotion) {
  const starts = highlightSchedule(targets.length, { reducedMotion });
  const timers = [];
  const lit = /* @__PURE__ */ new Set();
  starts.forEach((start, i3) => {
    const selectors = targets[i3];
    timers.push(
      setTimeout(() => {
        for (const el of found(root, selectors)) {
          if (el.classList.contains("vw-flash")) {
            el.classList.remove("vw-flash");
            void /** @type {HTMLElement} */
            el.offsetWidth;
          }
          el.classList.add("vw-flash");
          lit.add(el);
          el.addEventListener("animationend", () => el.classList.remove("vw-flash"), { once: true });
        }
      }, start)
    );
  });
  return () => {
    timers.forEach(clearTimeout);
    for (const el of lit) el.classList.remove("vw-flash");
  };
}
function animateStep(root, step, { duration, reducedMotion }) {
  const colour = getComputedStyle(root).getPropertyValue("--vw-flash").trim() || "#f57c00";
  const animations = found(root, step.targets).map((el) => el.animate(pulse(el, colour, reducedMotion), duration));
  const ghost2 = reducedMotion || !step.motion ? null : fly(root, step.motion, duration);
  return () => {
    for (const animation of animations) animation.cancel();
    ghost2?.();
  };
}
function found(root, selectors) {
  return [...new Set(selectors.flatMap((s3) => [...root.querySelectorAll(s3)]))];
}
function pulse(el, colour, still) {
  if (el instanceof SVGElement) {
    const unit = el instanceof SVGGraphicsElement ? Math.abs(el.getScreenCTM()?.a ?? 1) || 1 : 1;
    const blur = `${Math.round(1.5 / unit * 1e3) / 1e3}px`;
    const glow = `drop-shadow(0 0 ${blur} ${colour}) drop-shadow(0 0 ${blur} ${colour})`;
    const none = "drop-shadow(0 0 0 transparent) drop-shadow(0 0 0 transparent)";
    if (still) return [{ filter: glow }, { filter: glow }];
    return [{ filter: glow }, { filter: glow, offset: 0.6 }, { filter: none }];
  }
  const ring = `0 0 0 4px ${colour}`;
  if (still) return [{ boxShadow: ring }, { boxShadow: ring }].map((k3) => ({ ...k3, composite: "add" }));
  return [
    { boxShadow: `0 0 0 0 ${colour}`, transform: "translateY(0)" },
    { boxShadow: ring, transform: "translateY(-3px)", offset: 0.3 },
    { boxShadow: `0 0 0 2px transparent`, transform: "translateY(0)" }
  ].map((k3) => ({ ...k3, composite: "add" }));
}
function fly(root, motion, duration) {
  const from = root.querySelector(motion.from);
  const to = root.querySelector(motion.to);
  if (!from || !to || from === to) return null;
  const base = root.getBoundingClientRect();
  const a3 = from.getBoundingClientRect();
  const b = to.getBoundingClientRect();
  if (!a3.width || !b.width) return null;
  const { ghost: ghost2, size } = ghostOf(to, motion.piece ? root.querySelector(motion.piece) : null);
  const [w3, hgt] = size ?? [b.width, b.height];
  const centre = (r3) => [r3.left + r3.width / 2 - base.left, r3.top + r3.height / 2 - base.top];
  const [ax, ay] = centre(a3);
  const [bx, by] = centre(b);
  Object.assign(ghost2.style, {
    position: "absolute",
    left: `${bx - w3 / 2}px`,
    top: `${by - hgt / 2}px`,
    width: `${w3}px`,
    height: `${hgt}px`,
    margin: "0"
  });
  root.append(ghost2);
  const flight = ghost2.animate(
    [
      { transform: `translate(${ax - bx}px, ${ay - by}px) scale(0.8)`, opacity: 0.9 },
      { transform: "translate(0, 0) scale(1)", opacity: 1, offset: 0.85 },
      { transform: "translate(0, 0) scale(1)", opacity: 0 }
    ],
    { duration, easing: "ease-in-out" }
  );
  const arrives = to.hasAttribute("data-card") ? to.animate([{ opacity: 0 }, { opacity: 0, offset: 0.8 }, { opacity: 1 }], duration) : null;
  const done = () => {
    flight.cancel();
    arrives?.cancel();
    ghost2.remove();
  };
  flight.onfinish = done;
  return done;
}
function ghostOf(to, piece) {
  let ghost2;
  let size = null;
  if (to instanceof HTMLElement && to.hasAttribute("data-card")) {
    ghost2 = /** @type {HTMLElement} */
    to.cloneNode(true);
    for (const el of [ghost2, ...ghost2.querySelectorAll("*")]) {
      for (const name of el.getAttributeNames()) {
        if (/^(data-|aria-|id$|role$|tabindex$|title$)/.test(name)) el.removeAttribute(name);
      }
    }
    ghost2.classList.remove("vw-choice", "vw-selected", "vw-sent");
  } else {
    ghost2 = document.createElement("div");
    const disc = piece ?? (to instanceof SVGElement ? to : null);
    size = disc ? [14, 14] : [26, 36];
    ghost2.classList.add(disc ? "vw-ghost-disc" : "vw-ghost-card");
    const shape = disc?.querySelector("path, circle") ?? disc;
    if (shape) ghost2.style.background = getComputedStyle(shape).fill;
  }
  ghost2.classList.add("vw-ghost");
  ghost2.setAttribute("aria-hidden", "true");
  return { ghost: ghost2, size };
}

// node_modules/preact/dist/preact.mjs
var n;
var t;
var r;
var u;
var i;
var f;
var o;
var e;
var l;
var c;
var a;
var s;
var h = /* @__PURE__ */ Symbol.for("pv");
var p = {};
var y = [];
var v = /^m(i|n|o|s|text|space)$/;
var w = Array.isArray;
var d = y.slice;
var _ = Object.assign;
function g(n2) {
  n2 && n2.parentNode && n2.remove();
}
function k(n2, t3, r3) {
  var u3, i3, f3, o3 = {}, e3 = arguments.length;
  for (f3 in t3) "key" == f3 ? u3 = t3[f3] : "ref" == f3 && "function" != typeof n2 ? i3 = t3[f3] : o3[f3] = t3[f3];
  return e3 > 2 && (o3.children = e3 > 3 ? d.call(arguments, 2) : r3), m(n2, o3, u3, i3, null);
}
function m(r3, u3, i3, f3, o3) {
  var e3 = { type: r3, props: u3, key: i3, ref: f3, __k: null, __: null, __b: 0, __e: null, __c: null, constructor: h, __v: o3 || ++t, __i: -1, __u: 0 };
  return !o3 && n.vnode && n.vnode(e3), e3;
}
function $(n2) {
  return n2.children;
}
function x(n2, t3) {
  this.props = n2, this.context = t3, this.__g = 0;
}
function S(n2, t3) {
  if (null == t3) return n2.__ && S(n2.__, n2.__i + 1);
  for (var r3; t3 < n2.__k.length; t3++) if ((r3 = n2.__k[t3]) && r3.__e) return r3.__e;
  return "function" != typeof n2.type || n2.props.__P ? null : S(n2);
}
function C(t3) {
  var r3, u3 = t3.__v, i3 = u3.__e, f3 = [], o3 = [], e3 = t3.__P;
  e3 && ((r3 = _({ constructor: h }, u3)).__v = u3.__v + 1, n.vnode && n.vnode(r3), z(e3, r3, u3, t3.__n, e3.namespaceURI, 32 & u3.__u ? [i3] : null, f3, i3 || S(u3), 32 & u3.__u, o3), r3.__v = u3.__v, r3.__.__k[r3.__i] = r3, E(f3, r3, o3), u3.__ = u3.__e = null, r3.__e != i3 && j(r3));
}
function j(n2) {
  if ((n2 = n2.__) && n2.__c && !n2.props.__P) return n2.__e = null, n2.__k.some(function(t3) {
    return t3 && (n2.__e = t3.__e);
  }), j(n2);
}
function L(t3) {
  (8 & t3.__g || (t3.__g |= 8, u.push(t3), f++)) && i == n.debounceRendering || ((i = n.debounceRendering) || queueMicrotask)(H);
}
function H() {
  try {
    for (var n2, t3 = 1; u.length; ) u.length > t3 && u.sort(o), n2 = u.shift(), t3 = u.length, 8 & n2.__g && C(n2);
  } finally {
    (f = u.length) && (i || queueMicrotask)(H);
  }
}
function I(n2, t3, r3, u3, i3, f3, o3, e3, l3, c3, a3) {
  var s3, h4, v3, w3, d3, _3, g3 = u3.__k || y, k3 = t3.length;
  for (l3 = q(r3, t3, g3, l3, k3), s3 = 0; s3 < k3; s3++) null != (v3 = r3.__k[s3]) && (h4 = ~v3.__i && g3[v3.__i] || p, v3.__i = s3, _3 = z(n2, v3, h4, i3, f3, o3, e3, l3, c3, a3), w3 = v3.__e, (h4.ref != v3.ref || 8 & h4.__u) && (h4.ref && G(h4.ref, null, v3, h4), v3.ref && a3.push(v3.ref, v3.__c || w3, v3)), d3 = d3 || w3, 4 & v3.__u ? (l3 = A(v3, l3, n2, !h4.__v), h4.__e && (h4.__e = null)) : "function" == typeof v3.type && void 0 !== _3 ? l3 = _3 : w3 && (l3 = w3.nextSibling), v3.__u &= -21);
  return r3.__e = d3, l3;
}
function q(n2, t3, r3, u3, i3) {
  var f3, o3, e3, l3, c3, a3, s3, p3, y3, v3 = r3.length, d3 = v3, _3 = 0, g3 = 0, k3 = n2.__k = Array(i3);
  for (f3 = 0; f3 < i3; f3++) null != (o3 = t3[f3]) && "boolean" != typeof o3 && "function" != typeof o3 ? ("object" != typeof o3 || o3.constructor === String ? o3 = k3[f3] = m(null, o3) : w(o3) ? o3 = k3[f3] = m($, { children: o3 }) : o3.constructor === h && o3.__b ? o3 = k3[f3] = m(o3.type, o3.props, o3.key, o3.ref, o3.__v) : k3[f3] = o3, l3 = f3 + _3, o3.__ = n2, o3.__b = n2.__b + 1, e3 = null, ~(c3 = o3.__i = P(o3, r3, l3, d3)) && (d3--, (e3 = r3[c3]) && (e3.__u |= 2)), e3 && e3.__v ? (o3.__u |= 16, c3 == l3 - 1 ? _3-- : c3 == l3 + 1 ? _3++ : c3 != l3 && (c3 > l3 ? _3-- : _3++, g3 = 1)) : (~c3 || (i3 > v3 ? _3-- : i3 < v3 && _3++), "function" != typeof o3.type && (o3.__u |= 4))) : k3[f3] = null;
  if (g3) {
    for (a3 = [], s3 = [], f3 = 0; f3 < i3; f3++) if ((o3 = k3[f3]) && 16 & o3.__u) {
      for (_3 = 0, p3 = a3.length; _3 < p3; ) a3[y3 = _3 + p3 >> 1] < o3.__i ? _3 = y3 + 1 : p3 = y3;
      a3[_3] = o3.__i, s3[f3] = _3 + 1;
    }
    for (_3 = a3.length; f3--; ) s3[f3] && (s3[f3] == _3 ? _3-- : k3[f3].__u |= 4);
  }
  if (d3) for (f3 = 0; f3 < v3; f3++) !(e3 = r3[f3]) || 2 & e3.__u || (e3.__e == u3 && (u3 = S(e3)), J(e3, e3));
  return u3;
}
function A(n2, t3, r3, u3) {
  var i3, f3, o3, e3;
  if ("function" == typeof n2.type) {
    if (n2.props.__P) return t3;
    if (i3 = n2.__k) for (f3 = 0; f3 < i3.length; f3++) i3[f3] && (i3[f3].__ = n2, t3 = A(i3[f3], t3, r3, false));
    return t3;
  }
  for (t3 && !t3.parentNode && (t3 = S(n2)) && !t3.parentNode && (t3 = null), o3 = n2.__e, e3 = t3; e3 && 8 == e3.nodeType; ) e3 = e3.nextSibling;
  for (o3 != e3 && (!u3 && r3.moveBefore && o3.parentNode ? r3.moveBefore(o3, t3) : r3.insertBefore(o3, t3 || null)), t3 = o3; (t3 = t3 && t3.nextSibling) && 8 == t3.nodeType && !t3.data.startsWith("$s"); ) ;
  return t3;
}
function P(n2, t3, r3, u3) {
  var i3, f3 = n2.key, o3 = n2.type, e3 = t3[r3], l3 = e3 && !(2 & e3.__u);
  if (null === e3 && null == f3 || l3 && f3 == e3.key && o3 == e3.type) return r3;
  if (u3 > (l3 ? 1 : 0)) {
    for (i3 = r3 - 1; i3 >= 0; i3--) if ((e3 = t3[i3]) && !(2 & e3.__u) && f3 == e3.key && o3 == e3.type) return i3;
    for (i3 = r3 + 1; i3 < t3.length; i3++) if ((e3 = t3[i3]) && !(2 & e3.__u) && f3 == e3.key && o3 == e3.type) return i3;
  }
  return -1;
}
function T(n2, t3, r3) {
  null == r3 && (r3 = ""), "-" == t3[0] ? n2.setProperty(t3, r3) : n2[t3] = r3;
}
function N(n2, t3, r3, u3, i3) {
  var f3, o3;
  if ("style" == t3) if ("string" == typeof r3) n2.style.cssText = r3;
  else {
    if ("string" == typeof u3 && (n2.style.cssText = u3 = ""), u3) for (t3 in u3) r3 && t3 in r3 || T(n2.style, t3);
    if (r3) for (t3 in r3) u3 && r3[t3] == u3[t3] || T(n2.style, t3, r3[t3]);
  }
  else if ("o" == t3[0] && "n" == t3[1]) "function" != typeof r3 && (r3 = null), "function" != typeof u3 && (u3 = null), (n2.__e || (n2.__e = {}))[t3] = r3, r3 && u3 || (o3 = a[t3] || (a[t3] = V(t3)), (n2.__a || (n2.__a = {}))[t3] = c, f3 = t3 != (t3 = t3.replace(l, "$1")), (t3 = t3.slice(2))[0] < "a" && (t3 = t3.toLowerCase()), r3 ? n2.addEventListener(t3, o3, f3) : n2.removeEventListener(t3, o3, f3));
  else {
    if ("http://www.w3.org/2000/svg" == i3) t3 = t3.replace(/xlink(H|:h)/, "h").replace(/sName$/, "s");
    else if ("width" != t3 && "height" != t3 && "href" != t3 && "list" != t3 && "form" != t3 && "tabIndex" != t3 && "download" != t3 && "rowSpan" != t3 && "colSpan" != t3 && "role" != t3 && "popover" != t3 && t3 in n2) try {
      return void (n2[t3] = null == r3 ? "" : r3);
    } catch (n3) {
    }
    if ("function" == typeof r3) return;
    null == r3 || false === r3 && "-" != t3[4] ? n2.removeAttribute(t3) : n2.setAttribute(t3, "popover" == t3 && 1 == r3 ? "" : r3);
  }
}
function V(t3) {
  return function(r3) {
    var u3 = this.__e;
    if (u3) {
      if (u3 = u3[t3], null == r3[e]) r3[e] = c++;
      else if (r3[e] < this.__a[t3]) return;
      return u3(n.event ? n.event(r3) : r3);
    }
  };
}
function z(t3, r3, u3, i3, f3, o3, e3, l3, c3, a3) {
  var s3, p3, v3, d3, k3, b, m3, M, C3, j2, L2, H2, q2, A3, O, P2, T3, N2, V2 = r3.type;
  if (r3.constructor !== h) return null;
  128 & u3.__u && (c3 = 32 & u3.__u, s3 = u3.__c.__z) && (r3.__u |= c3, p3 = o3 = [], 8 == s3.nodeType ? l3 = B(s3, o3) : o3.push(s3), l3 = o3[0] || l3), (s3 = n.__b) && s3(r3);
  n: if ("function" == typeof V2) {
    v3 = e3.length;
    try {
      if (M = r3.props, C3 = (s3 = V2.prototype) && s3.render, j2 = (s3 = V2.contextType) && i3[s3.__c], L2 = s3 ? j2 ? j2.props.value : s3.__ : i3, (d3 = u3.__c) ? (r3.__c = d3, 2 & d3.__g && (d3.__g |= 1)) : (C3 ? r3.__c = d3 = new V2(M, L2) : (r3.__c = d3 = new x(M, L2), d3.constructor = V2, d3.render = K), j2 && j2.sub(d3), d3.state || (d3.state = {}), d3.__n = i3, d3.__g |= 8, d3.__h = [], d3.__k = []), C3 && (d3.__s || (d3.__s = d3.state), V2.getDerivedStateFromProps && (d3.__s == d3.state && (d3.__s = _({}, d3.__s)), _(d3.__s, V2.getDerivedStateFromProps(M, d3.__s)))), k3 = d3.props, b = d3.state, d3.__v = r3, u3.__c) {
        if (M !== k3 && C3 && !V2.getDerivedStateFromProps && d3.componentWillReceiveProps && d3.componentWillReceiveProps(M, L2), r3.__v == u3.__v && !(8 & d3.__g) || !(4 & d3.__g) && d3.shouldComponentUpdate && false === d3.shouldComponentUpdate(M, d3.__s, L2)) {
          r3.__v != u3.__v && (d3.props = M, d3.state = d3.__s, d3.__g &= -9), r3.__e = u3.__e, r3.__k = u3.__k, r3.__k.some(function(n2) {
            n2 && (n2.__ = r3);
          }), y.push.apply(d3.__h, d3.__k), d3.__k = [], d3.__h.length && e3.push(d3), l3 = S(u3);
          break n;
        }
        d3.componentWillUpdate && d3.componentWillUpdate(M, d3.__s, L2), C3 && d3.componentDidUpdate && d3.__h.push(function() {
          d3.componentDidUpdate(k3, b, m3);
        });
      } else C3 && !V2.getDerivedStateFromProps && d3.componentWillMount && d3.componentWillMount(), C3 && d3.componentDidMount && d3.__h.push(d3.componentDidMount);
      d3.context = L2, d3.props = M, d3.__P = t3, d3.__g &= -5, H2 = n.__r, q2 = C3 ? 25 : 0;
      do {
        d3.__g &= -9, H2 && H2(r3), s3 = d3.render(d3.props, d3.state = d3.__s, d3.context);
      } while (8 & d3.__g && ++q2 < 25);
      C3 && (y.push.apply(d3.__h, d3.__k), d3.__k = []), d3.state = d3.__s, d3.getChildContext && (i3 = _({}, i3, d3.getChildContext())), C3 && u3.__c && d3.getSnapshotBeforeUpdate && (m3 = d3.getSnapshotBeforeUpdate(k3, b)), A3 = s3 && s3.type === $ && null == s3.key ? s3.props.children : s3, M.__P && (s3 = l3, f3 = (t3 = M.__P).namespaceURI, c3 = o3 = null, u3.props && u3.props.__P != t3 && (u3.__k.some(function(n2) {
        n2 && J(n2, n2);
      }), u3.__k = null), l3 = u3.__k ? S(u3, 0) : null), l3 = I(t3, w(A3) ? A3 : [A3], r3, u3, i3, f3, o3, e3, l3, c3, a3), M.__P && (r3.__e = null, l3 = s3), r3.__u &= -161, p3 && p3.some(g), d3.__h.length && e3.push(d3), 1 & d3.__g && (d3.__g &= -4);
    } catch (t4) {
      if (e3.length = v3, r3.__v = null, c3 || o3) if (t4 && t4.then) {
        if (r3.__u |= 128 | c3, o3) {
          for (~(T3 = o3.indexOf(l3 || void 0)) || (T3 = o3.length); (N2 = o3[T3 - 1]) && 8 == N2.nodeType; ) T3--;
          for (; T3 < o3.length; T3++) if (N2 = o3[T3]) if (o3[T3] = null, O) {
            if (N2 == P2) break;
          } else {
            if (8 != N2.nodeType) break;
            N2.data.startsWith("$s") && (P2 = B(O = N2));
          }
        }
        if (!O) {
          for (; l3 && 8 == l3.nodeType && l3.nextSibling; ) l3 = l3.nextSibling;
          O = l3;
        }
        (s3 = B(O = r3.__c.__z || (r3.__c.__z = O))) ? (r3.__e = O, l3 = s3) : r3.__e = l3, l3 = l3 && l3.nextSibling;
      } else o3 && o3.some(g);
      else r3.__e = u3.__e;
      r3.__k || (r3.__k = u3.__k || []), t4 && t4.then || D(r3), n.__e(t4, r3, u3);
    }
  } else l3 = r3.__e = F(u3.__e, r3, u3, i3, f3, o3, e3, c3, a3, t3);
  return (s3 = n.diffed) && s3(r3), l3;
}
function B(n2, t3) {
  if (n2 && 8 == n2.nodeType && n2.data.startsWith("$s")) for (var r3 = 1; n2 = n2.nextSibling; ) {
    if (8 == n2.nodeType) {
      if (n2.data.startsWith("$s")) r3++;
      else if (n2.data.startsWith("/$s") && !--r3) return n2;
    }
    t3 && t3.push(n2);
  }
}
function D(n2) {
  n2 && (n2.__c && (n2.__c.__g |= 4), n2.__k && n2.__k.some(D));
}
function E(t3, r3, u3) {
  for (var i3 = 0; i3 < u3.length; ) G(u3[i3++], u3[i3++], u3[i3++]);
  n.__c && n.__c(r3, t3), t3.some(function(r4) {
    try {
      t3 = r4.__h, r4.__h = [], t3.some(function(n2) {
        n2.call(r4);
      });
    } catch (t4) {
      n.__e(t4, r4.__v);
    }
  });
}
function F(t3, r3, u3, i3, f3, o3, e3, l3, c3, a3) {
  var s3, h4, y3, _3, k3, b, m3, M, $2 = u3.props || p, x2 = r3.props, C3 = r3.type;
  if ("svg" == C3 ? f3 = "http://www.w3.org/2000/svg" : "math" == C3 ? f3 = "http://www.w3.org/1998/Math/MathML" : f3 || (f3 = "http://www.w3.org/1999/xhtml"), o3) {
    for (s3 = 0; s3 < o3.length; s3++) if ((k3 = o3[s3]) && (C3 ? k3.localName == C3 : 3 == k3.nodeType)) {
      t3 = k3, o3[s3] = null;
      break;
    }
  }
  if (!t3) {
    if (M = a3.ownerDocument || document, !C3) return M.createTextNode(x2);
    t3 = M.createElementNS(f3, C3, x2.is ? x2 : a3), l3 && (n.__m && n.__m(r3, o3), l3 = false), o3 = null;
  }
  if (C3) {
    if (a3 = "template" == C3 && t3.content || t3, o3 = "textarea" == C3 && null != x2.defaultValue ? null : o3 && d.call(a3.childNodes), !l3 && o3) for ($2 = {}, s3 = 0; s3 < t3.attributes.length; s3++) $2[(k3 = t3.attributes[s3]).name] = k3.value;
    for (s3 in $2) k3 = $2[s3], "dangerouslySetInnerHTML" == s3 ? y3 = k3 : "children" == s3 || s3 in x2 || "value" == s3 && "defaultValue" in x2 || "checked" == s3 && "defaultChecked" in x2 || N(t3, s3, null, k3, f3);
    for (s3 in x2) k3 = x2[s3], "children" == s3 ? _3 = k3 : "dangerouslySetInnerHTML" == s3 ? h4 = k3 : "value" == s3 ? b = k3 : "checked" == s3 ? m3 = k3 : l3 && "function" != typeof k3 || $2[s3] === k3 || N(t3, s3, k3, $2[s3], f3);
    h4 ? (l3 || y3 && (h4.__html == y3.__html || h4.__html == t3.innerHTML) || (t3.innerHTML = h4.__html), r3.__k = []) : (y3 && (t3.textContent = ""), ("foreignObject" == C3 || "http://www.w3.org/1998/Math/MathML" == f3 && v.test(C3)) && (f3 = "http://www.w3.org/1999/xhtml"), I(a3, w(_3) ? _3 : [_3], r3, u3, i3, f3, o3, e3, o3 ? o3[0] : u3.__k && S(u3, 0), l3, c3), o3 && o3.some(g)), l3 && "textarea" != C3 || (s3 = "value", "progress" == C3 && null == b ? t3.removeAttribute(s3) : null == b || b === t3[s3] && ("progress" != C3 || b) || N(t3, s3, b, $2[s3], f3), s3 = "checked", null != m3 && m3 != t3[s3] && N(t3, s3, m3, $2[s3], f3));
  } else $2 === x2 || l3 && t3.data == x2 || (t3.data = x2);
  return t3;
}
function G(t3, r3, u3, i3) {
  try {
    "function" == typeof t3 ? r3 ? r3.__x = t3(r3) || 1 : i3 && (i3 = i3.__c || i3.__e) && (r3 = i3.__x) && (i3.__x = null, "function" == typeof r3 ? r3() : t3(null)) : t3.current = r3;
  } catch (t4) {
    n.__e(t4, u3);
  }
}
function J(t3, r3, u3) {
  var i3, f3, o3, e3;
  if (n.unmount && n.unmount(t3), !(i3 = t3.ref) || i3.current && i3.current != t3.__e || G(i3, null, r3, t3), i3 = t3.__c) {
    if (i3.componentWillUnmount) try {
      i3.componentWillUnmount();
    } catch (t4) {
      n.__e(t4, r3);
    }
    i3.__P = i3.__n = null;
  }
  if (i3 = t3.__k) for (e3 = 0; e3 < i3.length; e3++) i3[e3] && J(i3[e3], r3, "function" != typeof t3.type || u3 && !t3.props.__P);
  !u3 && (i3 = t3.__c) && (i3 = i3.__z) && (f3 = B(i3, o3 = [])) && (i3 == t3.__e && o3.some(g), g(f3), g(i3)), u3 || g(t3.__e), t3.__e = t3.__c = t3.__ = null;
}
function K(n2, t3, r3) {
  return this.constructor(n2, r3);
}
function Q(t3, r3) {
  var u3, i3, f3, o3;
  n.__ && n.__(t3, r3), 9 == r3.nodeType && (r3 = r3.documentElement), i3 = (u3 = t3 && 32 & t3.__u) ? null : r3.__k, r3.__k = m($, { children: [t3] }), f3 = [], o3 = [], z(r3, r3.__k, i3 || p, p, r3.namespaceURI, i3 ? null : r3.firstChild ? d.call(r3.childNodes) : null, f3, i3 ? i3.__e : r3.firstChild, u3, o3), E(f3, r3.__k, o3), r3.__k.props.children = null;
}
n = { __e: function(n2, t3, r3, u3) {
  for (var i3, o3, e3; t3 = t3.__; ) if ((i3 = t3.__c) && !(1 & i3.__g)) {
    i3.__g |= 4;
    try {
      if ((e3 = (o3 = i3.constructor) && o3.getDerivedStateFromError) && i3.setState(o3.getDerivedStateFromError(n2)), i3.componentDidCatch && (i3.componentDidCatch(n2, u3 || {}), e3 = 1), e3 && 8 & i3.__g) return void (i3.__g |= 2);
    } catch (t4) {
      n2 = t4;
    }
  }
  throw f = 0, n2;
} }, t = 0, r = function(n2) {
  return null != n2 && n2.constructor === h;
}, x.prototype.setState = function(n2, t3) {
  var r3 = this.__s;
  r3 && r3 != this.state || (r3 = this.__s = _({}, this.state)), "function" == typeof n2 && (n2 = n2(_({}, r3), this.props)), n2 && (_(r3, n2), this.__v && (t3 && this.__k.push(t3), L(this)));
}, x.prototype.forceUpdate = function(n2) {
  this.__v && (this.__g |= 4, n2 && this.__h.push(n2), L(this));
}, x.prototype.render = $, u = [], f = 0, o = function(n2, t3) {
  return n2.__v.__b - t3.__v.__b;
}, e = /* @__PURE__ */ Symbol(), l = /(PointerCapture)$|Capture$/i, c = 0, a = {}, s = 0;

// js/lib/dom.js
var IDENTITY = ["data-card", "data-space", "data-pawn", "data-threat", "data-log-index", "data-testid"];
function h2(tag, attrs = {}, children = []) {
  const props = {};
  setAttrs({ props }, attrs);
  const { text } = attrs;
  const all = text == null || text === false || text === "" ? [] : [String(text)];
  for (const child of children) {
    if (child != null && child !== false && child !== "") all.push(child);
  }
  keyChildren(all);
  const { key, ...rest } = props;
  return k(tag, key === void 0 ? rest : { ...rest, key }, ...all);
}
function svg(tag, attrs = {}, children = []) {
  return h2(tag, attrs, children);
}
function setAttrs(el, attrs) {
  for (const [name, value] of Object.entries(attrs)) {
    if (name === "text") continue;
    if (value == null || value === false) delete el.props[name];
    else el.props[name] = value === true && name.includes("-") ? "" : value;
  }
}
function attr(el, name) {
  const value = el.props[name];
  return value == null ? null : String(value);
}
function hasClass(el, name) {
  return (attr(el, "class") ?? "").split(/\s+/).includes(name);
}
function toggleClass(el, name, on = true) {
  const names = (attr(el, "class") ?? "").split(/\s+/).filter(Boolean);
  if (on === names.includes(name)) return;
  setAttrs(el, { class: (on ? [...names, name] : names.filter((n2) => n2 !== name)).join(" ") || null });
}
function inside(el) {
  const { build: build2, children } = el.props;
  return [typeof build2 === "function" ? build2() : children].flat(Infinity);
}
function findByClass(el, name) {
  if (hasClass(el, name)) return (
    /** @type {El} */
    el
  );
  for (const child of inside(el)) {
    const found2 = child && typeof child === "object" ? findByClass(child, name) : null;
    if (found2) return found2;
  }
  return null;
}
function shownText(el) {
  if (typeof el === "string" || typeof el === "number") return String(el);
  if (!el || typeof el !== "object" || !("props" in el)) return "";
  const node = (
    /** @type {{type: unknown, props: Record<string, any>}} */
    el
  );
  if (node.type === "title") return "";
  return inside(node).map(shownText).filter(Boolean).join(" ");
}
var Memo = class extends x {
  /** @param {{inputs: unknown[]}} next */
  shouldComponentUpdate({ inputs }) {
    const last = this.props.inputs;
    return inputs.length !== last.length || inputs.some((value, i3) => value !== last[i3]);
  }
  render() {
    const { build: build2, children } = this.props;
    const built = build2 ? build2() : children;
    if (Array.isArray(built)) keyChildren(built);
    return built;
  }
};
function memo(key, inputs, build2) {
  return k(Memo, typeof build2 === "function" ? { key, inputs, build: build2 } : { key, inputs, children: build2 });
}
function memoData(key, owner, data, build2) {
  return memo(key, [owner, JSON.stringify(data)], build2);
}
function draw(children, container) {
  const all = children.filter((child) => child != null && child !== false);
  keyChildren(all);
  Q(k($, null, ...all), container);
}
function keyChildren(children) {
  const seen = /* @__PURE__ */ new Map();
  for (const child of children) {
    if (!child || typeof child !== "object" || child.key !== void 0) continue;
    const name = IDENTITY.find((n2) => child.props[n2] !== void 0);
    const id = name ? `${name}=${child.props[name]}` : `.${String(child.props.class ?? "").split(" ")[0]}`;
    if (id === ".") continue;
    const rank = seen.get(id) ?? 0;
    seen.set(id, rank + 1);
    child.key = `${id}#${rank}`;
  }
}

// js/lib/choice.js
var CHOICE_SELECTOR = "[data-action], [data-legal], [data-select], [data-msg]";
function asAction(el, action, label) {
  setAttrs(el, { "data-action": action });
  return focusable(el, label);
}
function asSelector(el, key, label, pressed) {
  setAttrs(el, { "data-select": key, "aria-pressed": String(pressed) });
  toggleClass(el, "vw-selected", pressed);
  return focusable(el, label);
}
function focusable(el, label) {
  toggleClass(el, "vw-choice");
  const shows = el.type !== "button" && showWords(el);
  setAttrs(el, {
    role: "button",
    tabindex: "0",
    "aria-label": shows ? null : label,
    "aria-description": shows ? label : null,
    title: attr(el, "title") ?? label
  });
  return el;
}
function showWords(el) {
  if (!shownText(el).trim()) return false;
  const unhide = (node) => {
    if (!node || typeof node !== "object" || !("props" in node) || node.type === "svg") return;
    if (node.props["aria-hidden"] !== void 0 && shownText(node).trim()) delete node.props["aria-hidden"];
    for (const child of [node.props.children].flat(Infinity)) unhide(child);
  };
  for (const child of [el.props.children].flat(Infinity)) unhide(child);
  return true;
}
function intentOf(el) {
  const data = (
    /** @type {HTMLElement} */
    el.dataset
  );
  if (data.action !== void 0) return { type: "action", value: data.action };
  if (data.legal !== void 0) return { type: "action", value: data.legal };
  if (data.select !== void 0) return { type: "select", value: data.select };
  if (data.msg !== void 0) return { type: "msg", value: data.msg };
  return null;
}
function focusKey(el) {
  const intent = el && intentOf(el);
  return intent ? `${intent.type}:${intent.value}:${/** @type {HTMLElement} */
  el.dataset.testid ?? ""}` : null;
}
function delegateChoices(root, handlers) {
  const fire = (target) => {
    const intent = intentOf(target);
    if (!intent || target.getAttribute("aria-disabled") === "true") return;
    if (intent.type === "action") handlers.act(intent.value, target);
    else if (intent.type === "select") handlers.select(intent.value);
    else handlers.message(JSON.parse(intent.value), target);
  };
  const onClick = (event) => {
    const target = (
      /** @type {Element} */
      event.target.closest(CHOICE_SELECTOR)
    );
    if (target && root.contains(target)) fire(target);
  };
  const onKey = (event) => {
    if (event.key === "Escape") {
      handlers.cancel();
      return;
    }
    if (event.key !== "Enter" && event.key !== " ") return;
    const target = (
      /** @type {Element} */
      event.target
    );
    if (target.tagName === "BUTTON" || !target.matches(CHOICE_SELECTOR)) return;
    event.preventDefault();
    fire(target);
  };
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKey);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKey);
  };
}
function findChoice(root, key) {
  const found2 = [...root.querySelectorAll(CHOICE_SELECTOR)].find((el) => focusKey(el) === key);
  return (
    /** @type {HTMLElement | undefined} */
    found2 ?? null
  );
}
function markSent(el) {
  el.setAttribute("aria-disabled", "true");
  el.classList.add("vw-sent");
  return () => {
    el.removeAttribute("aria-disabled");
    el.classList.remove("vw-sent");
  };
}

// js/lib/controls.js
function msgButton(label, msg, testid, { disabled = false, title, primary = false } = {}) {
  return h2("button", {
    type: "button",
    class: primary ? "vw-button vw-primary" : "vw-button",
    "data-msg": JSON.stringify(msg),
    "data-testid": testid,
    disabled,
    title,
    text: label
  });
}
function tableControls(status, { picker = null, seats = null } = {}) {
  return h2("div", { class: "vw-controls" }, [
    picker,
    msgButton("Undo", { kind: "undo" }, "vw-undo", {
      disabled: !status?.can_undo,
      title: "Back to your previous decision"
    }),
    msgButton("New game", seats ? { kind: "new_game", seats } : { kind: "new_game" }, "vw-new-game", {
      title: seats ? "Start again, with the levels chosen" : "Start again with a new seed",
      primary: seats != null
    })
  ]);
}

// js/lib/fit_room.js
var FIT_ATTRIBUTE = "data-vw-fit";
var MORE_ATTRIBUTE = "data-vw-more";
var MARGIN_PX = 8;
function viewportHeight(el) {
  for (let node = el.parentElement; node; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    const scrolls = node.scrollHeight > node.clientHeight + 1;
    if ((overflow === "auto" || overflow === "scroll") && scrolls) return node.clientHeight;
  }
  return globalThis.innerHeight;
}
function room({ viewport: height, table, part, area: area2 }) {
  const above = part.top - table;
  const under = Math.max(0, area2 - part.bottom);
  return Math.max(0, Math.floor(height - above - under - MARGIN_PX));
}
function fitRooms(root) {
  const parts = root.querySelectorAll(`[${FIT_ATTRIBUTE}]`);
  if (parts.length === 0) return;
  const height = viewportHeight(root);
  const table = root.getBoundingClientRect().top;
  for (const part of parts) {
    const area2 = part.closest(".vw-own, .vw-middle") ?? part;
    const box = part.getBoundingClientRect();
    const px = `${room({ viewport: height, table, part: box, area: area2.getBoundingClientRect().bottom })}px`;
    if (part.style.getPropertyValue("--vw-room") !== px) part.style.setProperty("--vw-room", px);
  }
  for (const part of parts) markMore(part);
}
function more({ scrollTop, scrollHeight, clientHeight }) {
  const above = scrollTop > 1;
  const below = scrollTop + clientHeight < scrollHeight - 1;
  return above && below ? "both" : above ? "above" : below ? "below" : null;
}
function markMore(part) {
  const way = more(part);
  if (way == null) part.removeAttribute(MORE_ATTRIBUTE);
  else if (part.getAttribute(MORE_ATTRIBUTE) !== way) part.setAttribute(MORE_ATTRIBUTE, way);
}
function trackMore(root) {
  const onScroll = (event) => {
    const part = event.target;
    if (part instanceof Element && part.hasAttribute(FIT_ATTRIBUTE)) markMore(part);
  };
  root.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return () => root.removeEventListener("scroll", onScroll, { capture: true });
}

// js/lib/handoff.js
function handoffScreen(name) {
  return h2("section", { class: "vw-handoff", "data-testid": "vw-handoff", "aria-label": "Hand-off" }, [
    h2("p", { class: "vw-handoff-title", text: `Pass the screen to ${name}.` }),
    h2("p", { text: "Everyone else, look away: the next screen shows that player's hand." }),
    msgButton(`I am ${name.replace(/ \(you\)$/, "")}: show my hand`, { kind: "handoff" }, "vw-handoff-confirm", {
      primary: true
    })
  ]);
}

// js/lib/hint_panel.js
function hintFigure(item) {
  if (typeof item.win_rate === "number") return `about a ${Math.round(item.win_rate * 100)}% chance to win`;
  if (typeof item.expected === "number") return `team score about ${Math.round(item.expected * 10) / 10}`;
  return "";
}
function hintList(hint, { testid = "vw-hints", className = "vw-hints", label = "Hints, best first", previewed = null, legal = [] } = {}) {
  const items = hint.hints ?? [];
  if (!items.length) return h2("p", { class: className, "data-testid": testid, text: "No move to suggest here." });
  const playable = new Set(legal.map((item) => item.action));
  return h2(
    "ol",
    { class: className, "data-testid": testid, "aria-label": label, "data-hint-list": "" },
    items.map((item, i3) => {
      const figure = hintFigure(item);
      const shown2 = item.action === previewed;
      return h2(
        "li",
        {
          class: `vw-hint${i3 === 0 ? " vw-hint-best" : ""}${shown2 ? " vw-hint-shown" : ""}`,
          key: item.action,
          "data-hint": item.action
        },
        [
          h2("span", { class: "vw-hint-move", text: item.text }),
          figure ? h2("span", { class: "vw-hint-figure", "data-testid": `${testid}-figure-${i3}`, text: ` (${figure})` }) : null,
          playable.has(item.action) ? previewButtons(item, shown2, `${testid}-${i3}`) : null,
          item.reason ? h2("span", { class: "vw-hint-reason", "data-testid": `${testid}-reason-${i3}`, text: item.reason }) : null
        ]
      );
    })
  );
}
function previewButtons(item, shown2, testid) {
  const main = shown2 ? h2("button", {
    type: "button",
    class: "vw-button vw-primary vw-hint-play",
    "data-action": item.action,
    "data-testid": `${testid}-play`,
    "aria-label": `Play this move: ${item.text}`,
    title: "Play this move (the lit one on the table)",
    text: "Play this move"
  }) : h2("button", {
    type: "button",
    class: "vw-button vw-hint-show",
    "data-preview": item.action,
    "data-testid": `${testid}-show`,
    "aria-label": `Show on the table: ${item.text}`,
    title: "Light this move on the table (then play it, or Escape)",
    text: "Show on the table"
  });
  return h2("span", { class: "vw-hint-actions" }, [
    main,
    shown2 ? h2("button", {
      type: "button",
      class: "vw-button vw-hint-hide",
      "data-preview-hide": "",
      "data-testid": `${testid}-hide`,
      title: "Hide this move on the table (Escape)",
      text: "Hide"
    }) : null
  ]);
}
function hintButton(lesson, disabled) {
  return memo("vw-hint-button", [lesson, disabled], () => hintButtonOf(lesson, disabled));
}
function hintButtonOf(lesson, disabled) {
  return lesson ? msgButton("What would a strong player do?", { kind: "hint" }, "vw-hint-button", {
    disabled,
    title: "The move a strong player would make here, and why"
  }) : msgButton("Hint", { kind: "hint" }, "vw-hint-button", { disabled, title: "The best few moves here, and why" });
}
function hintAnswer(hint, lesson, { previewed = null, legal = [] } = {}) {
  if (!hint) return null;
  return h2("section", { class: "vw-hint-panel", "data-testid": "vw-hint-panel", "aria-label": "Hints" }, [
    hintList(hint, { label: lesson ? "What a strong player would do" : "Hints, best first", previewed, legal })
  ]);
}

// js/lib/hint_preview.js
var LIT = "data-preview-lit";
function previewedHint(reply, preview, legal) {
  if (!reply || !preview || !legal.some((item) => item.action === preview.action)) return null;
  return reply.hints?.find((item) => item.action === preview.action) ?? null;
}
function previewStands(preview, decision) {
  return preview.decision === decision;
}
function selectorFor(hint, selectors) {
  const card3 = hint?.target?.card;
  return card3 != null && selectors.includes(String(card3)) ? String(card3) : null;
}
function quoted(value) {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}
function actionSelector(action) {
  return `[data-action=${quoted(action)}]`;
}
function previewElements(root, preview) {
  const selector = preview.select ? `${actionSelector(preview.action)}, [data-select=${quoted(preview.select)}]` : actionSelector(preview.action);
  return [...root.querySelectorAll(selector)].filter((el) => !el.closest("[data-hint-list]"));
}
var litBy = (
  /** @type {WeakMap<ParentNode, Element[]>} */
  /* @__PURE__ */ new WeakMap()
);
function markPreview(root, preview) {
  for (const el of litBy.get(root) ?? []) el.removeAttribute(LIT);
  const lit = preview ? previewElements(root, preview) : [];
  for (const el of lit) el.setAttribute(LIT, "");
  litBy.set(root, lit);
  return lit.length;
}
function delegatePreviews(root, { show, hide }) {
  const onClick = (event) => {
    const el = (
      /** @type {Element} */
      event.target.closest?.("[data-preview], [data-preview-hide]")
    );
    if (!el || !root.contains(el)) return;
    event.stopPropagation();
    const action = el.getAttribute("data-preview");
    if (action != null) show(action);
    else hide();
  };
  root.addEventListener("click", onClick, { capture: true });
  return () => root.removeEventListener("click", onClick, { capture: true });
}
function asGhost(el) {
  setAttrs(el, {
    "data-preview-ghost": "",
    "data-testid": "vw-preview-ghost",
    "data-card": null,
    "data-pawn": null,
    "aria-hidden": "true",
    role: null,
    "aria-label": null,
    title: null
  });
  toggleClass(el, "vw-preview-ghost");
  return el;
}

// js/lib/legal_list.js
function legalList(legal) {
  if (!legal.length) return null;
  return h2("nav", { class: "vw-legal-list", "aria-label": "Your options", "data-testid": "vw-legal" }, [
    h2("h3", { class: "vw-heading", text: "Your options" }),
    h2(
      "ul",
      {},
      legal.map(
        ({ action, text }, i3) => h2("li", {}, [
          h2("button", {
            type: "button",
            class: "vw-button vw-option",
            "data-legal": action,
            "data-testid": `vw-legal-${i3}`,
            title: action,
            text
          })
        ])
      )
    )
  ]);
}

// js/lib/levels.js
var NOT_BOTS = /* @__PURE__ */ new Set(["human", "tutor"]);
function levelOptions(levels, current) {
  const names = levels.map((level) => level.name);
  return names.includes(current) ? names : [current, ...names];
}
function chosenSeats(seats, chosen) {
  const kinds = seats.map((info) => chosen.get(info.seat) ?? info.kind);
  return kinds.some((kind, i3) => kind !== seats[i3].kind) ? kinds : null;
}
function settlePicks(seats, chosen) {
  for (const [seat, name] of chosen) {
    if (seats.find((info) => info.seat === seat)?.kind === name) chosen.delete(seat);
  }
}
function levelPicker(seats, levels, chosen, pick) {
  const bots = seats.filter((info) => !NOT_BOTS.has(info.kind));
  if (!levels.length || !bots.length) return null;
  const specs = new Map(levels.map((level) => [level.name, level.spec]));
  const selects = bots.map((info) => {
    const value = chosen.get(info.seat) ?? info.kind;
    return h2("label", { class: "vw-level" }, [
      `Seat ${info.seat} `,
      h2(
        "select",
        {
          "data-testid": `vw-level-${info.seat}`,
          "data-level-seat": info.seat,
          title: `The bot of seat ${info.seat}, from the next New game`,
          onChange: (event) => pick(
            info.seat,
            /** @type {HTMLSelectElement} */
            event.currentTarget.value
          )
        },
        levelOptions(levels, info.kind).map(
          (name) => h2("option", {
            value: name,
            selected: name === value,
            title: specs.get(name),
            text: name
          })
        )
      )
    ]);
  });
  const pending = chosenSeats(seats, chosen) != null;
  return h2("div", { class: "vw-levels", role: "group", "aria-label": "Bot levels", "data-testid": "vw-levels" }, [
    ...selects,
    pending ? h2("span", { class: "vw-note", "data-testid": "vw-levels-pending", text: "from the next New game" }) : null
  ]);
}

// js/lib/landing.js
var NEXT = [
  ".vw-question:not([data-answered]) [data-msg]",
  '[data-testid="vw-handoff-confirm"]',
  "[data-action], [data-select]",
  '[data-testid="vw-score-sheet"] [data-landing]',
  "[data-legal]",
  ".vw-tutor .vw-primary",
  ".vw-replay [data-msg]",
  '[data-testid="vw-prompt"]'
];
var REST = NEXT[NEXT.length - 1];
function resting(el) {
  return el.matches(REST);
}
function canFocus(el) {
  if (!el || !el.isConnected || el.matches(":disabled") || !shown(el)) return false;
  return el.hasAttribute("tabindex") || el.matches("button, a[href], summary, input, select, textarea");
}
function nextThing(root) {
  for (const selector of NEXT) {
    const found2 = [...root.querySelectorAll(selector)].find(
      (el) => canFocus(el) && el.getAttribute("aria-disabled") !== "true"
    );
    if (found2) return (
      /** @type {HTMLElement} */
      found2
    );
  }
  return null;
}
function shown(el) {
  return typeof el.checkVisibility === "function" ? el.checkVisibility() : el.getClientRects().length > 0;
}

// js/lib/rules_panel.js
var INDEXES = /* @__PURE__ */ new WeakMap();
function ruleIndex(reference) {
  if (!reference) return /* @__PURE__ */ new Map();
  let index = INDEXES.get(reference);
  if (!index) {
    index = new Map((reference.groups ?? []).flatMap((group) => group.rules.map((rule) => [rule.id, rule])));
    INDEXES.set(reference, index);
  }
  return index;
}
function ruleTitle(index, rule) {
  const entry2 = index.get(rule);
  return entry2 ? `${entry2.section} (${rule})` : rule;
}
function ruleLink(index, rule, { compact = false } = {}) {
  const entry2 = index.get(rule);
  if (!entry2) return h2("span", { class: "vw-rule", text: rule });
  return h2("button", {
    type: "button",
    class: "vw-rule vw-rule-link",
    "data-rule": rule,
    title: compact ? entry2.section : `${ruleTitle(index, rule)}: ${entry2.summary}`,
    "aria-label": compact ? null : `Rule ${rule}, ${entry2.section}: open it in the rules reference`,
    tabindex: compact ? -1 : null,
    text: rule
  });
}
function findRules(text, rules) {
  const ids = [...rules].sort((a3, b) => b.length - a3.length);
  if (!ids.length) return [];
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const pattern = new RegExp(`(?<![\\w.])(${escaped})(?![\\w]|\\.\\w)`, "g");
  const found2 = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const named = text[start - 1] === "(" || text.slice(Math.max(0, start - 5), start) === "rule ";
    if (match[1].includes(".") || named) found2.push({ start, rule: match[1] });
  }
  return found2;
}
function linkRules(text, index) {
  const parts = [];
  let at2 = 0;
  for (const { start, rule } of findRules(text, index.keys())) {
    if (start > at2) parts.push(text.slice(at2, start));
    parts.push(ruleLink(index, rule));
    at2 = start + rule.length;
  }
  if (at2 < text.length) parts.push(text.slice(at2));
  return parts;
}
function rulesPanel(reference, { current = null } = {}) {
  if (!reference?.groups?.length) return null;
  return memo("vw-rules-panel", [reference, current], () => rulesBody(reference, current));
}
function rulesBody(reference, current) {
  const entry2 = (rule) => h2(
    "li",
    {
      class: rule.id === current ? "vw-rule-entry vw-current" : "vw-rule-entry",
      "data-rule-anchor": rule.id,
      tabindex: -1,
      "aria-current": rule.id === current ? "true" : null
    },
    [
      h2("div", { class: "vw-rule-head" }, [
        h2("code", { class: "vw-rule", text: rule.id }),
        " ",
        h2("span", { class: "vw-rule-section", text: rule.section })
      ]),
      h2("p", { class: "vw-rule-summary", text: rule.summary })
    ]
  );
  const terms = reference.terms ?? [];
  return h2("details", { class: "vw-rules-panel", "data-keep-open": "rules", "data-testid": "vw-rules" }, [
    h2("summary", { class: "vw-heading", text: "Rules reference" }),
    h2("div", { class: "vw-rules-body", role: "region", "aria-label": "Rules reference", tabindex: 0 }, [
      terms.length ? h2("section", { class: "vw-rules-group", "data-testid": "vw-terms" }, [
        h2("h4", { class: "vw-rules-title", text: "Terms" }),
        h2(
          "dl",
          { class: "vw-terms" },
          terms.flatMap((t3) => [h2("dt", { text: t3.term }), h2("dd", { text: t3.text })])
        )
      ]) : null,
      ...reference.groups.map(
        (group) => h2("section", { class: "vw-rules-group" }, [
          h2("h4", { class: "vw-rules-title", text: group.title }),
          h2("ul", { class: "vw-rule-list" }, group.rules.map(entry2))
        ])
      )
    ])
  ]);
}
function delegateRuleLinks(root, open) {
  const onClick = (event) => {
    const link2 = (
      /** @type {Element} */
      event.target.closest("[data-rule]")
    );
    if (link2 && root.contains(link2)) open(
      /** @type {HTMLElement} */
      link2.dataset.rule ?? ""
    );
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
function revealRule(root, rule) {
  const anchor = [...root.querySelectorAll("[data-rule-anchor]")].find(
    (el) => (
      /** @type {HTMLElement} */
      el.dataset.ruleAnchor === rule
    )
  );
  if (!(anchor instanceof HTMLElement)) return;
  anchor.scrollIntoView({ block: "nearest" });
  anchor.focus({ preventScroll: true });
}

// js/lib/log.js
var BLOCK = 32;
function logPanel(log, { rules, current = null }) {
  return memo("vw-log-panel", [log, rules, current], () => logDetails(log, rules, current));
}
function logDetails(log, rules, current) {
  const blocks = [];
  for (let from = 0; from < log.length; from += BLOCK) {
    const events = log.slice(from, from + BLOCK);
    const marked = current != null && current >= from && current < from + BLOCK ? current : null;
    blocks.push(memo(`lines-${from}`, [rules, marked, ...events], () => logLines(events, from, rules, marked)));
  }
  return h2("details", { class: "vw-log-panel", open: true, "data-keep-open": "log" }, [
    h2("summary", { class: "vw-heading", text: `Log (${log.length})` }),
    h2("ol", { class: "vw-log", "aria-label": "Game log", "data-testid": "vw-log" }, blocks)
  ]);
}
function logLines(events, from, rules, current) {
  return events.map((event, offset) => {
    const i3 = from + offset;
    return memo(`line-${i3}`, [event, rules, i3 === current], () => logLine(event, i3, rules, current));
  });
}
function logLine(event, i3, rules, current) {
  return h2(
    "li",
    {
      class: i3 === current ? "vw-log-line vw-current" : "vw-log-line",
      "data-log-index": i3,
      "aria-current": i3 === current ? "step" : null
    },
    [
      ruleLink(rules, event.rule, { compact: true }),
      " ",
      h2("span", { class: "vw-log-text", text: event.text })
    ]
  );
}
function scrollLog(panel) {
  const list = panel.querySelector(".vw-log");
  if (!list) return;
  const current = list.querySelector(".vw-current");
  if (current) list.scrollTop = /** @type {HTMLElement} */
  current.offsetTop - list.clientHeight / 2;
  else list.scrollTop = list.scrollHeight;
}

// js/lib/keep.js
function decisionOf(root) {
  const { phase, toMove, actions } = root.dataset;
  return `${phase}|${toMove}|${actions}`;
}
function capture(root, open) {
  for (const d3 of root.querySelectorAll("details[data-keep-open]")) {
    open.set(
      /** @type {HTMLElement} */
      d3.dataset.keepOpen ?? "",
      /** @type {HTMLDetailsElement} */
      d3.open
    );
  }
  const inside2 = root.contains(document.activeElement);
  return { inside: inside2, focus: inside2 ? focusKey(document.activeElement) : null, decision: decisionOf(root) };
}
function trackLog(root) {
  const place = { pinned: true, top: 0 };
  const onScroll = (event) => {
    const log = event.target;
    if (!(log instanceof HTMLElement) || !log.matches(".vw-log")) return;
    place.pinned = log.scrollTop + log.clientHeight >= log.scrollHeight - 4;
    place.top = log.scrollTop;
  };
  root.addEventListener("scroll", onScroll, { capture: true, passive: true });
  return { place, stop: () => root.removeEventListener("scroll", onScroll, { capture: true }) };
}
function placeLog(root, place, followLog) {
  const panel = (
    /** @type {HTMLElement | null} */
    root.querySelector(".vw-log-panel")
  );
  const log = root.querySelector(".vw-log");
  if (panel && (place.pinned || followLog)) scrollLog(panel);
  else if (log) log.scrollTop = place.top;
}
function restore(root, kept3, open, { focusFirst, landing, byKeyboard, atOnce }) {
  for (const d3 of root.querySelectorAll("details[data-keep-open]")) {
    const wasOpen = open.get(
      /** @type {HTMLElement} */
      d3.dataset.keepOpen ?? ""
    );
    if (wasOpen !== void 0) d3.open = wasOpen;
  }
  const fresh = decisionOf(root) !== kept3.decision;
  const left = document.activeElement;
  const scroll = { preventScroll: !byKeyboard };
  const place = () => {
    if (document.activeElement !== left) return;
    const first = focusFirst ? (
      /** @type {HTMLElement | null} */
      root.querySelector("[data-focus-first]")
    ) : null;
    if (first) first.focus(scroll);
    else if (kept3.inside) land(root, kept3.focus, landing, fresh, scroll);
  };
  if (!atOnce) return place;
  place();
  return () => {
  };
}
function land(root, key, landing, fresh, scroll) {
  const fits = (el) => canFocus(el) && root.contains(el) && !el.closest("[data-answered]") && // a question answered right: on to Next
  (landing === "keep" || el.getAttribute("aria-disabled") !== "true");
  const active = document.activeElement;
  if (landing !== "next" && fits(active) && !(fresh && active && resting(active))) return;
  const same2 = landing !== "next" && key ? findChoice(root, key) : null;
  const next = fits(same2) ? same2 : nextThing(root);
  if (next !== active) next?.focus(scroll);
}

// js/lib/motion.js
var GLIDE_MS = 250;
function cardPlaces(root) {
  const base = root.getBoundingClientRect();
  const places = /* @__PURE__ */ new Map();
  for (
    const el of
    /** @type {NodeListOf<HTMLElement>} */
    root.querySelectorAll("[data-card]")
  ) {
    const place = placeOf(el, base);
    if (place.rect.width) places.set(el, place);
  }
  return places;
}
function glideCards(root, before) {
  const gone = /* @__PURE__ */ new Map();
  for (const [el, { rect }] of before) {
    if (el.isConnected) continue;
    const code2 = el.dataset.card ?? "";
    gone.set(code2, [...gone.get(code2) ?? [], rect]);
  }
  const places = cardPlaces(root);
  const moves = [];
  for (const [el, now] of places) {
    const old = before.get(el);
    const from = old ? old.rect : gone.get(el.dataset.card ?? "")?.shift();
    if (!from || old && !movedInRow(old, now)) continue;
    const [dx, dy] = [from.left - now.rect.left, from.top - now.rect.top];
    if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) moves.push([el, dx, dy]);
  }
  const glides = moves.map(
    ([el, dx, dy]) => el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0, 0)" }], {
      duration: GLIDE_MS,
      easing: "ease-out",
      composite: "add"
    })
  );
  return { stop: () => glides.forEach((glide) => glide.cancel()), places };
}
function placeOf(el, base) {
  const row2 = el.parentElement;
  return { rect: relative(el.getBoundingClientRect(), base), row: row2, rowRect: row2 ? relative(row2.getBoundingClientRect(), base) : null };
}
function relative(rect, base) {
  return { left: rect.left - base.left, top: rect.top - base.top, width: rect.width };
}
function movedInRow(old, now) {
  if (old.row !== now.row || !old.rowRect || !now.rowRect) return true;
  const dx = old.rect.left - old.rowRect.left - (now.rect.left - now.rowRect.left);
  const dy = old.rect.top - old.rowRect.top - (now.rect.top - now.rowRect.top);
  return Math.abs(dx) >= 1 || Math.abs(dy) >= 1;
}

// js/lib/log_sync.js
function emptyLog() {
  return { epoch: null, events: [], asked: null };
}
function isLogState(state) {
  return Boolean(state) && Number.isInteger(state.epoch) && Number.isInteger(state.length);
}
function kept(copy, state) {
  return copy.epoch === state.epoch && copy.events.length <= state.length ? copy.events : [];
}
function syncLog(copy, state, events) {
  if (!isLogState(state)) return { copy, request: null };
  const have = kept(copy, state);
  const at2 = state.events_at;
  if (have.length === state.length) return { copy: { ...copy, epoch: state.epoch, events: have }, request: null };
  if (Number.isInteger(at2) && at2 <= have.length && at2 + events.length >= state.length) {
    const joined = have.concat(events.slice(have.length - at2, state.length - at2));
    return { copy: { epoch: state.epoch, events: joined, asked: null }, request: null };
  }
  const request = (
    /** @type {LogRequest} */
    { kind: "log", epoch: state.epoch, start: have.length }
  );
  const key = `${request.epoch}:${request.start}`;
  const next = { epoch: state.epoch, events: have, asked: key };
  return { copy: next, request: copy.asked === key ? null : request };
}
function receiveLog(copy, state, reply) {
  if (!isLogState(state) || reply.epoch !== state.epoch || !Array.isArray(reply.events)) {
    return { ...copy, asked: null };
  }
  const have = kept(copy, state);
  if (!Number.isInteger(reply.start) || reply.start > have.length) return { ...copy, asked: null };
  return { epoch: reply.epoch, events: have.slice(0, reply.start).concat(reply.events), asked: null };
}
function restoredLog(saved) {
  const valid = Boolean(saved) && Number.isInteger(saved.epoch) && Array.isArray(saved.events);
  return valid ? { epoch: saved.epoch, events: saved.events, asked: null } : emptyLog();
}
function logToSave(copy, saved) {
  if (copy.epoch == null) return null;
  if (saved?.epoch === copy.epoch && saved?.events?.length === copy.events.length) return null;
  return { epoch: copy.epoch, events: copy.events };
}

// js/lib/prompt_bar.js
function promptBar(prompt, error, yourMove, linkRules2 = (text) => [text]) {
  return memo("vw-prompt-bar", [prompt, error, yourMove], () => bar(prompt, error, yourMove, linkRules2));
}
function bar(prompt, error, yourMove, linkRules2) {
  return h2("div", { class: "vw-prompt-bar" }, [
    h2("p", {
      class: yourMove ? "vw-prompt vw-your-move" : "vw-prompt",
      "data-testid": "vw-prompt",
      tabindex: -1,
      // where the focus lands when nothing else is to be done (landing.js)
      text: prompt
    }),
    error ? h2("p", { class: "vw-error", role: "alert", "data-testid": "vw-error" }, linkRules2(error)) : null
  ]);
}

// js/lib/seats.js
var KIND_NAMES = { human: "human", random: "random bot", greedy: "greedy bot", ismcts: "IS-MCTS bot" };
function seatName(seats, seat, viewer = null) {
  const info = (seats ?? []).find((s3) => s3.seat === seat);
  const label = (info ? info.label || KIND_NAMES[info.kind] || info.kind : "").replace(/\s*\(you\)/, "").trim();
  const number = `Seat ${seat}`;
  const name = !label || label === number ? number : label.startsWith(`${number} `) ? label : `${number} · ${label}`;
  return seat === viewer ? `${name} (you)` : name;
}
function statusLine(status, seats, viewer) {
  if (!status) return "";
  const who = (seat) => seat == null ? "nobody" : seatName(seats, seat, viewer);
  switch (status.phase) {
    case "over":
      return "The game is over.";
    case "handoff":
      return `Hand the screen to ${who(status.handoff_to)}.`;
    case "play":
      return (status.to_move ?? null) === viewer ? "Your decision." : `${who(status.to_move)} to decide.`;
    default:
      return `Waiting for ${who(status.to_move)}.`;
  }
}
function thinkingLine(status, seats, viewer) {
  const seat = status?.thinking;
  return typeof seat === "number" ? `${seatName(seats, seat, viewer)} is thinking…` : "";
}
function otherSeats(players, viewer) {
  if (viewer == null) return Array.from({ length: players }, (_3, i3) => i3);
  return Array.from({ length: players - 1 }, (_3, i3) => (viewer + 1 + i3) % players);
}

// js/lib/recap.js
var SPEEDS = (
  /** @type {const} */
  { slow: 1100, normal: 550, fast: 250 }
);
var QUIET = 0.6;
var MAX_STEPS = 50;
var LEAD_MS = 120;
function recapStart(events, viewer) {
  if (viewer == null) return 0;
  const hasSeat = (e3) => e3.seat != null;
  let start = events.findIndex((e3) => hasSeat(e3) && e3.seat !== viewer);
  if (start < 0) return events.length;
  while (start > 0 && !hasSeat(events[start - 1])) start -= 1;
  return start;
}
function recapRange(events, logLength, viewer) {
  const update = logLength - events.length;
  const from = Math.max(update + recapStart(events, viewer), logLength - MAX_STEPS);
  return from < logLength ? { from, to: logLength, update } : null;
}
function stepDuration(speed, quiet) {
  const full = SPEEDS[speed] ?? SPEEDS.normal;
  return Math.round(quiet ? full * QUIET : full);
}
var RecapPlayer = class {
  /**
   * @param {{onStep: (animate: boolean) => void, clock?: Clock}} options
   *   onStep: the line changed (`animate`: it is a step of the telling, not a jump by Skip)
   */
  constructor({ onStep, clock = { set: (f3, ms) => setTimeout(f3, ms), clear: (id) => clearTimeout(id) } }) {
    this.onStep = onStep;
    this.clock = clock;
    this.range = null;
    this.quiet = [];
    this.step = -1;
    this.playing = false;
    this.speed = "normal";
    this.timer = null;
  }
  /** @returns {number} */
  get count() {
    return this.range ? this.range.to - this.range.from : 0;
  }
  /**
   * Take a new recap (shown from its first step once `start` is called).
   * @param {Range} range
   * @param {boolean[]} quiet
   */
  load(range, quiet) {
    this.halt();
    Object.assign(this, { range, quiet, step: -1, playing: true });
  }
  /**
   * Tell the events up to `to` too, after those being told, while the telling goes on (the moves
   * of a bot that thinks in the background come one update each).
   * @param {number} to
   * @param {boolean[]} quiet  per event added: it shows nothing on the table
   * @returns {boolean} whether they were added (not once the last step shows: then load them)
   */
  extend(to, quiet) {
    if (!this.range || !this.playing || to <= this.range.to) return false;
    this.range = { ...this.range, to };
    this.quiet = [...this.quiet, ...quiet];
    return true;
  }
  /** Start telling a loaded recap (after a short lead, see LEAD_MS); nothing if it has started. */
  start() {
    if (this.playing && this.step < 0 && this.timer == null) this.wait(LEAD_MS);
  }
  /** The next line; the one after it follows when this step's time is up. */
  advance() {
    this.timer = null;
    this.step += 1;
    this.playing = this.step < this.count - 1;
    this.onStep(true);
    if (this.playing) this.wait(stepDuration(this.speed, this.quiet[this.step] ?? false));
  }
  /** Jump to the last line. */
  skip() {
    if (!this.range || !this.playing) return;
    this.halt();
    Object.assign(this, { step: this.count - 1, playing: false });
    this.onStep(false);
  }
  /** Tell the same recap again from its first line. */
  replay() {
    if (!this.range) return;
    this.halt();
    Object.assign(this, { step: -1, playing: true });
    this.onStep(false);
    this.start();
  }
  /** @param {Speed} speed  from the next step on */
  setSpeed(speed) {
    if (speed in SPEEDS) this.speed = speed;
  }
  /** Forget the recap (its events were taken back, or the view shows something else). */
  clear() {
    this.halt();
    Object.assign(this, { range: null, quiet: [], step: -1, playing: false });
  }
  /** Stop the clock. */
  halt() {
    if (this.timer != null) this.clock.clear(this.timer);
    this.timer = null;
  }
  /** @param {number} ms */
  wait(ms) {
    this.timer = this.clock.set(() => this.advance(), ms);
  }
};
function recapStrip(player, { log, seats, viewer, rules }) {
  const { range, step, playing, speed, count } = player;
  const index = range && step >= 0 ? range.from + step : null;
  const event = index == null ? null : log[index];
  return memo(
    "vw-recap",
    [event, index, step, count, playing, speed, Boolean(range), seats, viewer, rules],
    () => stripOf(event, index, player, seats, viewer, rules)
  );
}
function stripOf(event, index, { range, step, playing, speed, count }, seats, viewer, rules) {
  const idle = !range ? "Moves by the other players are told here, one at a time." : "";
  const line = event ? [
    h2("span", { class: "vw-recap-count", "aria-hidden": "true", text: `${step + 1}/${count}` }),
    event.seat != null ? h2("span", { class: "vw-recap-who", text: seatName(seats, event.seat, viewer) }) : null,
    h2("span", { class: "vw-recap-text", "data-testid": "vw-recap-text", text: event.text }),
    ruleLink(rules, event.rule)
  ] : [h2("span", { class: "vw-recap-idle", text: idle })];
  return h2(
    "section",
    {
      class: "vw-recap",
      "aria-label": "What just happened",
      "data-testid": "vw-recap",
      "data-step": step,
      "data-steps": count,
      "data-playing": String(playing),
      "data-event": index ?? ""
    },
    [
      h2("p", { class: "vw-recap-line", "aria-live": "polite", "data-testid": "vw-recap-line" }, line),
      h2("div", { class: "vw-recap-controls" }, [
        h2("button", {
          type: "button",
          class: "vw-button",
          "data-recap": "skip",
          "data-testid": "vw-recap-skip",
          "aria-disabled": String(!playing),
          title: "Show the last move at once",
          text: "Skip"
        }),
        h2("button", {
          type: "button",
          class: "vw-button",
          "data-recap": "replay",
          "data-testid": "vw-recap-replay",
          "aria-disabled": String(!range),
          title: "Tell these moves again",
          text: "Replay"
        }),
        h2("label", { class: "vw-recap-speed" }, [
          "Speed ",
          h2(
            "select",
            { "data-recap": "speed", "data-testid": "vw-recap-speed" },
            Object.keys(SPEEDS).map((s3) => h2("option", { value: s3, selected: s3 === speed, text: s3 }))
          )
        ])
      ])
    ]
  );
}
var textsOf = (events) => events.map((e3) => e3.text).join("\n");
var Recap = class {
  /**
   * @param {HTMLElement} root  the view's root: the animations run in it
   * @param {() => void} redraw  draws the view now (Preact patches the strip in place, focus included)
   */
  constructor(root, redraw) {
    this.root = root;
    this.redraw = redraw;
    this.player = new RecapPlayer({ onStep: (animate) => this.show(animate) });
    this.ctx = { log: [], seats: [], viewer: null, rules: /* @__PURE__ */ new Map(), game: void 0, view: null };
    this.before = null;
    this.enabled = false;
    this.toldTexts = "";
    this.pending = null;
    this.stopAnimation = () => {
    };
    this.onClick = (event) => {
      const button = (
        /** @type {Element} */
        event.target.closest("button[data-recap]")
      );
      if (!button || !root.contains(button) || button.getAttribute("aria-disabled") === "true") return;
      if (
        /** @type {HTMLElement} */
        button.dataset.recap === "skip"
      ) this.player.skip();
      else this.player.replay();
    };
    this.onChange = (event) => {
      const target = (
        /** @type {HTMLSelectElement} */
        event.target
      );
      if (target.matches?.('select[data-recap="speed"]')) this.player.setSpeed(
        /** @type {Speed} */
        target.value
      );
    };
    root.addEventListener("click", this.onClick);
    root.addEventListener("change", this.onChange);
  }
  /**
   * Called before every redraw with the traits; on an update (`fresh`) its events are taken.
   * @param {{widget_kind: string, status: any, log: GameEvent[], events: GameEvent[], seats: any[], catalog: any,
   *   view: any}} t
   * @param {import("../games/index.js").GameRenderer | undefined} game
   * @param {{fresh: boolean, viewer: number | null}} options
   * @returns {number} how many of the update's first events the strip does not tell (all when none)
   */
  sync(t3, game, { fresh, viewer }) {
    const { log, events } = t3;
    const before = this.ctx.view;
    this.ctx = { log, seats: t3.seats, viewer, rules: ruleIndex(t3.catalog?.reference), game, view: t3.view };
    this.enabled = t3.widget_kind === "table" && game !== void 0;
    const range = this.player.range;
    if (!this.enabled || !game) {
      this.player.clear();
      return events.length;
    }
    if (range && textsOf(log.slice(range.from, range.to)) !== this.toldTexts) this.player.clear();
    if (t3.status?.phase === "handoff") {
      if (fresh && events.length) this.pending = { from: log.length - events.length, to: log.length, before };
      return events.length;
    }
    const pending = this.pending?.to === log.length ? this.pending : null;
    this.pending = null;
    const own = fresh ? recapRange(events, log.length, viewer) : null;
    const handed = pending ? recapRange(log.slice(pending.from, pending.to), pending.to, viewer) : null;
    const next = own ?? handed;
    if (!next) return events.length;
    const quiet = log.slice(next.from, next.to).map((e3) => game.eventTargets(e3).length === 0);
    const told = this.player.range;
    if (own && told && own.from === told.to && this.player.extend(own.to, quiet)) {
      this.toldTexts = textsOf(log.slice(told.from, own.to));
      return own.from - own.update;
    }
    this.before = own ? before : pending?.before;
    this.player.load(next, quiet);
    this.toldTexts = textsOf(log.slice(next.from, next.to));
    return own ? own.from - own.update : events.length;
  }
  /** @returns {import("./dom.js").El | null} the strip, for a table view */
  strip() {
    return this.enabled ? recapStrip(this.player, this.ctx) : null;
  }
  /** The view is drawn: a recap just taken starts. */
  drawn() {
    this.player.start();
  }
  /**
   * A step: bring the strip up to date and, for a step of the telling, animate its elements.
   * @param {boolean} animate
   */
  show(animate) {
    this.stopAnimation();
    this.stopAnimation = () => {
    };
    this.redraw();
    const { range, step } = this.player;
    const game = this.ctx.game;
    if (!animate || !range || !game || step < 0) return;
    const index = range.from + step;
    const event = this.ctx.log[index];
    if (event === void 0) {
      this.player.clear();
      this.redraw();
      return;
    }
    const motion = game.eventMotion?.(event, { earlier: this.ctx.log.slice(range.update, index), before: this.before });
    const reducedMotion = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
    this.stopAnimation = animateStep(
      this.root,
      { targets: [...game.eventTargets(event), `[data-log-index="${index}"]`], motion: motion ?? null },
      { duration: stepDuration(this.player.speed, this.player.quiet[step] ?? false), reducedMotion }
    );
  }
  /** Stop everything (the view is closed). */
  destroy() {
    this.player.halt();
    this.stopAnimation();
    this.root.removeEventListener("click", this.onClick);
    this.root.removeEventListener("change", this.onChange);
  }
};

// js/lib/redraw_timing.js
var UPDATE_REDRAW = "vw-redraw";
var LOCAL_REDRAW = "vw-redraw-local";
function recordRedraw(name, start, detail) {
  const clock = globalThis.performance;
  if (typeof clock?.measure !== "function") return;
  try {
    clock.measure(name, { start, end: clock.now(), detail });
  } catch {
  }
}

// js/lib/replay.js
function replayPosition(replay) {
  const count = Math.max(0, replay?.count ?? 0);
  const last = Math.max(0, count - 1);
  const index = Math.min(Math.max(0, replay?.index ?? 0), last);
  const actions = replay?.actions == null ? "" : ` · action ${replay.action ?? 0} of ${replay.actions}`;
  return {
    index,
    last,
    canPrev: index > 0,
    canNext: index < last,
    label: count ? `Event ${index + 1} of ${count}${actions}` : "No events"
  };
}

// js/lib/replay_controls.js
function replayControls(replay, send) {
  const pos = replayPosition(replay);
  const slider = h2("input", {
    type: "range",
    min: 0,
    max: pos.last,
    value: String(pos.index),
    class: "vw-slider",
    "aria-label": "Event",
    "aria-valuetext": pos.label,
    "data-testid": "vw-replay-slider",
    onChange: (event) => send({ kind: "seek", index: Number(
      /** @type {HTMLInputElement} */
      event.currentTarget.value
    ) })
  });
  return h2("div", { class: "vw-replay", role: "group", "aria-label": "Replay" }, [
    msgButton("◀ Previous", { kind: "seek", index: pos.index - 1 }, "vw-replay-prev", { disabled: !pos.canPrev }),
    slider,
    msgButton("Next ▶", { kind: "seek", index: pos.index + 1 }, "vw-replay-next", { disabled: !pos.canNext }),
    h2("span", { class: "vw-replay-position", "data-testid": "vw-replay-position", text: pos.label }),
    msgButton("Play from here", { kind: "play_from_here" }, "vw-replay-play", { primary: true })
  ]);
}

// js/lib/puzzle_panel.js
function puzzleHint(puzzle, legal) {
  const answer = puzzle?.answer;
  if (!answer || !legal.some((item) => item.action === answer)) return null;
  return { action: answer, text: puzzle.answer_text ?? "", reason: puzzle.reason ?? "" };
}
function puzzleLine(puzzle) {
  if (puzzle.status === "solved") return "Solved.";
  if (puzzle.status === "shown") return `The answer: ${puzzle.answer_text ?? ""}`;
  if (puzzle.status === "missed") return "Try another move, or show the answer.";
  return "Find the best move: click it on the table.";
}
function scoreText(puzzle) {
  const { solved, tried } = puzzle.score;
  return tried ? `Solved at the first try: ${solved} of ${tried}` : "No puzzle tried yet";
}
function puzzlePanel(puzzle) {
  const revealed2 = puzzle.answer != null;
  const last = puzzle.index >= puzzle.count - 1;
  return h2("section", { class: "vw-puzzle vw-side-panel", "data-testid": "vw-puzzle", "data-status": puzzle.status, "aria-label": "Puzzle" }, [
    h2("div", { class: "vw-puzzle-head" }, [
      h2("strong", { "data-testid": "vw-puzzle-number", text: `Puzzle ${puzzle.index + 1} of ${puzzle.count}` }),
      h2("span", { class: "vw-puzzle-section", text: `Rule: ${puzzle.section}` }),
      h2("span", { class: "vw-puzzle-score", "data-testid": "vw-puzzle-score", text: scoreText(puzzle) })
    ]),
    h2("p", { class: "vw-puzzle-line", "data-testid": "vw-puzzle-line", role: "status", text: puzzleLine(puzzle) }),
    puzzle.feedback ? h2("p", {
      class: `vw-puzzle-feedback ${puzzle.feedback.correct ? "vw-right" : "vw-wrong"}`,
      "data-testid": "vw-puzzle-feedback",
      "data-correct": String(puzzle.feedback.correct),
      text: puzzle.feedback.text
    }) : null,
    revealed2 && puzzle.reason ? h2("p", { class: "vw-puzzle-reason", "data-testid": "vw-puzzle-reason", text: puzzle.reason }) : null,
    h2("div", { class: "vw-puzzle-controls" }, [
      msgButton("◀ Previous", { kind: "puzzle_go", index: puzzle.index - 1 }, "vw-puzzle-previous", { disabled: puzzle.index === 0 }),
      revealed2 ? null : msgButton("Show the answer", { kind: "puzzle_show" }, "vw-puzzle-show"),
      msgButton("Next ▶", { kind: "puzzle_go", index: puzzle.index + 1 }, "vw-puzzle-next", {
        disabled: last,
        primary: revealed2 && !last
      })
    ])
  ]);
}

// js/lib/review_panel.js
var MARK_WORDS = (
  /** @type {Record<string, string>} */
  {
    inaccuracy: "Inaccuracy",
    mistake: "Mistake",
    blunder: "Blunder"
  }
);
var WIDTH = 600;
var HEIGHT = 120;
var PAD = { left: 34, right: 8, top: 8, bottom: 18 };
function reviewHint(review, legal) {
  const move = review?.current;
  if (!move || move.forced || !legal.some((item) => item.action === move.best)) return null;
  return { action: move.best, text: move.text_best, reason: move.reason };
}
function progressText(review) {
  const counted3 = `${review.done} of ${review.total} decision${review.total === 1 ? "" : "s"}`;
  if (review.state === "running") return `Analysing… ${counted3}`;
  if (review.state === "cancelled") return `Analysis stopped: ${counted3} reviewed.`;
  if (review.state === "failed") return `The analysis failed (${review.problem ?? ""}): ${counted3} reviewed.`;
  return `Analysis done: ${counted3} reviewed.`;
}
function summaryText(row2, name) {
  const marks = ["inaccuracy", "mistake", "blunder"].map((mark) => {
    const count = (
      /** @type {Record<string, number>} */
      /** @type {unknown} */
      row2[mark]
    );
    const word = mark === "inaccuracy" ? count === 1 ? "inaccuracy" : "inaccuracies" : count === 1 ? mark : `${mark}s`;
    return `${count} ${word}`;
  });
  return `${name(row2.seat)}: mean loss ${row2.mean_loss.toFixed(3)} over ${row2.decisions - row2.forced} choices; ${marks.join(", ")}.`;
}
function valueText(review, value) {
  return review.points_scale ? `${Math.round(value * review.points_scale)} points` : `${Math.round(value * 100)}%`;
}
function graph(review, at2, name) {
  const span = Math.max(1, review.actions);
  const x2 = (index) => PAD.left + (WIDTH - PAD.left - PAD.right) * index / span;
  const y3 = (value) => PAD.top + (HEIGHT - PAD.top - PAD.bottom) * (1 - Math.min(1, Math.max(0, value)));
  const seats = [...new Set(review.points.map((point) => point[1]))].sort((a3, b) => a3 - b);
  const grid = [0, 0.5, 1].flatMap((value) => [
    svg("line", { class: "vw-review-grid", x1: PAD.left, x2: WIDTH - PAD.right, y1: y3(value), y2: y3(value) }),
    svg("text", {
      class: "vw-review-axis",
      x: PAD.left - 4,
      y: y3(value) + 4,
      "text-anchor": "end",
      text: valueText(review, value).replace(" points", "")
    })
  ]);
  const lines = seats.map(
    (seat) => svg("polyline", {
      class: "vw-review-line",
      "data-seat": seat,
      points: review.points.filter((point) => point[1] === seat).map(([index, , value]) => `${x2(index).toFixed(1)},${y3(value).toFixed(1)}`).join(" ")
    })
  );
  const dots = review.points.map(
    ([index, seat, value, mark]) => svg(
      "circle",
      {
        class: mark ? `vw-review-dot vw-mark-${mark}` : "vw-review-dot",
        "data-seat": seat,
        "data-index": index,
        "data-testid": mark ? "vw-review-point" : null,
        cx: x2(index).toFixed(1),
        cy: y3(value).toFixed(1),
        r: mark ? 5 : 2.5,
        "data-msg": JSON.stringify({ kind: "review_goto", index })
      },
      [svg("title", { text: `Action ${index}, ${name(seat)}: ${valueText(review, value)}${mark ? `, ${mark}` : ""}` })]
    )
  );
  const cursor = at2 == null ? null : svg("line", { class: "vw-review-cursor", x1: x2(at2), x2: x2(at2), y1: PAD.top, y2: HEIGHT - PAD.bottom });
  return svg(
    "svg",
    {
      class: "vw-review-graph",
      "data-testid": "vw-review-graph",
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: "img",
      "aria-label": `The value of each move reviewed (${review.unit}), along the game; the marks are listed below`
    },
    [...grid, cursor, ...lines, ...dots]
  );
}
function currentMove(move, name) {
  const best = move.played === move.best;
  const verdict = move.forced ? "It was the only legal move." : best ? "That was the search's best move." : `Better: ${move.text_best}`;
  return h2(
    "div",
    { class: "vw-review-current", "data-testid": "vw-review-current", "data-mark": move.mark ?? "", "aria-live": "polite" },
    [
      h2("p", {}, [
        move.mark ? h2("span", { class: `vw-review-badge vw-mark-${move.mark}`, text: MARK_WORDS[move.mark] }) : null,
        `${name(move.seat)} played: ${move.text_played}`,
        move.forced || best ? "" : ` (loss ${move.loss.toFixed(3)})`
      ]),
      h2("p", { class: "vw-review-better", "data-testid": "vw-review-better", text: verdict }),
      move.forced ? null : h2("p", { class: "vw-review-reason", text: move.reason }),
      best || move.forced ? null : h2("p", { class: "vw-note", text: "The better move is lit on the table: click it to play on from here with it." })
    ]
  );
}
function reviewPanel(review, at2, name) {
  const running = review.state === "running";
  const whose = review.seat == null ? "every seat" : name(review.seat);
  return h2("section", { class: "vw-review vw-side-panel", "data-testid": "vw-review", "data-state": review.state, "aria-label": "Game review" }, [
    h2("div", { class: "vw-review-head" }, [
      h2("strong", { text: `Review of ${whose}` }),
      h2("span", { class: "vw-review-progress", "data-testid": "vw-review-progress", role: "status", text: progressText(review) }),
      running ? msgButton("Stop the analysis", { kind: "review_cancel" }, "vw-review-cancel") : null
    ]),
    graph(review, at2, name),
    ...review.summary.map((row2) => h2("p", { class: "vw-review-summary", text: summaryText(row2, name) })),
    review.current ? currentMove(review.current, name) : null,
    review.marks.length ? h2(
      "ol",
      { class: "vw-review-marks", "aria-label": "Marked moves" },
      review.marks.map(
        (mark) => h2("li", { key: String(mark.index) }, [
          h2("button", {
            type: "button",
            class: `vw-button vw-review-mark vw-mark-${mark.mark}`,
            "data-testid": "vw-review-mark",
            "data-index": mark.index,
            "aria-current": at2 === mark.index ? "step" : null,
            "data-msg": JSON.stringify({ kind: "review_goto", index: mark.index }),
            text: `Action ${mark.index}, ${name(mark.seat)}: ${MARK_WORDS[mark.mark ?? ""] ?? ""}, ${mark.text_played} (better: ${mark.text_best})`
          })
        ])
      )
    ) : h2("p", { class: "vw-note", text: running ? "Marked moves appear here as they are found." : "No move was marked." })
  ]);
}

// js/lib/rows.js
var ROW = '[role="group"], [role="toolbar"], .vw-controls, .vw-legal-list';
var FOCUSABLE = 'button:not([disabled]), a[href], summary, [tabindex]:not([tabindex^="-"])';
var DIRECTIONS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
function nearestIndex(centres, from, direction) {
  const origin = centres[from];
  const horizontal = direction === "left" || direction === "right";
  const sign = direction === "left" || direction === "up" ? -1 : 1;
  let best = -1;
  let bestCost = Infinity;
  centres.forEach((c3, i3) => {
    const along = sign * (horizontal ? c3.x - origin.x : c3.y - origin.y);
    const across = Math.abs(horizontal ? c3.y - origin.y : c3.x - origin.x);
    if (i3 === from || along <= 1 || across > along) return;
    const cost = along + 2 * across;
    if (cost < bestCost) [best, bestCost] = [i3, cost];
  });
  return best;
}
function moveIndex(key, index, centres) {
  const count = centres.length;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  const direction = DIRECTIONS[key];
  if (!direction) return -1;
  const near = nearestIndex(centres, index, direction);
  if (near >= 0) return near;
  const step = direction === "left" || direction === "up" ? -1 : 1;
  return Math.min(count - 1, Math.max(0, index + step));
}
function members(row2) {
  return (
    /** @type {HTMLElement[]} */
    [...row2.querySelectorAll(FOCUSABLE)].filter(
      (el) => el.closest(ROW) === row2 && el.getClientRects().length > 0
    )
  );
}
function delegateRows(root) {
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (!(event.key in DIRECTIONS) && event.key !== "Home" && event.key !== "End") return;
    const target = (
      /** @type {Element} */
      event.target
    );
    if (target.matches("input, textarea, select, [contenteditable]")) return;
    const row2 = target.closest(ROW);
    if (!row2 || !root.contains(row2)) return;
    const all = members(row2);
    const index = all.indexOf(
      /** @type {HTMLElement} */
      target
    );
    if (index < 0) return;
    const centres = all.map((el) => {
      const box = el.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    const next = moveIndex(event.key, index, centres);
    if (next < 0) return;
    event.preventDefault();
    if (next !== index) all[next].focus();
  };
  root.addEventListener("keydown", onKey);
  return () => root.removeEventListener("keydown", onKey);
}

// js/lib/score.js
function scoreSheet(outcome, spec = { categories: [], labels: {} }) {
  const scores = outcome.scores ?? [];
  const seats = scores.map((_3, i3) => i3);
  const seen = new Set(scores.flatMap((s3) => Object.keys(s3)));
  const extra = [...seen].filter((k3) => k3 !== "total" && !spec.categories.includes(k3)).sort();
  const keys = [...spec.categories.filter((k3) => seen.has(k3)), ...extra];
  const rows = keys.map((key) => ({
    key,
    label: spec.labels[key] ?? key.replace(/_/g, " "),
    values: scores.map((s3) => s3[key] ?? 0),
    total: false
  }));
  if (outcome.cards)
    rows.push({ key: "cards", label: spec.cards_label ?? "Cards", values: [...outcome.cards], total: false });
  rows.push({
    key: "total",
    label: spec.labels.total ?? "Total",
    values: scores.map((s3) => s3.total ?? 0),
    total: true
  });
  return {
    seats,
    rows,
    winners: [...outcome.winners ?? []],
    noWinner: spec.no_winner ?? "Nobody wins.",
    reasoning: (outcome.reasoning ?? []).map(({ rule, text }) => ({ rule, text }))
  };
}

// js/lib/score_sheet.js
function scoreSheetPanel(sheet, seatName2, rules) {
  const winner = (seat) => sheet.winners.includes(seat);
  const head = h2("tr", {}, [
    h2("th", { scope: "col", text: "Category" }),
    ...sheet.seats.map(
      (seat) => h2("th", { scope: "col", class: winner(seat) ? "vw-winner" : null, "data-seat": seat }, [
        seatName2(seat),
        winner(seat) ? h2("span", { class: "vw-badge", text: "winner" }) : null
      ])
    )
  ]);
  const rows = sheet.rows.map(
    (row2) => h2("tr", { class: row2.total ? "vw-total" : null, "data-category": row2.key }, [
      h2("th", { scope: "row", text: row2.label }),
      ...row2.values.map((value, seat) => h2("td", { class: winner(seat) ? "vw-winner" : null, text: value }))
    ])
  );
  const names = sheet.winners.map(seatName2).join(", ");
  const verdict = sheet.winners.length > 1 ? `Winners (shared victory): ${names}.` : sheet.winners.length ? `Winner: ${names}.` : sheet.noWinner;
  return h2("section", { class: "vw-score-sheet", "data-testid": "vw-score-sheet", "aria-label": "Score sheet" }, [
    // the focus lands on it when the game is over (landing.js)
    h2("h3", { class: "vw-heading", tabindex: -1, "data-landing": "", text: "Score sheet" }),
    h2("div", { class: "vw-scroll-x" }, [
      h2("table", { class: "vw-score-table" }, [h2("thead", {}, [head]), h2("tbody", {}, rows)])
    ]),
    h2("p", { class: "vw-verdict", "data-testid": "vw-verdict", text: verdict }),
    h2(
      "ol",
      { class: "vw-reasoning", "data-testid": "vw-reasoning", "aria-label": "How the winner was decided" },
      sheet.reasoning.map(({ rule, text }) => h2("li", {}, [ruleLink(rules, rule), " ", text]))
    )
  ]);
}

// js/lib/table_parts.js
function same(a3, b) {
  if (a3 === b) return true;
  if (!a3 || !b || typeof a3 !== "object" || typeof b !== "object" || Array.isArray(a3) || Array.isArray(b)) return false;
  const keys = Object.keys(a3);
  const other = (
    /** @type {Record<string, unknown>} */
    b
  );
  return keys.length === Object.keys(b).length && keys.every((key) => a3[
    /** @type {keyof a} */
    key
  ] === other[key]);
}
var TableParts = class {
  constructor() {
    this.game = null;
    this.input = null;
    this.parts = null;
  }
  /**
   * The parts of the table for `input`: those of the last call when nothing changed.
   * @param {import("../games/index.js").GameRenderer} game
   * @param {import("../games/index.js").RenderInput} input
   * @returns {import("../games/index.js").TableParts}
   */
  draw(game, input) {
    const last = this.input;
    const changed2 = !this.parts || game !== this.game || !last || Object.keys(input).length !== Object.keys(last).length || Object.entries(input).some(([key, value]) => !same(value, last[key]));
    if (changed2) {
      this.parts = game.table(input);
      this.game = game;
      this.input = { ...input };
    }
    return (
      /** @type {import("../games/index.js").TableParts} */
      this.parts
    );
  }
};

// js/lib/thinking.js
var THINKING_DELAY_MS = 150;
function thinkingIndicator(root) {
  const el = document.createElement("div");
  el.className = "vw-thinking-region";
  el.setAttribute("role", "status");
  el.setAttribute("aria-live", "polite");
  el.dataset.testid = "vw-thinking";
  let timer = null;
  const show = () => {
    timer = null;
    const words = document.createElement("span");
    words.className = "vw-thinking";
    words.textContent = "Thinking…";
    el.replaceChildren(words);
    root.dataset.thinking = "true";
  };
  return {
    el,
    start() {
      if (timer == null && !el.firstChild) timer = setTimeout(show, THINKING_DELAY_MS);
    },
    stop() {
      if (timer != null) clearTimeout(timer);
      timer = null;
      el.replaceChildren();
      delete root.dataset.thinking;
    }
  };
}

// js/lib/markdown.js
var INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/;
function parseInline(text) {
  const out = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4)
      out.push({ type: "strong", text: part.slice(2, -2) });
    else if (part.startsWith("`") && part.endsWith("`") && part.length > 2)
      out.push({ type: "code", text: part.slice(1, -1) });
    else if (/^([*_]).+\1$/.test(part)) out.push({ type: "em", text: part.slice(1, -1) });
    else out.push({ type: "text", text: part });
  }
  return out;
}
function parseMarkdown(source) {
  const blocks = [];
  let paragraph = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: "p", inlines: parseInline(paragraph.join(" ")) });
    paragraph = [];
  };
  for (const raw of String(source ?? "").split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^([-*]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      blocks.push({ type: "h", level: heading[1].length, inlines: parseInline(heading[2]) });
    } else if (item) {
      flush();
      const type = /^\d/.test(item[1]) ? "ol" : "ul";
      const last = blocks[blocks.length - 1];
      if (last && last.type === type) last.items.push(parseInline(item[2]));
      else blocks.push({ type, items: [parseInline(item[2])] });
    } else {
      const last = blocks[blocks.length - 1];
      const continuesItem = paragraph.length === 0 && last && (last.type === "ul" || last.type === "ol") && raw.startsWith(" ");
      if (continuesItem) last.items[last.items.length - 1].push({ type: "text", text: " " }, ...parseInline(line));
      else paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

// js/lib/markdown_dom.js
var INLINE_TAG = { text: null, strong: "strong", em: "em", code: "code" };
function inlineNodes(inlines) {
  return inlines.map((run) => {
    const tag = INLINE_TAG[run.type];
    return tag ? h2(tag, { text: run.text }) : run.text;
  });
}
function renderMarkdown(source) {
  const nodes = parseMarkdown(source).map((block) => {
    if (block.type === "p") return h2("p", {}, inlineNodes(block.inlines));
    if (block.type === "h") return h2(`h${Math.min(block.level + 2, 6)}`, {}, inlineNodes(block.inlines));
    return h2(
      block.type,
      {},
      block.items.map((item) => h2("li", {}, inlineNodes(item)))
    );
  });
  return h2("div", { class: "vw-markdown" }, nodes);
}

// js/lib/tutor_panel.js
function points(seat) {
  if (seat.total == null) return "?";
  return seat.exact ? String(seat.total) : `at least ${seat.total}`;
}
function scoresTable(scores) {
  const parts = scores.seats[0]?.parts.map((part) => part.label) ?? [];
  const unseen = scores.seats.some((seat) => seat.unseen);
  const head = h2("tr", {}, [
    h2("th", { scope: "col", text: "Seat" }),
    h2("th", { scope: "col", text: "Points" }),
    ...parts.map((label) => h2("th", { scope: "col", text: label })),
    unseen ? h2("th", { scope: "col", text: "Not counted" }) : null
  ]);
  const rows = scores.seats.map(
    (seat) => h2("tr", { "data-seat": seat.seat }, [
      h2("th", { scope: "row", text: seat.label }),
      h2("td", { class: "vw-total", "data-testid": `vw-tutor-score-${seat.seat}`, text: points(seat) }),
      ...seat.parts.map((part) => h2("td", { text: seat.total == null ? "?" : String(part.value) })),
      unseen ? h2("td", { text: seat.unseen || "—" }) : null
    ])
  );
  const table = scores.seats.length === 1 ? oneScore(scores.seats[0]) : h2("table", { class: "vw-score-table" }, [h2("thead", {}, [head]), h2("tbody", {}, rows)]);
  return h2("section", { class: "vw-tutor-scores", "data-testid": "vw-tutor-scores", "aria-label": scores.title }, [
    h2("h4", { class: "vw-heading", text: scores.title }),
    h2("div", { class: "vw-scroll-x" }, [table]),
    h2("p", { class: "vw-note", text: scores.note })
  ]);
}
function oneScore(seat) {
  return h2("table", { class: "vw-score-table", "data-seat": seat.seat }, [
    h2("tbody", {}, [
      h2("tr", {}, [
        h2("th", { scope: "row", text: `${seat.label}: points` }),
        h2("td", { class: "vw-total", "data-testid": `vw-tutor-score-${seat.seat}`, text: points(seat) })
      ]),
      ...seat.parts.map(
        (part) => h2("tr", {}, [
          h2("th", { scope: "row", text: part.label }),
          h2("td", { text: seat.total == null ? "?" : String(part.value) })
        ])
      ),
      seat.unseen ? h2("tr", {}, [h2("th", { scope: "row", text: "Not counted" }), h2("td", { text: seat.unseen })]) : null
    ])
  ]);
}
function forward(tutor) {
  if (tutor.kind === "play") {
    return msgButton("Finish", { kind: "next" }, "vw-tutor-next", { title: "End free play and the lesson" });
  }
  if (tutor.kind !== "done") {
    return msgButton("Next", { kind: "next" }, "vw-tutor-next", { disabled: !tutor.can_next, primary: true });
  }
  const following = tutor.next_lesson;
  if (!following) return null;
  return msgButton(`Next lesson: ${following.title}`, { kind: "next_lesson" }, "vw-tutor-next-lesson", {
    primary: true,
    title: `Open the lesson “${following.title}” in this widget`
  });
}
function tutorPanel(tutor) {
  if (!tutor) return h2("section", { class: "vw-tutor", "data-testid": "vw-tutor" });
  const question = tutor.kind === "ask" && tutor.question;
  const feedback = tutor.feedback;
  return h2(
    "section",
    {
      class: "vw-tutor",
      "data-testid": "vw-tutor",
      "data-step": tutor.step,
      "data-kind": tutor.kind,
      "aria-label": "Lesson"
    },
    [
      h2("header", { class: "vw-tutor-head" }, [
        h2("h3", { class: "vw-heading", text: tutor.title }),
        h2("span", {
          class: "vw-tutor-step",
          "data-testid": "vw-tutor-step",
          text: `Step ${tutor.step} of ${tutor.steps}` + (tutor.minutes ? ` · about ${tutor.minutes} min` : "")
        })
      ]),
      h2("div", { class: "vw-tutor-text", "data-testid": "vw-tutor-text" }, [renderMarkdown(tutor.text)]),
      question ? h2("div", {
        class: "vw-question",
        role: "group",
        "aria-label": question.prompt,
        // answered right: the next thing to do is Next (js/lib/landing.js)
        "data-answered": feedback?.ok ? "true" : null
      }, [
        h2("p", { class: "vw-question-prompt", text: question.prompt }),
        ...question.options.map(
          (option, i3) => msgButton(option, { kind: "answer", option: i3 }, `vw-tutor-option-${i3}`)
        )
      ]) : null,
      feedback ? h2("p", {
        class: feedback.ok ? "vw-feedback vw-ok" : "vw-feedback vw-wrong",
        role: "status",
        "data-testid": "vw-tutor-feedback",
        "data-ok": String(feedback.ok),
        text: `${feedback.ok ? "✓" : "✗"} ${feedback.text}`
      }) : null,
      tutor.scores?.seats?.length ? scoresTable(tutor.scores) : null,
      h2("div", { class: "vw-controls" }, [
        msgButton("Restart", { kind: "restart" }, "vw-tutor-restart"),
        msgButton("Back", { kind: "back" }, "vw-tutor-back", {
          disabled: !tutor.can_back,
          title: "Back to the step before, as it was"
        }),
        forward(tutor)
      ])
    ]
  );
}

// js/lib/why_not.js
var notes = 0;
var ESCAPE = (value) => String(value).replace(/["\\]/g, "\\$&");
function targetSelector(target) {
  if (target.space != null) return `[data-space="${ESCAPE(target.space)}"]`;
  if (target.zone === "threat" && target.card != null) return `[data-threat="${ESCAPE(target.card)}"]`;
  if (target.card == null || target.zone === "button") return null;
  const seat = target.seat != null ? `[data-seat="${ESCAPE(target.seat)}"]` : "";
  return `[data-zone="${ESCAPE(target.zone)}"]${seat} [data-card="${ESCAPE(target.card)}"]`;
}
function reasons(root, unavailable) {
  const found2 = /* @__PURE__ */ new Map();
  for (const { selector, text } of targetsOf(unavailable)) {
    for (const el of root.querySelectorAll(selector)) {
      if (el.matches("[data-action], [data-select]") || found2.has(el)) continue;
      found2.set(el, text);
    }
  }
  return found2;
}
function targetsOf(unavailable) {
  return unavailable.flatMap((item) => {
    const selector = targetSelector(item.target);
    return selector ? [{ selector, text: item.text }] : [];
  });
}
var WATCHED = ["data-card", "data-space", "data-threat", "data-zone", "data-seat", "data-action", "data-select"];
var STALE = 200;
var WhyNot = class {
  /**
   * @param {HTMLElement} root  the view's root (the note is drawn in it, over the table)
   * @param {(text: string) => any[]} linkRules  the text with its rule ids as links to the rules panel
   */
  constructor(root, linkRules2) {
    this.root = root;
    this.linkRules = linkRules2;
    this.note = document.createElement("div");
    this.note.className = "vw-why-note";
    this.note.setAttribute("role", "status");
    this.note.dataset.testid = "vw-why-not";
    this.note.id = `vw-why-not-${++notes}`;
    this.note.hidden = true;
    root.append(this.note);
    this.about = null;
    this.onClick = (event) => {
      const el = (
        /** @type {Element} */
        event.target.closest?.("[data-why]")
      );
      if (el && root.contains(el)) this.show(el);
      else if (!this.note.contains(
        /** @type {Node} */
        event.target
      )) this.hide();
    };
    this.onOver = (event) => {
      const el = (
        /** @type {Element} */
        event.target.closest?.("[data-why]")
      );
      if (el && root.contains(el)) this.show(el);
    };
    this.onOut = (event) => {
      const el = (
        /** @type {Element} */
        event.target.closest?.("[data-why]")
      );
      const to = (
        /** @type {Node | null} */
        event.relatedTarget
      );
      if (el && el === this.about && !(to && (el.contains(to) || this.note.contains(to)))) this.hide();
    };
    this.onKey = (event) => {
      if (event.key === "Escape") this.hide();
      const el = (
        /** @type {Element} */
        event.target
      );
      if ((event.key === "Enter" || event.key === " ") && el.hasAttribute("data-why") && root.contains(el)) {
        event.preventDefault();
        this.show(el);
      }
    };
    this.onBlur = (event) => {
      const to = (
        /** @type {Node | null} */
        event.relatedTarget
      );
      if (event.target === this.about && !(to && this.note.contains(to))) this.hide();
    };
    root.addEventListener("click", this.onClick);
    root.addEventListener("pointerover", this.onOver);
    root.addEventListener("pointerout", this.onOut);
    root.addEventListener("focusin", this.onOver);
    root.addEventListener("keydown", this.onKey);
    root.addEventListener("focusout", this.onBlur);
    this.list = null;
    this.selector = "[data-why]";
    this.marked = /* @__PURE__ */ new Set();
    this.changed = [];
    this.stale = false;
    this.changes = new MutationObserver((records) => this.keep(records));
    this.changes.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED });
  }
  /**
   * Keep `records` (changes to the view) until the next marks.
   * @param {MutationRecord[]} records
   */
  keep(records) {
    if (this.stale) return;
    this.stale = this.changed.length + records.length > STALE;
    if (this.stale) this.changed = [];
    else this.changed.push(...records);
  }
  /**
   * Whether the changes kept may change what the list marks.
   * @returns {boolean}
   */
  moved() {
    const records = this.changed;
    this.changed = [];
    return records.some((record) => {
      if (this.note.contains(record.target)) return false;
      const nodes = record.type === "attributes" ? [record.target] : [...record.addedNodes];
      return nodes.some((node) => node instanceof Element && this.touches(node));
    });
  }
  /**
   * Whether `el` (changed or drawn) is, or holds, an element the list marks or may mark.
   * @param {Element} el
   * @returns {boolean}
   */
  touches(el) {
    return el.matches(this.selector) || el.querySelector(this.selector) != null;
  }
  /**
   * Mark the drawn elements of `unavailable` (after every draw); a note about an element that is
   * no longer marked goes.
   * @param {Unavailable[]} unavailable
   */
  mark(unavailable) {
    this.keep(this.changes.takeRecords());
    const same2 = unavailable === this.list || !unavailable.length && this.list?.length === 0;
    if (same2 && !this.stale && !this.moved()) {
      this.hideGone();
      return;
    }
    this.changed = [];
    const found2 = reasons(this.root, unavailable);
    this.list = unavailable;
    this.selector = [...targetsOf(unavailable).map((item) => item.selector), "[data-why]"].join(", ");
    this.stale = false;
    for (const el of this.marked) {
      if (found2.has(el)) continue;
      this.marked.delete(el);
      el.removeAttribute("data-why");
      el.removeAttribute("aria-disabled");
      if (el.hasAttribute("data-why-tab") && !el.matches(CHOICE_SELECTOR)) el.removeAttribute("tabindex");
      el.removeAttribute("data-why-tab");
    }
    for (const [el, text] of found2) {
      this.marked.add(el);
      el.setAttribute("data-why", text);
      el.setAttribute("aria-disabled", "true");
      if (el.hasAttribute("tabindex")) continue;
      el.setAttribute("tabindex", "0");
      el.setAttribute("data-why-tab", "");
    }
    this.hideGone();
  }
  /** The note goes when the element it is about is no longer drawn, or no longer marked. */
  hideGone() {
    if (this.about && !(this.about.isConnected && this.about.hasAttribute("data-why"))) this.hide();
  }
  /** @param {Element} el */
  show(el) {
    if (this.about !== el) this.about?.removeAttribute("aria-describedby");
    this.about = el;
    el.setAttribute("aria-describedby", this.note.id);
    draw([h2("strong", { text: "Not now: " }), ...this.linkRules(el.getAttribute("data-why") ?? "")], this.note);
    this.note.hidden = false;
    const box = el.getBoundingClientRect();
    const base = this.root.getBoundingClientRect();
    const width = Math.min(320, base.width - 8);
    const left = Math.max(4, Math.min(box.left - base.left, base.width - width - 4));
    Object.assign(this.note.style, { left: `${left}px`, top: `${box.bottom - base.top + 4}px`, maxWidth: `${width}px` });
  }
  hide() {
    this.about?.removeAttribute("aria-describedby");
    this.about = null;
    this.note.hidden = true;
  }
  /** Stop listening (the view is closed). */
  destroy() {
    this.changes.disconnect();
    this.root.removeEventListener("click", this.onClick);
    this.root.removeEventListener("pointerover", this.onOver);
    this.root.removeEventListener("pointerout", this.onOut);
    this.root.removeEventListener("focusin", this.onOver);
    this.root.removeEventListener("keydown", this.onKey);
    this.root.removeEventListener("focusout", this.onBlur);
    draw([], this.note);
    this.note.remove();
  }
};

// node_modules/preact/hooks/dist/hooks.mjs
var t2;
var r2;
var u2;
var i2;
var o2 = Object.is;
var f2 = 0;
var c2 = [];
var e2 = [];
var a2 = n;
var v2 = a2.__b;
var l2 = a2.__r;
var m2 = a2.diffed;
var h3 = a2.__c;
var s2 = a2.unmount;
var p2 = a2.__;
function y2(n2, t3) {
  a2.__h && a2.__h(r2, n2, f2 || t3), f2 = 0;
  var u3 = r2.__H || (r2.__H = { __: [], __h: [] });
  return n2 >= u3.__.length && u3.__.push({}), u3.__[n2];
}
function d2(n2) {
  return f2 = 1, _2(G2, n2);
}
function _2(n2, u3, i3) {
  var f3 = y2(t2++, 2);
  if (f3.t = n2, !f3.__c && (f3.__ = [i3 ? i3(u3) : G2(void 0, u3), function(n3) {
    var t3 = (f3.__N || f3.__)[0], r3 = f3.t(t3, n3);
    o2(t3, r3) || (f3.__N = [r3, f3.__[1]], f3.__c.setState({}));
  }], f3.__c = r2, !r2.__f)) {
    r2.__f = true;
    var c3 = r2.shouldComponentUpdate;
    r2.shouldComponentUpdate = function(n3, t3, r3) {
      var u4 = this.__H;
      if (!u4) return true;
      var i4 = false, f4 = this.props != n3;
      if (u4.__.some(function(n4) {
        n4.__N && (i4 = true, o2(n4.__[0], n4.__N[0]) || (f4 = true));
      }), c3) {
        var e3 = c3.call(this, n3, t3, r3);
        return i4 ? e3 || f4 : e3;
      }
      return !i4 || f4;
    };
  }
  return f3.__;
}
function A2(n2, u3) {
  var i3 = y2(t2++, 3);
  !a2.__s && E2(i3.__H, u3) && (i3.__P = true, i3.__ = n2, i3.u = u3, r2.__H.__h.push(i3));
}
function T2(n2) {
  return f2 = 5, w2(function() {
    return { current: n2 };
  }, []);
}
function w2(n2, r3) {
  var u3 = y2(t2++, 7);
  return E2(u3.__H, r3) && (u3.__ = n2(), u3.__H = r3), u3.__;
}
function g2() {
  var n2;
  do {
    for (; n2 = e2.shift(); ) try {
      C2(n2);
    } catch (t4) {
      a2.__e(t4, { __: (n2 = n2.__P) && n2.__v });
    }
    for (; n2 = c2.shift(); ) {
      var t3 = n2.__H;
      if (n2.__P && t3) try {
        t3.__h.some(C2), t3.__h.some(D2), t3.__h = [];
      } catch (r3) {
        t3.__h = [], a2.__e(r3, n2.__v);
      }
    }
  } while (e2.length);
}
a2.__b = function(n2) {
  r2 = null, v2 && v2(n2);
}, a2.__ = function(n2, t3) {
  n2 && t3.__k && t3.__k.__m && (n2.__m = t3.__k.__m), p2 && p2(n2, t3);
}, a2.__r = function(n2) {
  l2 && l2(n2), t2 = 0;
  var i3 = (r2 = n2.__c).__H;
  i3 && (u2 == r2 ? r2.__h = [] : (i3.__h.some(C2), i3.__h.some(D2), t2 = 0), i3.__h = [], i3.__.some(function(n3) {
    n3.__N && (n3.__ = n3.__N), n3.u = n3.__N = void 0;
  })), u2 = r2;
}, a2.diffed = function(n2) {
  m2 && m2(n2);
  var t3 = n2.__c;
  t3 && t3.__H && (t3.__H.__h.length && B2(c2.push(t3)), t3.__H.__.some(function(n3) {
    n3.u && (n3.__H = n3.u);
  })), u2 = r2 = null;
}, a2.__c = function(n2, t3) {
  t3.some(function(n3) {
    try {
      n3.__h.some(C2), n3.__h = n3.__h.filter(function(n4) {
        return !n4.__ || D2(n4);
      });
    } catch (t4) {
      n3.__h = [function() {
        throw t4;
      }];
    }
  }), h3 && h3(n2, t3);
}, a2.unmount = function(n2) {
  s2 && s2(n2);
  var t3, r3, u3 = n2.__c;
  u3 && u3.__H && (u3.__H.__.some(function(u4) {
    try {
      if (u4.__P && u4.__c) {
        if (void 0 === r3) {
          for (r3 = n2.__; r3 && (!r3.__c || !r3.__c.__P); ) r3 = r3.__;
          r3 = r3 && r3.__c;
        }
        u4.__P = r3, B2(e2.push(u4));
      } else C2(u4);
    } catch (n3) {
      t3 = n3;
    }
  }), u3.__H = void 0, t3 && a2.__e(t3, u3.__v));
};
var k2 = "function" == typeof requestAnimationFrame;
function z2(n2) {
  var t3, r3 = function() {
    clearTimeout(u3), k2 && cancelAnimationFrame(t3), setTimeout(n2);
  }, u3 = setTimeout(r3, 35);
  k2 && (t3 = requestAnimationFrame(r3));
}
function B2(n2) {
  1 != n2 && i2 == a2.requestAnimationFrame || ((i2 = a2.requestAnimationFrame) || z2)(g2);
}
function C2(n2) {
  var t3 = r2, u3 = n2.__c;
  "function" == typeof u3 && (n2.__c = void 0, u3()), r2 = t3;
}
function D2(n2) {
  var t3 = r2;
  n2.__c = n2.__(), r2 = t3;
}
function E2(n2, t3) {
  return !n2 || n2.length != t3.length || t3.some(function(t4, r3) {
    return !o2(t4, n2[r3]);
  });
}
function G2(n2, t3) {
  return "function" == typeof t3 ? t3(n2) : t3;
}

// js/lib/frozen.js
var LIMIT = 2e3;
function changed(next) {
  return next.children !== this.props.children;
}
function Frozen(props) {
  if (this) this.shouldComponentUpdate = changed;
  return props.children;
}
var kept2 = (
  /** @type {WeakMap<object, Map<string, import("./dom.js").Child[]>>} */
  /* @__PURE__ */ new WeakMap()
);
function keptChildren(owner, key, build2) {
  let parts = kept2.get(owner);
  if (!parts) kept2.set(owner, parts = /* @__PURE__ */ new Map());
  let children = parts.get(key);
  if (!children) {
    if (parts.size >= LIMIT) parts.clear();
    children = build2();
    keyChildren(children);
    parts.set(key, children);
  }
  return children;
}
function frozen(owner, key, build2, slot) {
  return k(Frozen, { children: keptChildren(owner, key, build2), key: slot });
}
function unkept(children, slot) {
  keyChildren(children);
  return k(Frozen, { children, key: slot });
}
function cardSlots(codes) {
  const seen = /* @__PURE__ */ new Map();
  return codes.map((code2) => {
    const rank = seen.get(code2) ?? 0;
    seen.set(code2, rank + 1);
    return `data-card=${code2}#${rank}`;
  });
}

// js/games/adventurous/geometry.js
var MARVEL_SHAPE = (
  /** @type {Shape} */
  {
    width: 4,
    height: 3,
    codes: Array.from({ length: 12 }, (_3, i3) => [i3 % 4, Math.floor(i3 / 4), "M"]),
    chain: []
  }
);
var ORIENTATIONS = [0, 90, 180, 270];
var SHIP = { x: 0, y: 0, width: 3, height: 4 };
function shapeOf(catalog, card3, side, orientation) {
  if (side === "marvel") return MARVEL_SHAPE;
  return catalog.shapes?.[String(card3)]?.[String(orientation)] ?? MARVEL_SHAPE;
}
function cardOf(catalog, card3) {
  return (catalog.cards ?? []).find((c3) => c3.number === card3) ?? null;
}
function parseSpace(space3) {
  const [x2, y3] = space3.split(",").map(Number);
  return [x2, y3];
}
function placementsOf(legal, card3) {
  return legal.filter((item) => item.target.zone === "map" && item.target.card === String(card3)).map((item) => {
    const [x2, y3] = parseSpace(item.target.space ?? "0,0");
    return { legal: item, x: x2, y: y3, orientation: Number(item.target.orientation ?? 90) };
  });
}
function cardsToPlace(view) {
  if (view?.decision?.kind !== "place") return [];
  if (view.discovering) return [{ card: view.discovering.card, side: "marvel" }];
  return (view.drawn ?? []).map((card3) => ({ card: card3, side: "map" }));
}
function snap(placements, shape, point, reach = 1.6) {
  let best = null;
  let bestDistance = reach;
  for (const p3 of placements) {
    const d3 = Math.hypot(p3.x + shape.width / 2 - point.x, p3.y + shape.height / 2 - point.y);
    if (d3 <= bestDistance) [best, bestDistance] = [p3, d3];
  }
  return best;
}
function centredAt(shape, point) {
  return { x: Math.round(point.x - shape.width / 2), y: Math.round(point.y - shape.height / 2) };
}
function placeAction(card3, side, x2, y3, orientation) {
  return side === "marvel" ? `place ${card3} ${x2},${y3}` : `place ${card3} ${x2},${y3} ${orientation}`;
}
function mapBounds(view, catalog, extra = [], margin = 1) {
  const boxes = [
    { x: SHIP.x, y: SHIP.y, width: SHIP.width, height: SHIP.height },
    ...(view?.placed ?? []).map((p3) => {
      const shape = shapeOf(catalog, p3.card, p3.side, p3.orientation);
      return { x: p3.x, y: p3.y, width: shape.width, height: shape.height };
    }),
    ...extra.map((e3) => ({ x: e3.x, y: e3.y, width: e3.shape.width, height: e3.shape.height }))
  ];
  return {
    x0: Math.min(...boxes.map((b) => b.x)) - margin,
    y0: Math.min(...boxes.map((b) => b.y)) - margin,
    x1: Math.max(...boxes.map((b) => b.x + b.width)) + margin,
    y1: Math.max(...boxes.map((b) => b.y + b.height)) + margin
  };
}
function encounterCounts(view) {
  const thresholds = view?.ship?.thresholds ?? {};
  return ["fin", "serpent", "trident", "whirlpool"].map((kind) => {
    const count = view?.counts?.[kind] ?? 0;
    const threshold = thresholds[kind] ?? null;
    return { kind, count, threshold, over: threshold != null && count > threshold };
  });
}

// js/games/adventurous/drawing.js
var ENCOUNTERS = (
  /** @type {Record<string, string>} */
  {
    F: "fin",
    S: "serpent",
    T: "trident",
    H: "whirlpool"
  }
);
function glyph(kind) {
  const shapes = (
    /** @type {Record<string, import("../../lib/dom.js").El[]>} */
    {
      fin: [svg("path", { d: "M-0.34 0.24 Q-0.05 0.1 0.06 -0.34 Q0.14 0.02 0.34 0.24 Z" })],
      serpent: [
        svg("path", { class: "vw-adv-stroke", d: "M-0.36 0.16 q0.12 -0.34 0.24 0 t0.24 0 t0.24 0" }),
        svg("circle", { cx: 0.36, cy: 0.16, r: 0.07 })
      ],
      trident: [
        svg("path", {
          class: "vw-adv-stroke",
          d: "M0 0.36 V-0.3 M-0.24 -0.3 V-0.08 Q-0.24 0.04 0 0.04 Q0.24 0.04 0.24 -0.08 V-0.3"
        })
      ],
      whirlpool: [
        svg("path", {
          class: "vw-adv-stroke",
          d: "M0 0 a0.07 0.07 0 1 1 0.14 0 a0.16 0.16 0 1 1 -0.3 0 a0.24 0.24 0 1 1 0.48 0 a0.32 0.32 0 1 1 -0.64 0"
        })
      ]
    }
  );
  return svg("g", { class: `vw-adv-glyph vw-adv-${kind}`, "data-glyph": kind }, shapes[kind] ?? []);
}
function mapSide(shape, card3) {
  const centre = (d3) => d3 + 0.5;
  const line = shape.chain.map(([dx, dy]) => `${centre(dx)},${centre(dy)}`).join(" ");
  return [
    svg("rect", { class: "vw-adv-sea", width: shape.width, height: shape.height, rx: 0.12 }),
    svg("polyline", { class: "vw-adv-card-path", points: line }),
    ...shape.codes.map(([dx, dy, code2]) => {
      if (code2 === "W")
        return svg("circle", {
          class: "vw-adv-waypoint",
          cx: centre(dx),
          cy: centre(dy),
          r: 0.24,
          key: `w${dx},${dy}`
        });
      const kind = ENCOUNTERS[code2];
      return kind ? svg("g", { transform: `translate(${centre(dx)} ${centre(dy)})`, key: `e${dx},${dy}` }, [glyph(kind)]) : null;
    }),
    ...numberLabel(card3, 0.04, 0.04)
  ];
}
function numberLabel(card3, x2, y3) {
  const text = String(card3);
  return [
    svg("rect", { class: "vw-adv-number-back", x: x2, y: y3, width: 0.1 + 0.23 * text.length, height: 0.4, rx: 0.06 }),
    svg("text", { class: "vw-adv-number", x: x2 + 0.05, y: y3 + 0.32, text })
  ];
}
function marvelSide(catalog, card3) {
  const marvel = cardOf(catalog, card3)?.marvel ?? {};
  const required = (
    /** @type {string[]} */
    marvel.cost?.required ?? []
  );
  const any = marvel.cost?.any ?? 0;
  return [
    svg("rect", { class: "vw-adv-marvel", width: 4, height: 3, rx: 0.15 }),
    svg("text", { class: "vw-adv-numeral", x: 2, y: 0.85, "text-anchor": "middle", text: marvel.numeral ?? "" }),
    ...numberLabel(card3, 0.06, 0.06),
    // the cost: "n any", and a glyph on a light disc for each required encounter
    svg("text", { class: "vw-adv-cost", x: 0.3, y: 1.62, text: required.length ? `${any} +` : `${any} any` }),
    ...required.map(
      (kind, i3) => svg("g", { transform: `translate(${1.75 + i3 * 0.85} 1.46)`, key: `c${i3}` }, [
        svg("circle", { class: "vw-adv-cost-disc", r: 0.38 }),
        glyph(kind)
      ])
    ),
    ...twoLines(marvel.restriction_text ?? "").map(
      (line, i3, all) => svg("text", {
        class: "vw-adv-restriction",
        x: 2,
        y: all.length === 1 ? 2.55 : 2.3 + i3 * 0.45,
        "text-anchor": "middle",
        text: line,
        key: `r${i3}`,
        textLength: line.length > LINE_CHARS ? 3.8 : null,
        lengthAdjust: line.length > LINE_CHARS ? "spacingAndGlyphs" : null
      })
    )
  ];
}
var LINE_CHARS = 17;
function twoLines(text) {
  if (!text) return [];
  if (text.length <= LINE_CHARS || !text.includes(" ")) return [text];
  const middle4 = text.length / 2;
  const spaces = [...text].flatMap((c3, i3) => c3 === " " ? [i3] : []);
  const cut = spaces.reduce((a3, b) => Math.abs(b - middle4) < Math.abs(a3 - middle4) ? b : a3);
  return [text.slice(0, cut), text.slice(cut + 1)];
}
function placedCard(catalog, p3, attrs = {}) {
  const marvel = p3.side === "marvel";
  const drawing3 = frozen(catalog, `placed|${p3.card}|${p3.side}|${p3.orientation}`, () => [
    svg("title", {}, [marvel ? cardOf(catalog, p3.card)?.marvel?.text ?? "" : `map card ${p3.card}`]),
    ...marvel ? marvelSide(catalog, p3.card) : mapSide(shapeOf(catalog, p3.card, p3.side, p3.orientation), p3.card)
  ]);
  return svg(
    "g",
    {
      class: `vw-adv-card${marvel ? " vw-adv-marvel-card" : ""}`,
      transform: `translate(${p3.x} ${p3.y})`,
      // not `data-card`: the kit glides moved [data-card] elements by pixels (lib/motion.js), and
      // the map's cards move only with pan and zoom, in the drawing's own units
      "data-map-card": String(p3.card),
      "data-side": p3.side,
      "data-orientation": p3.orientation,
      ...attrs
    },
    [drawing3]
  );
}
function shipEffects(view, catalog) {
  const side = (catalog.ship?.sides ?? []).find((s3) => s3.id === view.ship?.side);
  return side?.effects ?? [];
}
function shipCard(view, catalog) {
  const ship = view.ship ?? {};
  const thresholds = ship.thresholds ?? {};
  const [sx, sy] = ship.start ?? [1, 0];
  const effects = shipEffects(view, catalog);
  const active = view.active_effect ?? null;
  return svg("g", { class: "vw-adv-ship", "data-testid": "adv-ship" }, [
    svg("title", {}, [`The ship (${ship.name ?? ""}): the path starts at its waypoint`]),
    svg("rect", { class: "vw-adv-ship-water", width: SHIP.width, height: 1 }),
    svg("path", { class: "vw-adv-hull", d: "M0 1 H3 V2.9 Q3 4 1.5 4 Q0 4 0 2.9 Z" }),
    svg("circle", { class: "vw-adv-waypoint vw-adv-start", cx: sx + 0.5, cy: sy + 0.5, r: 0.26 }),
    svg("text", { class: "vw-adv-ship-name", x: 1.5, y: 1.45, "text-anchor": "middle", text: ship.name ?? "Ship" }),
    ...["fin", "serpent", "trident"].map(
      (kind, i3) => svg("g", { transform: `translate(${0.55 + i3 * 0.95} 2.05)`, key: kind }, [
        svg("g", { transform: "scale(0.7)" }, [glyph(kind)]),
        svg("text", {
          class: "vw-adv-ship-limit",
          y: 0.62,
          "text-anchor": "middle",
          text: `≤${thresholds[kind] ?? "?"}`
        })
      ])
    ),
    ...effects.map(
      (effect, i3) => svg("text", {
        class: `vw-adv-effect-mark${effect.id === active ? " vw-adv-lit" : ""}`,
        x: 0.6 + i3 * 0.9,
        y: 3.55,
        "text-anchor": "middle",
        "data-effect": effect.id,
        text: "I".repeat(effect.difficulty)
      })
    )
  ]);
}
function miniCard(catalog, card3, side, unit = 16) {
  const shape = shapeOf(catalog, card3, side, side === "marvel" ? 90 : 0);
  return svg(
    "svg",
    {
      class: "vw-adv-mini",
      viewBox: `-0.05 -0.05 ${shape.width + 0.1} ${shape.height + 0.1}`,
      width: shape.width * unit,
      height: shape.height * unit,
      "aria-hidden": "true"
    },
    // kept (lib/frozen.js): the same card is drawn again at every update and move of the pointer
    [
      frozen(
        catalog,
        `side|${card3}|${side}`,
        () => side === "marvel" ? marvelSide(catalog, card3) : mapSide(shape, card3)
      )
    ]
  );
}

// js/games/adventurous/map.js
var ZOOM = 1.25;
var DRAG = 4;
var MIN_FIT = { w: 13, h: 11 };
function fitBox(b) {
  const w3 = Math.max(MIN_FIT.w, b.x1 - b.x0);
  const h4 = Math.max(MIN_FIT.h, b.y1 - b.y0);
  return { x: (b.x0 + b.x1 - w3) / 2, y: (b.y0 + b.y1 - h4) / 2, w: w3, h: h4 };
}
function zoomBox(box, factor, cx = box.x + box.w / 2, cy = box.y + box.h / 2) {
  const w3 = Math.min(80, Math.max(4, box.w / factor));
  const h4 = box.h * w3 / box.w;
  return { x: cx - (cx - box.x) * w3 / box.w, y: cy - (cy - box.y) * h4 / box.h, w: w3, h: h4 };
}
function mapPanel(input) {
  return k(MapPanel, { input, key: "adv-map" });
}
function MapPanel({ input }) {
  const { view, catalog, legal, ask, replies, preview } = input;
  const placing = legal.length ? cardsToPlace(view) : [];
  const [asked, setAsked] = d2(
    /** @type {any[] | null} */
    null
  );
  const [picked, setPicked] = d2(
    /** @type {number | null} */
    null
  );
  const [turned, setTurned] = d2(
    /** @type {Record<string, number>} */
    {}
  );
  const [pointer, setPointer] = d2(
    /** @type {{x: number, y: number} | null} */
    null
  );
  const [focused, setFocused] = d2(
    /** @type {string | null} */
    null
  );
  const [box, setBox] = d2(
    /** @type {Box | null} */
    null
  );
  const [refocus, setRefocus] = d2(false);
  const svgRef = T2(
    /** @type {SVGSVGElement | null} */
    null
  );
  const drag = T2(
    /** @type {{x: number, y: number, box: Box, moved: boolean} | null} */
    null
  );
  const withPlacements = placing.filter((c3) => placementsOf(legal, c3.card).length);
  const current = placing.find((c3) => c3.card === picked) ?? withPlacements[0] ?? placing[0] ?? null;
  const all = current ? placementsOf(legal, current.card) : [];
  const marvel = current?.side === "marvel";
  const orientation = current ? marvel ? 90 : turned[current.card] ?? all[0]?.orientation ?? 0 : 0;
  const shape = current ? shapeOf(catalog, current.card, current.side, orientation) : null;
  const here = all.filter((p3) => p3.orientation === orientation);
  const focusedPlacement = here.find((p3) => p3.legal.action === focused) ?? null;
  const snapped = focusedPlacement ?? (shape && pointer ? snap(here, shape, pointer) : null);
  const loose = !snapped && shape && pointer ? centredAt(shape, pointer) : null;
  const ghostAt = snapped ?? loose;
  const looseAction = current && loose ? placeAction(current.card, current.side, loose.x, loose.y, orientation) : null;
  const why = replies.why && replies.why.action === looseAction ? replies.why.text : null;
  A2(() => {
    if (!looseAction || why) return;
    const timer = setTimeout(() => ask({ kind: "why", action: looseAction }), 120);
    return () => clearTimeout(timer);
  }, [looseAction, why]);
  A2(() => {
    if (!refocus) return;
    setRefocus(false);
    (svgRef.current?.querySelector("[data-anchor]") ?? null)?.focus();
  }, [refocus]);
  const hint = replies.hint ?? null;
  const best = hint?.hints?.find((item) => item.target?.zone === "map") ?? null;
  const previewed = preview?.target?.zone === "map" ? preview : null;
  const extra = all.map((p3) => ({
    x: p3.x,
    y: p3.y,
    shape: shapeOf(catalog, current?.card ?? 0, current?.side ?? "map", p3.orientation)
  }));
  const fitted = fitBox(mapBounds(view, catalog, extra));
  const shown2 = box ?? fitted;
  const toGrid = (event) => {
    const el = svgRef.current;
    const matrix = el?.getScreenCTM();
    if (!el || !matrix) return null;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };
  const rotate = (step, byKey) => {
    if (!current || marvel) return;
    const i3 = ORIENTATIONS.indexOf(orientation);
    setTurned({ ...turned, [current.card]: ORIENTATIONS[(i3 + step + 4) % 4] });
    if (byKey) setRefocus(true);
  };
  const pick = (card3) => {
    setPicked(card3);
    setFocused(null);
  };
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const key = event.key.toLowerCase();
    if (key === "r") {
      event.preventDefault();
      rotate(event.shiftKey ? -1 : 1, true);
    } else if (/^[1-9]$/.test(key) && placing[Number(key) - 1]) {
      event.preventDefault();
      pick(placing[Number(key) - 1].card);
      setRefocus(true);
    } else if (key === "+" || key === "=") setBox(zoomBox(shown2, ZOOM));
    else if (key === "-") setBox(zoomBox(shown2, 1 / ZOOM));
    else if (key === "f") setBox(null);
  };
  const map = svg(
    "svg",
    {
      ref: svgRef,
      class: `vw-adv-map${pointer && drag.current?.moved ? " vw-adv-dragging" : ""}`,
      viewBox: `${shown2.x} ${shown2.y} ${shown2.w} ${shown2.h}`,
      preserveAspectRatio: "xMidYMid meet",
      role: "group",
      "aria-label": current ? `Map: legal placements of ${marvel ? "marvel" : "card"} ${current.card} (arrow keys move among them, Enter places${marvel ? "" : ", R rotates"})` : "Map",
      "data-zone": "map",
      "data-testid": "adv-map",
      "data-view-box": `${shown2.x} ${shown2.y} ${shown2.w} ${shown2.h}`,
      onPointerMove: (event) => {
        const d3 = drag.current;
        if (d3 && (d3.moved || Math.hypot(event.clientX - d3.x, event.clientY - d3.y) > DRAG)) {
          d3.moved = true;
          const el = svgRef.current;
          const scale = Math.max(d3.box.w / (el?.clientWidth || 1), d3.box.h / (el?.clientHeight || 1));
          setBox({ ...d3.box, x: d3.box.x - (event.clientX - d3.x) * scale, y: d3.box.y - (event.clientY - d3.y) * scale });
          return;
        }
        setPointer(toGrid(event));
      },
      onPointerLeave: () => setPointer(null),
      onPointerDown: (event) => {
        if (event.button === 0) drag.current = { x: event.clientX, y: event.clientY, box: shown2, moved: false };
      },
      onPointerUp: () => {
        if (!drag.current?.moved) drag.current = null;
      },
      // a drag pans: its click places nothing
      onClickCapture: (event) => {
        if (drag.current?.moved) event.stopPropagation();
        drag.current = null;
      },
      onWheel: (event) => {
        event.preventDefault();
        const at2 = toGrid(event);
        setBox(zoomBox(shown2, event.deltaY < 0 ? ZOOM : 1 / ZOOM, at2?.x, at2?.y));
      }
    },
    [
      svg("rect", { class: "vw-adv-table-bg", x: shown2.x, y: shown2.y, width: shown2.w, height: shown2.h }),
      // the parts an update changes seldom are built anew only when what they show changed
      memoData(
        "adv-ship",
        catalog,
        [view.ship, view.active_effect],
        () => shipCard({ ship: view.ship, active_effect: view.active_effect }, catalog)
      ),
      memoData(
        "adv-placed",
        catalog,
        [view.placed, view.previous],
        () => placedCards(catalog, view.placed ?? [], view.previous)
      ),
      memoData("adv-path", catalog, view.path, () => pathTrace(view.path ?? [])),
      memoData("adv-numbers", catalog, view.placed, () => numberLayer(catalog, view.placed ?? [])),
      previewed ? hintOutline(catalog, view, previewed, true) : best ? hintOutline(catalog, view, best) : null,
      current && shape ? svg(
        "g",
        { class: "vw-adv-anchors" },
        here.map(
          (p3) => asAction(
            svg(
              "g",
              {
                class: "vw-adv-anchor",
                // keyed by its place, not its action (which names the card): an update that
                // keeps a spot lit for the next card patches its anchor instead of replacing it
                key: `${p3.x},${p3.y},${p3.orientation}`,
                "data-anchor": "",
                "data-space": `${p3.x},${p3.y}`,
                "data-orientation": p3.orientation,
                // the ghost shows a placement the keyboard reached; a focus the table put
                // there after a click (landing.js) leaves the ghost to follow the pointer
                onFocus: (event) => setFocused(
                  /** @type {Element} */
                  event.currentTarget.matches(":focus-visible") ? p3.legal.action : null
                ),
                onBlur: () => setFocused(null)
              },
              [
                svg("circle", {
                  class: "vw-adv-anchor-ring",
                  cx: p3.x + shape.width / 2,
                  cy: p3.y + shape.height / 2,
                  r: 0.42
                }),
                svg("circle", {
                  class: "vw-adv-anchor-dot",
                  cx: p3.x + shape.width / 2,
                  cy: p3.y + shape.height / 2,
                  r: 0.2
                })
              ]
            ),
            p3.legal.action,
            p3.legal.text
          )
        )
      ) : null,
      current && shape && ghostAt ? ghost(catalog, current, shape, ghostAt, orientation, snapped?.legal.action ?? null) : null
    ]
  );
  const status = placingStatus(current, here.length, all.length, marvel, snapped != null, loose != null, why);
  return h2("div", { class: "vw-adv-map-panel", "data-testid": "adv-map-panel", onKeyDown: onKey }, [
    h2("div", { class: "vw-adv-toolbar", role: "toolbar", "aria-label": "Map tools" }, [
      ...placing.map(
        (c3, i3) => h2(
          "button",
          {
            type: "button",
            class: `vw-adv-pick${c3.card === current?.card ? " vw-selected" : ""}`,
            "aria-pressed": String(c3.card === current?.card),
            "data-testid": `adv-pick-${c3.card}`,
            title: `Place card ${c3.card} (key ${i3 + 1})`,
            onClick: () => pick(c3.card)
          },
          [
            miniCard(catalog, c3.card, c3.side, 12),
            h2("span", {
              text: `${i3 + 1}: ${c3.side === "marvel" ? "marvel" : "card"} ${c3.card}${withPlacements.includes(c3) ? "" : " (fits nowhere)"}`
            })
          ]
        )
      ),
      current && !marvel ? h2("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-rotate",
        title: "Rotate a quarter turn clockwise (R; Shift+R back)",
        onClick: () => rotate(1, false),
        text: `⟳ Rotate (${orientation}°)`
      }) : null,
      h2("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-zoom-in",
        title: "Zoom in (+)",
        onClick: () => setBox(zoomBox(shown2, ZOOM)),
        text: "+"
      }),
      h2("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-zoom-out",
        title: "Zoom out (−)",
        onClick: () => setBox(zoomBox(shown2, 1 / ZOOM)),
        text: "−"
      }),
      h2("button", {
        type: "button",
        class: "vw-adv-tool",
        "data-testid": "adv-fit",
        title: "Fit the map (F)",
        onClick: () => setBox(null),
        text: "Fit"
      }),
      legal.length && !view.is_over ? h2("button", {
        type: "button",
        class: "vw-adv-tool vw-adv-hint-button",
        "data-testid": "adv-hint",
        title: "Ask for the best few moves",
        onClick: () => {
          setAsked(legal);
          ask({ kind: "hint" });
        },
        text: "Hint"
      }) : null
    ]),
    h2(
      "p",
      // not a live region: it changes with every move of the pointer (the anchors say their placement)
      { class: `vw-adv-map-status${why ? " vw-adv-why" : ""}`, "data-testid": "adv-map-status" },
      [status]
    ),
    hint ? hintList(hint, { testid: "adv-hints", className: "vw-adv-hints", previewed: preview?.action, legal }) : asked === legal ? h2("p", { class: "vw-adv-hints", "data-testid": "adv-hints-pending", text: "Looking for the best moves…" }) : null,
    map
  ]);
}
function placingStatus(current, here, all, marvel, snapped, loose, why) {
  if (!current) return "Drag to pan, wheel or + − to zoom.";
  const what = marvel ? `Marvel ${current.card}` : `Card ${current.card}`;
  if (why) return `Not here: ${why}`;
  if (loose) return `${what}: no legal placement here; move toward a lit spot.`;
  if (snapped) return `${what}: click (or Enter) to place it here.`;
  if (!all) return `${what} fits nowhere.`;
  if (!here) return `${what}: no legal placement in this orientation; press R to rotate.`;
  const spots = here === 1 ? "1 lit spot takes" : `${here} lit spots take`;
  return `${what}: ${spots} it. Point at the map, or Tab and arrow keys${marvel ? "" : "; R rotates"}.`;
}
function ghost(catalog, current, shape, at2, orientation, action) {
  return svg(
    "g",
    {
      class: `vw-adv-ghost ${action ? "vw-adv-ghost-ok" : "vw-adv-ghost-bad"}`,
      transform: `translate(${at2.x} ${at2.y})`,
      "data-testid": "adv-ghost",
      "data-space": null,
      "data-at": `${at2.x},${at2.y}`,
      "data-orientation": orientation,
      "data-action": action,
      "aria-hidden": "true"
    },
    [
      ...current.side === "marvel" ? marvelSide(catalog, current.card) : mapSide(shape, current.card),
      svg("rect", { class: "vw-adv-ghost-edge", width: shape.width, height: shape.height, rx: 0.12 })
    ]
  );
}
function placedCards(catalog, placed, previous) {
  return svg(
    "g",
    { class: "vw-adv-placed" },
    placed.map(
      (p3, i3) => placedCard(catalog, p3, { "data-z": i3, key: `p${p3.card}`, "data-last": p3.card === previous ? "" : null })
    )
  );
}
function pathTrace(path2) {
  if (!path2.length) return null;
  const points2 = path2.map(([x2, y3]) => `${x2 + 0.5},${y3 + 0.5}`).join(" ");
  const [ex, ey] = path2[path2.length - 1];
  return svg("g", { class: "vw-adv-trace", "data-testid": "adv-path" }, [
    svg("polyline", { class: "vw-adv-trace-line", points: points2 }),
    svg("circle", {
      class: "vw-adv-path-end",
      cx: ex + 0.5,
      cy: ey + 0.5,
      r: 0.4,
      "data-testid": "adv-path-end",
      "data-space": null,
      "data-end": `${ex},${ey}`
    })
  ]);
}
function numberLayer(catalog, placed) {
  const covers = (q2, x2, y3) => {
    const shape = shapeOf(catalog, q2.card, q2.side, q2.orientation);
    return q2.x <= x2 && x2 < q2.x + shape.width && q2.y <= y3 && y3 < q2.y + shape.height;
  };
  const shown2 = placed.filter((p3, i3) => !placed.slice(i3 + 1).some((q2) => covers(q2, p3.x, p3.y)));
  return svg(
    "g",
    { class: "vw-adv-numbers", "aria-hidden": "true" },
    shown2.map(
      (p3) => svg(
        "g",
        {
          class: p3.side === "marvel" ? "vw-adv-marvel-card" : null,
          transform: `translate(${p3.x} ${p3.y})`,
          key: `n${p3.card}`
        },
        numberLabel(p3.card, p3.side === "marvel" ? 0.06 : 0.04, p3.side === "marvel" ? 0.06 : 0.04)
      )
    )
  );
}
function hintOutline(catalog, view, hint, shown2 = false) {
  const { card: card3, space: space3, orientation } = hint.target;
  const [x2, y3] = String(space3).split(",").map(Number);
  const side = view.discovering?.card === Number(card3) ? "marvel" : "map";
  const shape = shapeOf(catalog, Number(card3), side, Number(orientation ?? 90));
  return svg(
    "g",
    {
      class: shown2 ? "vw-adv-hint-ghost vw-preview-ghost" : "vw-adv-hint-ghost",
      transform: `translate(${x2} ${y3})`,
      "data-testid": "adv-hint-outline",
      "data-at": `${x2},${y3}`,
      "data-preview-ghost": shown2 ? "" : null,
      "data-action": shown2 ? hint.action : null,
      "aria-hidden": shown2 ? "true" : null
    },
    [
      ...side === "marvel" ? marvelSide(catalog, Number(card3)) : mapSide(shape, Number(card3)),
      svg("rect", { class: "vw-adv-hint-outline", width: shape.width, height: shape.height, rx: 0.15 })
    ]
  );
}

// js/lib/words.js
function countOf(n2, noun = "card") {
  return `${n2} ${noun}${n2 === 1 ? "" : "s"}`;
}
function sentenceCase(id) {
  const words = String(id).replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// js/games/adventurous/panel.js
var BUTTONS = [
  { zone: "button", side: void 0, testid: "adv-explore" },
  { zone: "button", side: "active", testid: "adv-discover-active" },
  { zone: "button", side: "top", testid: "adv-discover-top" },
  { zone: "map_deck", side: "top", testid: "adv-draw-top" },
  { zone: "map_deck", side: "bottom", testid: "adv-draw-bottom" }
];
function decisionBar(view, catalog, legal, unavailable, hinted = null) {
  const same2 = (target, b) => target.zone === b.zone && target.side === b.side;
  const buttons = BUTTONS.flatMap((b) => {
    const item = legal.find((l3) => same2(l3.target, b));
    const off = item ? null : unavailable.find((u3) => same2(u3.target, b));
    if (!item && !off) return [];
    const target = (
      /** @type {any} */
      (item ?? off)?.target
    );
    const top = b.zone === "map_deck" && b.side === "top" ? view.map_deck?.top : null;
    const label = h2("span", { class: "vw-adv-button-label", text: target.label }, []);
    const face = top ? miniCard(catalog, top, "map", 11) : null;
    const reasonId = `adv-why-${b.testid}`;
    const button = h2(
      "button",
      {
        type: "button",
        class: `vw-adv-decision${off ? " vw-adv-dimmed" : ""}${item && item.action === hinted ? " vw-adv-hinted" : ""}`,
        "data-testid": b.testid,
        "aria-disabled": off ? "true" : null,
        "aria-describedby": off ? reasonId : null
      },
      [face, label, b.side === "bottom" ? h2("span", { class: "vw-adv-unknown", text: "?" }) : null]
    );
    return [
      h2("div", { class: "vw-adv-decision-cell", key: b.testid }, [
        item ? namedByItsWords(asAction(button, item.action, item.text), item.text) : button,
        off ? h2("small", { class: "vw-adv-reason", id: reasonId, "data-testid": `${b.testid}-why`, text: off.text }) : null
      ])
    ];
  });
  if (!buttons.length) return null;
  return h2(
    "div",
    { class: "vw-adv-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    buttons
  );
}
function namedByItsWords(button, does) {
  setAttrs(button, { "aria-label": null, "aria-description": does });
  return button;
}
function scorePanel(view, catalog) {
  const { score, counts, ship, options } = view;
  const shown2 = { score, counts, ship, options, marvels: view.marvels_placed };
  return memoData("adv-score", catalog, shown2, () => scoreTable(shown2, catalog));
}
function scoreTable(view, catalog) {
  const labels = catalog.score_sheet?.labels ?? {};
  const score = view.score ?? {};
  const counts = encounterCounts(view);
  const row2 = (key, count, over) => h2("tr", { class: over ? "vw-adv-over" : null, "data-category": key, key }, [
    h2("th", { scope: "row", text: labels[key] ?? key }),
    h2("td", { class: "vw-adv-count", text: count }),
    h2("td", { class: "vw-adv-points", text: String(score[key] ?? 0) })
  ]);
  const levels = (
    /** @type {number[]} */
    catalog.difficulties?.[view.options?.difficulty] ?? []
  );
  const marvels = levels.reduce((a3, b) => a3 + b, 0);
  return h2("section", { class: "vw-adv-score", "aria-label": "Running score", "data-testid": "adv-score" }, [
    h2("h3", { class: "vw-adv-heading", text: "Running score" }),
    h2("table", { class: "vw-adv-score-table" }, [
      h2("thead", {}, [
        h2("tr", {}, [
          h2("th", { scope: "col", text: "" }),
          h2("th", { scope: "col", text: "Visible" }),
          h2("th", { scope: "col", text: "Points" })
        ])
      ]),
      h2("tbody", {}, [
        row2("path", String(view.counts?.path ?? 0), false),
        ...counts.map(
          (c3) => row2(
            c3.kind,
            c3.threshold == null ? String(c3.count) : `${c3.count} / ${c3.threshold}${c3.over ? " over!" : ""}`,
            c3.over
          )
        ),
        row2("marvels", `${view.marvels ?? 0} of ${marvels} placed`, false),
        h2("tr", { class: "vw-total", key: "total" }, [
          h2("th", { scope: "row", text: labels.total ?? "Total" }),
          h2("td", {}),
          h2("td", { class: "vw-adv-points", "data-testid": "adv-total", text: String(score.total ?? 0) })
        ])
      ])
    ])
  ]);
}
function decksPanel(view, catalog) {
  const { map_deck, marvel_deck, active_marvel, active_effect, ship, set_aside } = view;
  const shown2 = { map_deck, marvel_deck, active_marvel, active_effect, ship, set_aside };
  return memoData("adv-decks", catalog, shown2, () => decks(shown2, catalog));
}
function decks(view, catalog) {
  const marvelText = (card3) => cardOf(catalog, card3)?.marvel?.text ?? `marvel ${card3}`;
  const effect = shipEffects(view, catalog).find((e3) => e3.id === view.active_effect);
  const pile2 = (testid, title, body) => h2("div", { class: "vw-adv-pile", "data-testid": testid, key: testid }, [h2("h4", { text: title }), ...body]);
  return h2("section", { class: "vw-adv-decks", "aria-label": "Decks and marvels" }, [
    pile2("adv-map-deck", `Map deck: ${countOf(view.map_deck?.count ?? 0)}`, [
      view.map_deck?.top ? h2("div", { class: "vw-adv-top" }, [
        miniCard(catalog, view.map_deck.top, "map", 14),
        h2("span", { text: `top: card ${view.map_deck.top}` })
      ]) : h2("p", { text: "empty" })
    ]),
    pile2("adv-marvel-deck", `Marvel deck: ${countOf(view.marvel_deck?.count ?? 0)}`, [
      view.marvel_deck?.top ? h2("p", { text: `top: ${marvelText(view.marvel_deck.top)}` }) : h2("p", { text: "empty" })
    ]),
    pile2("adv-active-marvel", "Active marvel", [
      view.active_marvel ? h2("div", { class: "vw-adv-top" }, [
        miniCard(catalog, view.active_marvel, "marvel", 16),
        h2("span", { text: marvelText(view.active_marvel) })
      ]) : h2("p", { text: "none: every marvel is out" })
    ]),
    pile2("adv-effect", `Journey effect (${view.ship?.name ?? "ship"})`, [
      h2("p", { text: effect ? `${"I".repeat(effect.difficulty)}: ${effect.text}` : "none" })
    ]),
    view.set_aside?.length ? pile2("adv-set-aside", "Set aside (fit nowhere)", [
      h2("p", { text: view.set_aside.map((c3) => `card ${c3}`).join(", ") })
    ]) : null
  ]);
}
function resultPanel(view, catalog) {
  const id = view.outcome?.result;
  if (!view.is_over || !id) return null;
  const result = (catalog.results ?? []).find((r3) => r3.id === id);
  const total = view.outcome.scores?.[0]?.total ?? view.score?.total;
  return h2("section", { class: `vw-adv-result vw-adv-result-${id}`, "data-testid": "adv-result", "data-result": id }, [
    h2("h3", { class: "vw-adv-heading", text: result?.name ?? id }),
    h2("p", {
      text: `The team scored ${countOf(total, "point")}${result?.won ? ": the voyage is won." : ": the voyage is lost."}`
    })
  ]);
}

// js/games/adventurous/index.js
function promptSentence({ view, legal }) {
  if (!view) return "";
  if (view.is_over) return "The voyage is over: see the score sheet.";
  const prompt = String(view.decision?.prompt ?? "").trim();
  if (!legal.length) return prompt ? `The team is deciding: ${prompt}` : "";
  if (view.decision?.kind === "place") {
    const turn = view.discovering ? "" : "; R rotates";
    return `${prompt}: move the card over the map (lit spots are legal), click to place${turn}.`;
  }
  return /[.!?:]$/.test(prompt) ? prompt : `${prompt}.`;
}
function headline(view) {
  if (!view) return "";
  if (view.is_over) return "The voyage's end";
  const players = view.players > 1 ? ` · Seat ${view.active}'s turn` : "";
  return `Turn ${view.turn}${players} · ${view.options?.difficulty ?? ""}`;
}
function eventTargets(event) {
  if (event.type === "place") return [`[data-zone="map"] .vw-adv-placed [data-map-card="${event.card}"]`];
  if (event.type === "draw") return ['[data-testid="adv-map-deck"]', `[data-testid="adv-pick-${event.card}"]`];
  return [];
}
var adventurous = {
  title: "Adventurous",
  headline,
  drawsHints: true,
  // the map's Hint button, and the best placement outlined on the map
  table: (input) => {
    const { view, catalog, legal, unavailable, replies } = input;
    return {
      className: "vw-adv-table",
      others: null,
      middle: h2("section", { class: "vw-middle vw-adv-middle", "aria-label": "The map" }, [mapPanel(input)]),
      bar: decisionBar(view, catalog, legal, unavailable, replies.hint?.hints?.[0]?.action ?? null),
      own: h2("div", { class: "vw-adv-own" }, [
        resultPanel(view, catalog),
        // at the end the score sheet beside the prompt tells the score: one table, not two
        view?.is_over ? null : scorePanel(view, catalog),
        decksPanel(view, catalog)
      ])
    };
  },
  selectors: () => [],
  prompt: promptSentence,
  eventTargets
};

// js/lib/targets.js
function elementKey({ zone: zone6, seat = null, card: card3 = null, space: space3 = null, position = null }) {
  return JSON.stringify([zone6, seat, card3, space3, position]);
}
function placeActions(legal) {
  const place = { elements: /* @__PURE__ */ new Map(), buttons: [] };
  for (const item of legal) {
    if (item.target.zone === "button") {
      place.buttons.push(item);
      continue;
    }
    const key = elementKey(item.target);
    place.elements.set(key, [...place.elements.get(key) ?? [], item]);
  }
  return place;
}

// js/games/venture_2019/events.js
var zone = (zone6, seat) => seat == null ? `[data-zone="${zone6}"]` : `[data-zone="${zone6}"][data-seat="${seat}"]`;
var area = (seat) => seat == null ? [] : [`[data-seat-area="${seat}"]`];
var role = (seat) => seat == null ? [] : [`[data-seat-area="${seat}"] .vw-v19-role`];
var mission = (seat, mission2) => seat == null || mission2 == null ? [] : [`${zone("mission", seat)} [data-card="${mission2}"]`];
var link = (e3) => e3.card ? [`${zone("chain")} [data-card="${e3.card}"]`] : [];
var DECK = zone("deck");
var DISCARD = zone("discard-pile");
var CHAIN = '[data-testid="vw-v19-chain-zone"]';
var TARGETS = {
  turn: (e3) => [...area(e3.seat), '[data-testid="vw-v19-track"]'],
  draw_face_up: () => [DECK, '[data-testid="vw-v19-face-up"]'],
  keep: (e3) => [zone("hand", e3.seat)],
  bulb: (e3) => [...area(e3.seat), CHAIN],
  play: (e3) => [zone("hand", e3.seat), CHAIN, ...link(e3)],
  pass: (e3) => area(e3.seat),
  cancel: (e3) => [CHAIN, ...link(e3)],
  cancelled: (e3) => [CHAIN, DISCARD],
  rebound: (e3) => [CHAIN, ...link(e3), ...area(e3.target)],
  resolve: (e3) => [CHAIN, ...link(e3), '[data-testid="vw-v19-resolving"]'],
  stopped: (e3) => [zone("lasting", e3.seat), DISCARD],
  lasting: (e3) => [zone("lasting", e3.seat)],
  lasting_used: (e3) => [zone("lasting", e3.seat)],
  expire: (e3) => [zone("lasting", e3.seat), DISCARD],
  complete: (e3) => mission(e3.seat, e3.mission),
  retract: (e3) => [...mission(e3.seat, e3.mission), DISCARD],
  plagiarize: (e3) => [...mission(e3.target, e3.mission), zone("hand", e3.seat)],
  lose: (e3) => [zone("hand", e3.seat), DISCARD],
  discard: (e3) => [zone("hand", e3.seat), DISCARD],
  draw: (e3) => [DECK, zone("hand", e3.seat)],
  take: (e3) => [DISCARD, zone("hand", e3.seat)],
  talent: (e3) => [...role(e3.seat), DISCARD],
  look: (e3) => [DECK, ...role(e3.seat)],
  dig: (e3) => [DECK, ...role(e3.seat), zone("hand", e3.seat), DISCARD],
  reverse: () => ['[data-testid="vw-v19-direction"]'],
  reshuffle: () => [DECK, DISCARD],
  end: (e3) => area(e3.seat)
};
function eventTargets2(event) {
  const targets = TARGETS[event.type];
  if (targets) return targets(event);
  return area(event.seat);
}
var MOTIONS = {
  draw: (e3) => ({ from: DECK, to: zone("hand", e3.seat) }),
  draw_face_up: () => ({ from: DECK, to: '[data-testid="vw-v19-face-up"]' }),
  take: (e3) => ({ from: DISCARD, to: zone("hand", e3.seat) }),
  discard: (e3) => ({ from: zone("hand", e3.seat), to: DISCARD }),
  lose: (e3) => ({ from: zone("hand", e3.seat), to: DISCARD }),
  play: (e3) => ({ from: zone("hand", e3.seat), to: CHAIN }),
  plagiarize: (e3) => mission(e3.target, e3.mission)[0] ? { from: mission(e3.target, e3.mission)[0], to: zone("hand", e3.seat) } : null
};
function eventMotion(event) {
  return MOTIONS[event.type]?.(event) ?? null;
}

// js/games/venture_2019/symbols.js
var LINE = {
  fill: "none",
  stroke: "currentColor",
  "stroke-width": 1.8,
  "stroke-linecap": "round",
  "stroke-linejoin": "round"
};
var FILL = { fill: "currentColor" };
var ROLE_SHAPES = {
  // a sigma over a ruler line
  math: [["path", { d: "M17 4H7l6 8-6 8h10", ...LINE, "stroke-width": 2.4 }]],
  // a ring of six atoms
  chem: [
    ["polygon", { points: "12,3 19.8,7.5 19.8,16.5 12,21 4.2,16.5 4.2,7.5", ...LINE, "stroke-width": 2 }],
    ["circle", { cx: 12, cy: 12, r: 3.2, ...LINE }]
  ],
  // a star and a small planet
  astro: [
    ["polygon", { points: "10,2 12.3,8.2 19,8.4 13.8,12.4 15.6,19 10,15.2 4.4,19 6.2,12.4 1,8.4 7.7,8.2", ...FILL }],
    ["circle", { cx: 19.5, cy: 18.5, r: 2.6, ...FILL }]
  ],
  // an atom: three orbits around a nucleus
  phys: [
    ["ellipse", { cx: 12, cy: 12, rx: 10, ry: 4, ...LINE, "stroke-width": 1.5 }],
    ["ellipse", { cx: 12, cy: 12, rx: 10, ry: 4, transform: "rotate(60 12 12)", ...LINE, "stroke-width": 1.5 }],
    ["ellipse", { cx: 12, cy: 12, rx: 10, ry: 4, transform: "rotate(120 12 12)", ...LINE, "stroke-width": 1.5 }],
    ["circle", { cx: 12, cy: 12, r: 2.2, ...FILL }]
  ],
  // a leaf with its vein
  bio: [
    ["path", { d: "M4 20C4 10 10 4 21 3c0 11-6 17-15 17z", ...FILL }],
    ["path", { d: "M4 20L15 9", fill: "none", stroke: "var(--v19-card, #fff)", "stroke-width": 1.6 }]
  ],
  // two mountain peaks over a layer line
  geo: [
    ["polygon", { points: "1,19 8,6 12,13 15,8 23,19", ...FILL }],
    ["path", { d: "M1 22h22", ...LINE, "stroke-width": 2 }]
  ]
};
var INSTRUMENT_SHAPES = {
  calculator: [
    ["rect", { x: 5, y: 2.5, width: 14, height: 19, rx: 2, ...LINE }],
    ["rect", { x: 8, y: 5.5, width: 8, height: 4, ...FILL }],
    ["path", { d: "M8.5 13h1M12 13h1M15.5 13h0M8.5 16.5h1M12 16.5h1M15.5 16.5h0", ...LINE, "stroke-width": 2.2 }]
  ],
  hourglass: [
    ["path", { d: "M6 3h12M6 21h12M7.5 3c0 5 9 6 9 9s-9 4-9 9M16.5 3c0 5-9 6-9 9s9 4 9 9", ...LINE }],
    ["path", { d: "M9.5 19.5h5l-2.5-3z", ...FILL }]
  ],
  quill: [
    ["path", { d: "M20 3C11 4 6 10 5 19l3-2c5-1 9-6 12-14z", ...FILL }],
    ["path", { d: "M4 21L12 11", ...LINE }]
  ],
  flask: [
    ["path", { d: "M9 3h6M10 3v6L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9V3", ...LINE }],
    ["path", { d: "M7.2 15h9.6l2.2 4.3a1 1 0 0 1-.9 1.4H5.9a1 1 0 0 1-.9-1.4z", ...FILL }]
  ]
};
var MARK_SHAPES = {
  bulb_on: [
    ["path", { d: "M12 4a6 6 0 0 0-3.5 10.9V17h7v-2.1A6 6 0 0 0 12 4z", ...FILL }],
    [
      "path",
      {
        d: "M9.5 19.5h5M10.5 21.5h3M12 0.8v1.6M3.5 4.5l1.2 1.1M20.5 4.5l-1.2 1.1M1.5 10.5h1.7M20.8 10.5h1.7",
        ...LINE,
        "stroke-width": 1.5
      }
    ]
  ],
  bulb_off: [
    ["path", { d: "M12 4a6 6 0 0 0-3.5 10.9V17h7v-2.1A6 6 0 0 0 12 4z", ...LINE, "stroke-width": 1.6 }],
    ["path", { d: "M9.5 19.5h5M10.5 21.5h3", ...LINE, "stroke-width": 1.5 }]
  ],
  long_term: [
    ["circle", { cx: 12, cy: 12, r: 9, ...LINE, "stroke-width": 2 }],
    ["path", { d: "M12 6.5V12l4 2.5", ...LINE, "stroke-width": 2 }]
  ],
  instant: [["polygon", { points: "13.5,1.5 4.5,13.5 11,13.5 9.5,22.5 19.5,9.5 12.8,9.5", ...FILL }]]
};
function drawing(shapes, cls, title) {
  return frozen(shapes, `${cls}|${title ?? ""}`, () => [
    svg("svg", { class: `vw-v19-icon ${cls}`, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" }, [
      title ? svg("title", { text: title }) : null,
      ...shapes.map(([tag, attrs]) => svg(tag, attrs))
    ])
  ]);
}
function roleSymbol(symbol, title) {
  return drawing(ROLE_SHAPES[symbol] ?? [], `vw-v19-symbol vw-v19-sym-${symbol}`, title);
}
function instrumentIcon(kind, title) {
  return drawing(INSTRUMENT_SHAPES[kind] ?? [], `vw-v19-instrument vw-v19-ink-${kind}`, title);
}
function bulbIcon(on) {
  return drawing(
    MARK_SHAPES[on ? "bulb_on" : "bulb_off"],
    `vw-v19-bulb${on ? " vw-v19-bulb-on" : ""}`,
    on ? "Bulb on" : "Bulb off"
  );
}
function timingIcon(timing) {
  if (!MARK_SHAPES[timing]) return null;
  return drawing(MARK_SHAPES[timing], `vw-v19-timing vw-v19-${timing}`, timing === "instant" ? "Instant" : "Long-term");
}

// js/games/venture_2019/cards.js
var NO_CATALOG = {};
function cardInfo(catalog, code2) {
  return catalog?.cards?.[code2] ?? { code: code2, kind: "unknown", name: code2 };
}
function cardName(catalog, code2) {
  return cardInfo(catalog, code2).name;
}
function hoverText(info, catalog) {
  if (info.kind !== "action") return info.kind === "instrument" ? `${info.name}: an instrument` : info.name;
  const role2 = info.role ? ` (${catalog?.roles?.[info.role]?.name ?? info.role})` : "";
  return `${info.name}${role2}: ${info.text ?? ""}`;
}
function cardFace(catalog, code2, { size = "full", count = 1 } = {}) {
  const info = cardInfo(catalog, code2);
  const small = size === "small";
  const colour = info.kind === "instrument" ? ` vw-v19-frame-${info.colour}` : "";
  const face = frozen(catalog ?? NO_CATALOG, `face|${code2}|${size}`, () => faceParts(catalog, info, small));
  return h2(
    "div",
    {
      class: `vw-v19-card vw-v19-${info.kind}${small ? " vw-v19-small" : ""}${colour}`,
      "data-card": code2,
      "data-count": count > 1 ? count : null,
      title: hoverText(info, catalog)
    },
    [face, count > 1 ? h2("span", { class: "vw-v19-count", text: `×${count}` }) : null]
  );
}
function faceParts(catalog, info, small) {
  const role2 = info.role ? catalog?.roles?.[info.role]?.name ?? info.role : null;
  return info.kind === "instrument" ? [
    h2("span", { class: "vw-v19-card-name", text: info.name }),
    h2("span", { class: "vw-v19-card-art" }, [instrumentIcon(info.instrument ?? "")])
  ] : [
    h2("span", { class: "vw-v19-card-top" }, [
      info.kind === "action" ? bulbIcon(Boolean(info.bulb)) : null,
      info.kind === "action" ? timingIcon(info.timing ?? "") : null
    ]),
    h2("span", { class: "vw-v19-card-name", text: info.name }),
    small ? null : h2("span", { class: "vw-v19-card-text", text: info.text ?? "" }),
    info.symbol ? h2("span", { class: "vw-v19-card-role" }, [
      small ? null : h2("span", { class: "vw-v19-card-role-name", text: role2 ?? "" }),
      roleSymbol(info.symbol, role2 ?? void 0)
    ]) : null
  ];
}
function cardBack() {
  return h2("div", { class: "vw-v19-card vw-v19-back vw-v19-small", "aria-hidden": "true" }, [
    h2("span", { class: "vw-v19-back-mark" }, [bulbIcon(true)])
  ]);
}
function missionCard(catalog, mission2, small) {
  const title = catalog?.missions?.[String(mission2.number)]?.title ?? "";
  const instrument = catalog?.cards?.[mission2.instrument]?.name ?? mission2.instrument;
  const state = mission2.completed ? `completed with a ${instrument}` : `needs a ${instrument}`;
  return h2(
    "div",
    {
      class: `vw-v19-mission vw-v19-frame-${mission2.colour}${mission2.completed ? " vw-v19-done" : ""}${small ? " vw-v19-small" : ""}`,
      "data-card": String(mission2.number),
      "data-completed": mission2.completed ? "true" : "false",
      title: `Mission ${mission2.number}: ${title} (${state})`
    },
    [
      frozen(catalog ?? NO_CATALOG, `mission|${mission2.number}|${mission2.instrument}|${mission2.completed}|${small}`, () => [
        h2("span", { class: "vw-v19-mission-number", text: String(mission2.number) }),
        small ? null : h2("span", { class: "vw-v19-mission-title", text: title }),
        h2("span", { class: "vw-v19-mission-slot" }, [instrumentIcon(mission2.instrument)]),
        small ? null : h2("span", { class: "vw-v19-mission-state", text: mission2.completed ? "done" : instrument })
      ])
    ]
  );
}
function roleCard(catalog, roleId, { small, used }, extra = null) {
  const role2 = catalog?.roles?.[roleId] ?? { name: roleId, symbol: "", talent: "", text: "" };
  const text = String(role2.text ?? "").replace(`${role2.talent}: `, "");
  return h2(
    "div",
    {
      class: `vw-v19-role${small ? " vw-v19-small" : ""}${used ? " vw-v19-used" : ""}`,
      "data-role": roleId,
      title: `${role2.name}: ${role2.text}`
    },
    [
      frozen(catalog ?? NO_CATALOG, `role|${roleId}|${used}`, () => [
        h2("span", { class: "vw-v19-role-head" }, [
          roleSymbol(role2.symbol),
          h2("span", { class: "vw-v19-role-name", text: role2.name })
        ]),
        h2("span", { class: "vw-v19-talent" }, [
          h2("strong", { text: role2.talent }),
          used ? h2("span", { class: "vw-v19-used-mark", text: " (used this turn)" }) : null,
          h2("span", { class: "vw-v19-talent-text", text: ` ${text}` })
        ])
      ]),
      extra
    ]
  );
}

// js/games/venture_2019/offer.js
var CARD_ZONES = /* @__PURE__ */ new Set(["hand", "face_up"]);
function cardPlays(legal) {
  const plays = /* @__PURE__ */ new Map();
  for (const item of legal) {
    const { zone: zone6, card: card3 } = item.target;
    if (!CARD_ZONES.has(zone6) || card3 == null) continue;
    plays.set(card3, [...plays.get(card3) ?? [], item]);
  }
  return plays;
}
function twoSteps(items, viewer) {
  if (items.length > 1) return true;
  const seat = items[0]?.target.seat;
  return seat != null && seat !== viewer;
}
function aimedCards(legal, viewer) {
  return [...cardPlays(legal)].filter(([, items]) => twoSteps(items, viewer)).map(([code2]) => code2);
}
function offer(ctx, el, where) {
  const items = ctx.place.elements.get(elementKey(where)) ?? [];
  const item = items.find((i3) => !ctx.offered.has(i3.action));
  if (!item || items.length !== 1) return el;
  ctx.offered.add(item.action);
  return asAction(el, item.action, item.text);
}
function offerCard(ctx, el, code2) {
  const items = ctx.plays.get(code2) ?? [];
  if (!items.length) return el;
  if (!twoSteps(items, ctx.view.seat ?? null)) {
    if (ctx.offered.has(items[0].action)) return el;
    ctx.offered.add(items[0].action);
    return asAction(el, items[0].action, items[0].text);
  }
  const players = items.length === 1 ? "then the lit player" : `then one of the ${items.length} lit players`;
  return asSelector(el, code2, `${cardName(ctx.catalog, code2)}: pick it, ${players}`, ctx.selected === code2);
}
function aimAt(ctx, seat, name) {
  if (!ctx.selected) return null;
  const item = (ctx.plays.get(ctx.selected) ?? []).find((i3) => i3.target.seat === seat);
  if (!item || ctx.offered.has(item.action)) return null;
  ctx.offered.add(item.action);
  const first = !ctx.offered.has("focus-first");
  ctx.offered.add("focus-first");
  const el = h2("button", {
    type: "button",
    class: "vw-button vw-v19-aim",
    text: `◎ ${item.target.label}`,
    "data-seat": seat,
    "data-focus-first": first ? "" : null
  });
  const button = asAction(el, item.action, item.text);
  setAttrs(button, { "aria-label": null, "aria-description": item.text, title: `${item.text} (${name})` });
  return button;
}
function actionButton(item, label, cls = "vw-button vw-primary vw-v19-decide") {
  const button = asAction(h2("button", { type: "button", class: cls, text: label }), item.action, item.text);
  setAttrs(button, { "aria-label": null, "aria-description": item.text });
  return button;
}
function leftoverButtons(ctx, which = () => true) {
  const aimed = new Set(ctx.selected ? (ctx.plays.get(ctx.selected) ?? []).map((i3) => i3.action) : []);
  const picked = new Set(aimedCards([...ctx.plays.values()].flat(), ctx.view.seat ?? null));
  const buttons = [];
  for (const item of [...ctx.place.buttons, ...[...ctx.place.elements.values()].flat()]) {
    if (ctx.offered.has(item.action) || !which(item)) continue;
    const card3 = item.target.card;
    if (card3 != null && picked.has(card3) && !aimed.has(item.action)) continue;
    ctx.offered.add(item.action);
    const label = item.target.zone === "button" || card3 == null ? item.target.label : `${item.target.label}: ${cardName(ctx.catalog, card3)}`;
    buttons.push(actionButton(item, label));
  }
  return buttons;
}

// js/lib/piles.js
function pile(caption, count, zone6, note, back2) {
  return h2(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": zone6,
      "data-testid": `vw-${zone6}`,
      "data-count": count,
      title: note || null
    },
    [
      h2("span", { class: "vw-zone-label", text: `${caption} (${count})` }),
      h2("div", { class: "vw-stack" }, [count ? back2() : h2("span", { class: "vw-empty", text: "empty" })])
    ]
  );
}
function browsable(caption, keep, attrs, cards, { top = null, open = false } = {}) {
  return h2("details", { class: "vw-zone vw-browse", "data-keep-open": keep, open, ...attrs }, [
    h2("summary", { class: "vw-zone-label" }, [caption, top ? h2("span", { class: "vw-stack" }, [top]) : null]),
    h2(
      "div",
      { class: "vw-row vw-small-row vw-pile-cards" },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "empty" })]
    )
  ]);
}

// js/games/venture_2019/seat.js
function grouped(codes) {
  const counts = /* @__PURE__ */ new Map();
  for (const code2 of codes) counts.set(code2, (counts.get(code2) ?? 0) + 1);
  return [...counts].map(([code2, count]) => ({ code: code2, count }));
}
function chips(ctx, s3) {
  const { view } = ctx;
  const answering = view.decision?.kind === "answer" && view.decision.owner === s3.seat;
  return [
    view.active === s3.seat && !view.is_over ? h2("span", { class: "vw-chip vw-chip-move", text: "their turn" }) : null,
    answering ? h2("span", { class: "vw-chip vw-v19-chip-asked", text: "answering" }) : null,
    !answering && (view.asking ?? []).includes(s3.seat) ? h2("span", { class: "vw-chip", text: "to answer" }) : null,
    view.outcome?.winners?.includes(s3.seat) ? h2("span", { class: "vw-chip vw-chip-move", text: "Nobel Prize" }) : null
  ];
}
function takesChoices(ctx, seat) {
  if (ctx.selected) return true;
  const items = [...[...ctx.place.elements.values()].flat(), ...ctx.place.buttons, ...ctx.unavailable];
  return items.some((item) => item.target?.seat === seat);
}
function seatArea(ctx, s3, own) {
  const key = `vw-seat-${s3.seat}`;
  if (own || takesChoices(ctx, s3.seat)) {
    const built = drawSeat(ctx, s3, own);
    return memo(key, [built], built);
  }
  const { view } = ctx;
  const drawn = JSON.stringify([
    s3,
    ctx.seats,
    view.seat,
    view.decision?.owner,
    view.decision?.kind,
    view.active,
    Boolean(view.talent_used),
    Boolean(view.is_over),
    view.asking,
    view.outcome?.winners
  ]);
  return memo(key, [ctx.catalog, drawn], () => drawSeat(ctx, s3, own));
}
function drawSeat(ctx, s3, own) {
  const { view, catalog } = ctx;
  const name = seatName(ctx.seats, s3.seat, view.seat);
  const role2 = catalog?.roles?.[s3.role]?.name ?? s3.role;
  const deciding = view.decision?.owner === s3.seat;
  const aim = aimAt(ctx, s3.seat, name);
  const used = view.active === s3.seat && Boolean(view.talent_used) && !view.is_over;
  return h2(
    "section",
    {
      class: `vw-seat vw-v19-seat${own ? " vw-own" : " vw-v19-compact"}${deciding ? " vw-active" : ""}${aim ? " vw-v19-aimed" : ""}`,
      "data-seat-area": s3.seat,
      "data-testid": `vw-seat-${s3.seat}`,
      "aria-label": `${name}, the ${role2}`
    },
    [
      h2("header", { class: "vw-seat-head" }, [
        h2("span", { class: "vw-seat-name", text: name }),
        h2("span", { class: "vw-v19-role-word", text: role2 }),
        h2("span", {
          class: "vw-v19-done-count",
          "data-testid": `vw-v19-completed-${s3.seat}`,
          text: `${s3.completed}/4 missions`
        }),
        ...chips(ctx, s3),
        aim
      ]),
      h2("div", { class: "vw-v19-seat-body" }, [
        roleCard(catalog, s3.role, { small: !own, used }, own ? talentCards(ctx, s3) : null),
        h2("div", { class: "vw-v19-seat-side" }, [
          missions(ctx, s3, own),
          lasting(ctx, s3),
          own ? null : hiddenHand(ctx, s3)
        ])
      ]),
      own ? ownHand(ctx, s3) : null
    ]
  );
}
function missions(ctx, s3, own) {
  return h2(
    "div",
    {
      class: "vw-row vw-v19-missions",
      role: "group",
      "aria-label": `Missions of ${seatName(ctx.seats, s3.seat, ctx.view.seat)}`,
      "data-zone": "mission",
      "data-seat": s3.seat,
      "data-testid": `vw-v19-missions-${s3.seat}`
    },
    s3.missions.map(
      (m3) => offer(ctx, missionCard(ctx.catalog, m3, !own), { zone: "mission", seat: s3.seat, card: String(m3.number) })
    )
  );
}
function lasting(ctx, s3) {
  if (!s3.lasting.length) return null;
  const words = ctx.catalog?.lasting ?? {};
  const talent = ctx.catalog?.roles?.[s3.role]?.talent ?? "Talent";
  const same2 = /* @__PURE__ */ new Map();
  for (const item of s3.lasting) {
    const name = item.card ? cardName(ctx.catalog, item.card) : talent;
    const key = `${name}|${item.kind}|${Boolean(item.spent)}`;
    const seen = same2.get(key);
    if (seen) seen.count += 1;
    else same2.set(key, { item, name, count: 1 });
  }
  return h2(
    "ul",
    { class: "vw-v19-lasting", "data-zone": "lasting", "data-seat": s3.seat, "aria-label": "Beside the role" },
    [...same2.values()].map(({ item, name, count }) => {
      const does = words[item.kind] ?? item.kind;
      const times = count > 1 ? ` ×${count}` : "";
      return h2(
        "li",
        {
          class: `vw-v19-lasting-card${item.spent ? " vw-v19-spent" : ""}`,
          "data-card": item.card ?? item.kind,
          "data-count": count,
          title: `${name}${times}: ${item.spent ? "spent, discarded at the start of their next turn" : does}`
        },
        [
          h2("strong", { text: `${name}${times}` }),
          item.spent ? h2("span", { text: " · spent" }) : h2("span", { class: "vw-v19-lasting-does", text: ` · ${does.replace(/^(it|they) /, "")}` })
        ]
      );
    })
  );
}
function hiddenHand(ctx, s3) {
  const known = grouped(s3.hand.known).map(
    ({ code: code2, count }) => h2("span", { class: "vw-v19-known", "data-known": code2, title: "Everyone saw this card go into the hand" }, [
      cardName(ctx.catalog, code2),
      count > 1 ? ` ×${count}` : ""
    ])
  );
  return h2(
    "div",
    {
      class: "vw-v19-hidden-hand",
      "data-zone": "hand",
      "data-seat": s3.seat,
      "data-count": s3.hand.count,
      "data-testid": `vw-hand-${s3.seat}`
    },
    [
      cardBack(),
      h2("span", { class: "vw-v19-hand-count", text: `Hand: ${countOf(s3.hand.count)}` }),
      known.length ? h2("span", { class: "vw-v19-known-list" }, [h2("span", { text: "seen:" }), ...known]) : null
    ]
  );
}
var MANY = 4;
function ownHand(ctx, s3) {
  const cards = grouped(s3.hand.cards ?? []).map(
    ({ code: code2, count }) => offerCard(ctx, cardFace(ctx.catalog, code2, { count }), code2)
  );
  const label = `Your hand (${countOf(s3.hand.count)})`;
  const { view } = ctx;
  const limit = view.phase === "refill" && view.active === s3.seat ? ` · hand limit ${view.hand_limit}` : "";
  const known = s3.hand.known.length ? ` · everyone saw: ${s3.hand.known.map((c3) => cardName(ctx.catalog, c3)).join(", ")}` : "";
  const deciding = cards.some((card3) => hasClass(card3, "vw-choice"));
  const packed = cards.length > MANY ? " vw-v19-hand-many" : "";
  return h2("div", { class: "vw-zone vw-v19-hand-zone", [FIT_ATTRIBUTE]: "" }, [
    h2("span", { class: "vw-zone-label", "data-testid": "vw-v19-hand-label", text: `${label}${limit}${known}` }),
    h2(
      "div",
      {
        class: `vw-row vw-hand vw-v19-hand${packed}${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": s3.seat,
        "data-count": s3.hand.count,
        "data-testid": `vw-hand-${s3.seat}`
      },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "no cards" })]
    )
  ]);
}
function talentCards(ctx, s3) {
  const codes = new Set(
    [...[...ctx.place.elements.values()].flat(), ...ctx.unavailable].filter((item) => item.target.zone === "talent" && item.target.seat === s3.seat).map((item) => (
      /** @type {string} */
      item.target.card
    ))
  );
  if (!codes.size) return null;
  return h2(
    "span",
    {
      class: "vw-row vw-v19-talent-cards",
      role: "group",
      "aria-label": "Discard to activate the talent",
      "data-zone": "talent",
      "data-seat": s3.seat
    },
    [
      h2("span", { class: "vw-v19-talent-hint", text: "Discard to activate:" }),
      ...[...codes].map(
        (code2) => offer(ctx, h2("span", { class: "vw-v19-talent-card", "data-card": code2, text: cardName(ctx.catalog, code2) }), {
          zone: "talent",
          seat: s3.seat,
          card: code2
        })
      )
    ]
  );
}

// js/games/venture_2019/middle.js
var PHASES = [
  { id: "draw", number: 1, name: "Draw 1 face up" },
  { id: "actions", number: 2, name: "Actions" },
  { id: "missions", number: 3, name: "Mission" },
  { id: "refill", number: 4, name: "Draw & discard" }
];
function middle(ctx) {
  return h2("section", { class: "vw-middle vw-v19-middle", "aria-label": "Middle of the table" }, [
    turnTrack(ctx),
    h2("div", { class: "vw-v19-centre" }, [piles(ctx), faceUp(ctx), resolving(ctx)]),
    chain(ctx),
    choices(ctx, "looking", "The top cards of the deck: keep one", ctx.view.looking ?? []),
    ctx.view.decision?.kind === "take" && ctx.view.decision.owner === ctx.view.seat ? choices(ctx, "discard", "Take a card from the discard pile", takeable(ctx)) : null
  ]);
}
function turnTrack(ctx) {
  const { view } = ctx;
  const clockwise = view.direction !== -1;
  const left = view.actions_left;
  return h2("div", { class: "vw-v19-track", "data-testid": "vw-v19-track", "data-phase": view.phase }, [
    h2("span", {
      class: "vw-v19-whose",
      text: view.is_over ? "The game is over" : view.active === view.seat ? "Your turn" : `${seatName(ctx.seats, view.active, view.seat)}'s turn`
    }),
    h2(
      "ol",
      { class: "vw-v19-phases", "aria-label": "Phases of the turn" },
      PHASES.map(
        (p3) => h2(
          "li",
          {
            class: `vw-v19-phase${p3.id === view.phase ? " vw-v19-now" : ""}`,
            "data-phase": p3.id,
            "aria-current": p3.id === view.phase ? "step" : null
          },
          [
            h2("span", { class: "vw-v19-phase-number", text: String(p3.number) }),
            h2("span", { text: p3.name }),
            p3.id === "actions" && p3.id === view.phase && left != null ? h2("span", { class: "vw-v19-left", "data-testid": "vw-v19-actions-left", text: ` · ${left} left` }) : null
          ]
        )
      )
    ),
    h2("span", {
      class: "vw-v19-direction",
      "data-testid": "vw-v19-direction",
      "data-direction": clockwise ? "clockwise" : "counter-clockwise",
      title: "The turn order; a Change of Direction turns it around",
      text: clockwise ? "↻ clockwise" : "↺ counter-clockwise"
    })
  ]);
}
function piles(ctx) {
  const { view, catalog } = ctx;
  const discard = view.discard ?? [];
  const top = discard.length ? cardFace(catalog, discard[discard.length - 1], { size: "small" }) : null;
  const list = discard.length ? [
    memo(
      "discard-cards",
      [catalog, discard.join(" ")],
      () => [...discard].reverse().map((code2) => cardFace(catalog, code2, { size: "small" }))
    )
  ] : [];
  return h2("div", { class: "vw-v19-piles" }, [
    h2(
      "div",
      { class: "vw-zone vw-pile-zone", "data-zone": "deck", "data-testid": "vw-deck", "data-count": view.deck },
      [
        h2("span", { class: "vw-zone-label", text: `Deck (${view.deck})` }),
        view.deck ? cardBack() : h2("span", { class: "vw-empty", text: "empty" })
      ]
    ),
    browsable(
      `Discard pile (${discard.length})`,
      "discard",
      { "data-zone": "discard-pile", "data-testid": "vw-discard", "data-count": discard.length },
      list,
      { top }
    )
  ]);
}
function faceUp(ctx) {
  const code2 = ctx.view.face_up;
  if (!code2) return null;
  return h2("div", { class: "vw-zone vw-v19-face-up", "data-zone": "face_up", "data-testid": "vw-v19-face-up" }, [
    h2("span", {
      class: "vw-zone-label",
      text: `Drawn face up by ${ctx.view.active === ctx.view.seat ? "you" : seatName(ctx.seats, ctx.view.active)}`
    }),
    offerCard(ctx, cardFace(ctx.catalog, code2), code2)
  ]);
}
function resolving(ctx) {
  const code2 = ctx.view.resolving;
  if (!code2) return null;
  return h2("div", { class: "vw-zone vw-v19-resolving", "data-testid": "vw-v19-resolving" }, [
    h2("span", { class: "vw-zone-label", text: "Taking effect" }),
    cardFace(ctx.catalog, code2)
  ]);
}
function aimWords(ctx, link2) {
  const name = (seat) => seat === ctx.view.seat ? "you" : `Seat ${seat}`;
  const player = link2.player == null ? "the bulb" : name(link2.player);
  return link2.target == null ? player : `${player} → ${name(link2.target)}`;
}
function questionWords(ctx, links) {
  const top = links[links.length - 1];
  if (!top) return "";
  const viewer = ctx.view.seat;
  const who = (seat) => seat == null ? "" : seat === viewer ? "you" : seatName(ctx.seats, seat, viewer);
  const name = cardName(ctx.catalog, top.card);
  const below = links[links.length - 2];
  if (below && top.target == null && cardInfo(ctx.catalog, top.card).timing === "instant") {
    const player2 = who(top.player);
    return `${player2 === "you" ? "You answer" : `${player2} answers`} ${cardName(ctx.catalog, below.card)} with ${name}`;
  }
  const on = top.target == null ? "" : ` on ${who(top.target)}`;
  if (top.player == null) return `The bulb is on: ${name}${on}`;
  const player = who(top.player);
  return `${player === "you" ? "You play" : `${player} plays`} ${name}${on}`;
}
function chain(ctx) {
  const { view, catalog } = ctx;
  const links = view.chain ?? [];
  if (!links.length) return null;
  const asked = view.decision?.kind === "answer" && view.decision.owner === view.seat && ctx.place.buttons.length + ctx.plays.size > 0;
  const name = (seat) => seatName(ctx.seats, seat, view.seat);
  const asking = view.asking ?? [];
  const pass = ctx.place.buttons.find((item) => item.target.label === "Pass");
  const zone6 = { class: `vw-v19-chain-zone${asked ? " vw-v19-asked" : ""}`, "data-testid": "vw-v19-chain-zone" };
  return h2("div", { ...zone6, [FIT_ATTRIBUTE]: "" }, [
    asked ? h2("div", { class: "vw-v19-banner", role: "status", "data-testid": "vw-v19-banner" }, [
      h2("strong", { class: "vw-v19-banner-text", text: `${questionWords(ctx, links)}.` }),
      h2("span", {
        text: ctx.plays.size ? " Answer with a lit instant of your hand, or pass." : " You hold no instant that answers it."
      }),
      pass ? passButton(ctx, pass) : null
    ]) : null,
    h2("span", { class: "vw-zone-label", text: "In play (the newest resolves first)" }),
    h2(
      "ol",
      { class: "vw-v19-chain", "data-zone": "chain", "data-testid": "vw-v19-chain", "aria-label": "Cards in play" },
      links.map(
        (link2, i3) => h2(
          "li",
          {
            class: `vw-v19-link${link2.cancelled ? " vw-v19-cancelled" : ""}`,
            "data-card": link2.card,
            "data-position": i3
          },
          [
            cardFace(catalog, link2.card, { size: "small" }),
            h2("span", { class: "vw-v19-link-aim", text: aimWords(ctx, link2) }),
            link2.cancelled ? h2("span", { class: "vw-v19-link-note", text: "cancelled" }) : null
          ]
        )
      )
    ),
    asking.length ? h2("p", {
      class: "vw-v19-asking",
      "data-testid": "vw-v19-asking",
      text: `Asked in turn: ${asking.map(name).join(", ")}`
    }) : null
  ]);
}
function passButton(ctx, pass) {
  ctx.offered.add(pass.action);
  return actionButton(pass, pass.target.label, "vw-button vw-v19-pass");
}
function takeable(ctx) {
  return (ctx.view.discard ?? []).filter(
    (code2) => ctx.place.elements.has(elementKey({ zone: "discard", card: code2 }))
  );
}
function choices(ctx, zone6, label, codes) {
  if (!codes.length) return null;
  const cards = grouped(codes).map(
    ({ code: code2, count }) => offer(ctx, cardFace(ctx.catalog, code2, { size: "small", count }), { zone: zone6, card: code2 })
  );
  return h2("div", { class: "vw-zone vw-v19-choices" }, [
    h2("span", { class: "vw-zone-label", text: label }),
    h2(
      "div",
      {
        class: "vw-row vw-v19-choice-row",
        role: "group",
        "aria-label": label,
        "data-zone": zone6,
        "data-testid": `vw-v19-${zone6}`
      },
      cards
    )
  ]);
}

// js/games/venture_2019/prompt.js
var sentence = (text) => /[.!?:]$/.test(text) ? text : `${text}.`;
function toViewer(prompt, viewer) {
  if (viewer == null) return prompt;
  const seat = `Seat ${viewer}(?!\\d)`;
  return prompt.replace(new RegExp(`(^|[.!?:] )${seat}'s`, "g"), "$1Your").replace(new RegExp(`${seat}'s`, "g"), "your").replace(new RegExp(`\\bof ${seat}`, "g"), "of yours").replace(new RegExp(`\\bon ${seat}`, "g"), "on you");
}
function promptSentence2({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const name = (seat) => seatName(seats, seat, view.seat ?? null);
  if (view.is_over) {
    const winners = (view.outcome?.winners ?? []).map(name);
    return winners.length ? `The game is over: ${winners.join(" and ")} wins the Nobel Prize.` : "The game is over.";
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = toViewer(String(decision.prompt ?? "").trim(), view.seat ?? null);
  if (decision.owner === view.seat && legal.length) {
    if (selected) return `${cardName(catalog, selected)}: choose a lit player (Escape goes back).`;
    return prompt ? sentence(prompt) : "Your decision.";
  }
  return sentence(`${name(decision.owner ?? 0)} is deciding${prompt ? `: ${prompt}` : ""}`);
}
function headline2(view) {
  if (!view) return "";
  if (view.is_over) return "The Nobel Prize is awarded";
  const phase = PHASES.find((p3) => p3.id === view.phase);
  const now = phase ? ` · Phase ${phase.number}: ${phase.name}` : "";
  return `Turn ${view.turn} · Seat ${view.active}${now}`;
}

// js/games/venture_2019/table.js
function drawTable(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const seats = view.seats ?? [];
  const others = otherSeats(view.players, viewer).map((seat) => seatArea(ctx, seats[seat], false));
  const centre = middle(ctx);
  const own = viewer == null ? null : seatArea(ctx, seats[viewer], true);
  const buttons = leftoverButtons(ctx);
  return {
    className: `vw-v19-table vw-v19-p${view.players}`,
    others: h2("div", { class: "vw-others vw-v19-others", "data-count": others.length }, others),
    middle: centre,
    bar: buttons.length ? h2(
      "div",
      { class: "vw-v19-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
      buttons
    ) : null,
    own
  };
}

// js/games/venture_2019/index.js
var venture2019 = {
  title: "Venture (2019)",
  headline: headline2,
  table: ({ view, catalog, legal, unavailable, seats, selected }) => drawTable({
    view,
    catalog,
    seats,
    selected,
    unavailable,
    place: placeActions(legal),
    offered: /* @__PURE__ */ new Set(),
    plays: cardPlays(legal)
  }),
  // a card used on a player it names is picked first, then a lit player (a choice in two steps)
  selectors: (legal) => aimedCards(legal, null),
  prompt: promptSentence2,
  eventTargets: eventTargets2,
  eventMotion
};

// js/games/venture_forth/events.js
var zone2 = (zone6, seat) => seat == null ? `[data-zone="${zone6}"]` : `[data-zone="${zone6}"][data-seat="${seat}"]`;
var at = (id) => id ? [`[data-space="${id}"]`] : [];
var member = (e3) => e3.card && e3.seat != null ? [`${zone2("party", e3.seat)} [data-card="${e3.card}"]`] : [];
var pawn = (e3) => e3.seat == null ? [] : [`[data-pawn="${e3.seat}"]`];
var JOURNEY = '[data-testid="vw-vf-journey"]';
var TARGETS2 = {
  start: (e3) => member(e3),
  pawn: (e3) => [...pawn(e3), ...at(e3.site)],
  play: (e3) => [...at(e3.space), zone2("hand", e3.seat)],
  will: (e3) => member(e3),
  coins: (e3) => [zone2("coins", e3.seat)],
  pay: (e3) => [zone2("coins", e3.seat)],
  no_coin: (e3) => [zone2("coins", e3.seat)],
  points: (e3) => [zone2("points", e3.seat), `[data-score="${e3.seat}"]`],
  draw: (e3) => [zone2("deck"), zone2("hand", e3.seat), zone2("hand-count", e3.seat)],
  token_drawn: () => [zone2("token-supply"), JOURNEY],
  token: (e3) => at(e3.path),
  venture: (e3) => [...at(e3.path), ...pawn(e3)],
  meet: (e3) => [...at(e3.space), ...pawn(e3), JOURNEY],
  recruit: (e3) => [...member(e3), zone2("coins", e3.seat)],
  no_recruit: (e3) => [JOURNEY],
  exert: (e3) => [...member(e3), '[data-testid="vw-vf-party-power"]'],
  defeat: () => [JOURNEY, zone2("discard")],
  undefeated: () => [JOURNEY],
  lose: (e3) => member(e3),
  despair: (e3) => member(e3),
  relief: (e3) => member(e3),
  ambition: (e3) => member(e3),
  ambition_pass: (e3) => [zone2("party", e3.seat)],
  ambition_short: (e3) => member(e3),
  level_up: (e3) => [...member(e3), zone2("level3")],
  arrive: (e3) => [...pawn(e3), ...at(e3.site)],
  explore: (e3) => [...at(e3.path), zone2("explored", e3.seat)],
  look: (e3) => [zone2("treasure-deck"), JOURNEY],
  keep: (e3) => [zone2("treasures", e3.seat)],
  offer: (e3) => [...e3.temple ? [`[data-temple="${e3.temple}"]`] : [], zone2("coins", e3.seat)],
  move: (e3) => [...pawn(e3), ...at(e3.site)],
  use: (e3) => [zone2("treasures", e3.seat)],
  discard: (e3) => [zone2("hand", e3.seat), zone2("discard")],
  upright: (e3) => at(e3.space),
  zeus: () => ['[data-testid="vw-board"]'],
  reshuffle: () => [zone2("deck"), zone2("discard")]
};
function eventTargets3(event) {
  const targets = TARGETS2[event.type];
  if (targets) return targets(event);
  return event.seat == null ? [] : [`[data-seat-area="${event.seat}"]`];
}
function pawnBefore(seat, { earlier, before }) {
  for (let i3 = earlier.length - 1; i3 >= 0; i3--) {
    const e3 = earlier[i3];
    if (e3.seat !== seat) continue;
    if (e3.type === "meet" && e3.space) return e3.space;
    if ((e3.type === "arrive" || e3.type === "move" || e3.type === "pawn") && e3.site) return e3.site;
  }
  if (before?.travel && before.active === seat && before.travel.space) return before.travel.space;
  return before?.board?.pawns?.find((p3) => p3.seat === seat)?.site ?? null;
}
function pawnMove(e3, ctx, to) {
  const from = pawnBefore(e3.seat, ctx);
  if (!from || !to || from === to) return null;
  return { from: `[data-space="${from}"]`, to: `[data-space="${to}"]`, piece: `[data-pawn="${e3.seat}"]` };
}
var MOTIONS2 = {
  play: (e3) => e3.space ? { from: zone2("hand", e3.seat), to: `[data-space="${e3.space}"]` } : null,
  draw: (e3) => ({ from: zone2("deck"), to: zone2("hand", e3.seat) }),
  meet: (e3, ctx) => pawnMove(e3, ctx, e3.space),
  arrive: (e3, ctx) => pawnMove(e3, ctx, e3.site),
  move: (e3, ctx) => pawnMove(e3, ctx, e3.site),
  recruit: (e3) => e3.card ? { from: JOURNEY, to: member(e3)[0] } : null,
  // a Level III card taken from its stack to the adventurer
  level_up: (e3) => e3.level3 && e3.card ? { from: `[data-zone="level3"] [data-card="${e3.level3}"]`, to: member(e3)[0] } : null
};
function eventMotion2(event, ctx) {
  return MOTIONS2[event.type]?.(event, ctx) ?? null;
}

// js/games/venture_forth/catalog.js
var REGION_COLOURS = (
  /** @type {Record<string, string>} */
  {
    shore: "#1d5c96",
    country: "#2e6b30",
    mountains: "#56616b",
    wilderness: "#7a4a1f"
  }
);
var SEAT_COLOURS = ["#d32f2f", "#f9a825", "#8e24aa", "#00897b"];
var SYMBOL_WORDS = (
  /** @type {Record<string, string>} */
  {
    will: "Will",
    coin: "Coin",
    will_plus: "Will+",
    coin_or_will: "Coin/Will"
  }
);
var TEMPLE_WORDS = (
  /** @type {Record<string, string>} */
  {
    hermes: "Hermes",
    hestia: "Hestia",
    nike: "Nike",
    muses: "the Muses",
    hades: "Hades"
  }
);
var nameOf = (code2) => {
  const words = String(code2).replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
function cardInfo2(catalog, code2) {
  const card3 = catalog.cards?.[code2];
  if (card3) return { ...card3, known: true };
  return { code: code2, name: nameOf(code2), kind: "adventurer", region: "", power: 0, known: false };
}
var cardName2 = (catalog, code2) => catalog.cards?.[code2]?.name ?? catalog.treasures?.[code2]?.name ?? catalog.levels?.[code2]?.name ?? nameOf(code2);
function desireWords(card3) {
  if (card3.kind === "enemy") {
    const wanted = card3.desires ?? [];
    if (!wanted.length) return "";
    const counts = wanted.reduce((acc, d3) => {
      acc[d3] = (acc[d3] ?? 0) + 1;
      return acc;
    }, {});
    const parts = Object.entries(counts).map(([d3, n2]) => `${n2} ${d3}`);
    return `${card3.vicious ? "vicious: desires" : "desires"} ${parts.join(" and ")}`;
  }
  return card3.desire ? `desires ${card3.desire}` : "";
}
function cardSummary(card3) {
  const kind = card3.kind === "enemy" ? "enemy" : "adventurer";
  const region = card3.region ? `${card3.region} ` : "";
  const parts = [`${card3.name}: ${region}${kind} of power ${card3.power}`, desireWords(card3)];
  if (card3.kind !== "enemy" && card3.ambition) parts.push(`ambition: ${card3.ambition}`);
  return parts.filter(Boolean).join("; ");
}
function levelCard(catalog, member2) {
  const code2 = member2.level3 ?? (member2.level >= 2 ? "level_ii" : "level_i");
  const data = catalog.levels?.[code2];
  return {
    code: code2,
    name: data?.name ?? (member2.level3 ? nameOf(code2) : `Level ${member2.level >= 2 ? "II" : "I"}`),
    lines: data?.text ?? [],
    level: data?.level ?? member2.level
  };
}
function treasureInfo(catalog, code2) {
  return catalog.treasures?.[code2] ?? { name: nameOf(code2), type: "", points: 0, text: "" };
}
function tokenFace(catalog, code2) {
  const token = (catalog.tokens ?? []).find((t3) => t3.code === code2);
  if (!token) return { text: nameOf(code2), glyph: "?" };
  const glyph3 = [
    token.coins ? `${token.coins}c` : "",
    token.treasures ? `${token.treasures}T` : "",
    token.despair ? `${token.despair}D` : ""
  ].filter(Boolean).join(" ");
  return { text: token.text, glyph: glyph3 };
}
function boardOf(catalog, view) {
  const side = view?.board?.side ?? catalog.default_board ?? "";
  return catalog.boards?.[side] ?? { name: "", sites: [], paths: [] };
}
function counted(n2, unit) {
  return unit === "will" || unit === "despair" ? `${n2} ${unit}` : countOf(n2, unit);
}

// js/games/venture_forth/offer.js
function handPlays(legal) {
  const plays = /* @__PURE__ */ new Map();
  for (const item of legal) {
    const { zone: zone6, card: card3, seat } = item.target;
    if (zone6 !== "board" || card3 == null || seat == null) continue;
    plays.set(card3, [...plays.get(card3) ?? [], item]);
  }
  return plays;
}
function offer2(ctx, el, where) {
  if (!offers(ctx, where)) return el;
  const key = elementKey(where);
  const [item] = ctx.place.elements.get(key) ?? [];
  ctx.offered.add(key);
  return asAction(el, item.action, item.text);
}
function offers(ctx, where) {
  const key = elementKey(where);
  return ctx.place.elements.get(key)?.length === 1 && !ctx.offered.has(key);
}
function offerHandCard(ctx, el, seat, code2) {
  if (!ctx.plays.has(code2)) return offer2(ctx, el, { zone: "hand", seat, card: code2 });
  const spaces = (ctx.plays.get(code2) ?? []).length;
  const name = cardName2(ctx.catalog, code2);
  return asSelector(el, code2, `${name}: pick it, then one of the ${spaces} lit spaces`, ctx.selected === code2);
}
function offerSpace(ctx, el, space3, onIt) {
  const play = ctx.selected ? (ctx.plays.get(ctx.selected) ?? []).find((item) => item.target.space === space3) : null;
  if (play) {
    ctx.offered.add(elementKey(play.target));
    toggleClass(el, "vw-vf-lit");
    if (!ctx.offered.has("focus-first")) setAttrs(el, { "data-focus-first": "" });
    ctx.offered.add("focus-first");
    return asAction(el, play.action, play.text);
  }
  if (!onIt) return el;
  const items = ctx.place.elements.get(elementKey({ zone: "board", card: onIt, space: space3 }));
  if (items?.length === 1) toggleClass(el, "vw-vf-lit");
  return offer2(ctx, el, { zone: "board", card: onIt, space: space3 });
}
function actionButton2(item, label, cls = "vw-button vw-primary vw-vf-decide") {
  const button = asAction(h2("button", { type: "button", class: cls, text: label }), item.action, item.text);
  setAttrs(button, { "aria-label": null, "aria-description": item.text });
  return button;
}
function leftoverButtons2(ctx, which = () => true) {
  const buttons = [];
  for (const item of ctx.place.buttons) {
    const key = `button:${item.action}`;
    if (ctx.offered.has(key) || !which(item)) continue;
    ctx.offered.add(key);
    buttons.push(actionButton2(item, item.target.label));
  }
  for (const [key, items] of ctx.place.elements) {
    if (ctx.offered.has(key)) continue;
    const mine = items.filter((item) => which(item) && !ctx.offered.has(`act:${item.action}`));
    if (!mine.length) continue;
    for (const item of mine) ctx.offered.add(`act:${item.action}`);
    if (items.every((item) => ctx.offered.has(`act:${item.action}`))) ctx.offered.add(key);
    for (const item of mine) {
      const play = item.target.zone === "board" && ctx.plays.has(item.target.card ?? "");
      if (play) continue;
      buttons.push(actionButton2(item, buttonLabel(ctx, item.target)));
    }
  }
  return buttons;
}
function buttonLabel(ctx, target) {
  if (target.card == null) return target.label;
  const name = cardName2(ctx.catalog, target.card);
  return target.zone === "party" ? `${name}: ${target.label}` : `${target.label} ${name}`;
}

// js/games/venture_forth/prompt.js
var sentence2 = (text) => /[.!?:]$/.test(text) ? text : `${text}.`;
function promptSentence3({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.is_over) {
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s3) => seatName(seats, s3, viewer)).join(" and ");
    if (!winners.length) return "The game is over.";
    return winners.length === 1 ? `The game is over: ${names} wins.` : `The game is over: ${names} share the victory.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = String(decision.prompt ?? "").trim();
  if (decision.owner !== viewer || !legal.length)
    return sentence2(`${seatName(seats, decision.owner ?? 0, viewer)} is deciding${prompt ? `: ${prompt}` : ""}`);
  if (selected) return `${cardName2(catalog, selected)}: choose a lit space on the board (Escape goes back).`;
  return prompt ? sentence2(prompt) : "Your decision.";
}
function headline3(view) {
  if (!view) return "";
  if (view.is_over) return "Final scores";
  if (view.phase === "setup") return "Setup";
  const notes2 = [
    view.nike_turn ? "a turn from Nike" : "",
    view.final_order ? "last turns" : "",
    view.tokens_left != null ? `${view.tokens_left} explore tokens left` : ""
  ].filter(Boolean);
  return [`Turn ${view.turn ?? ""}: Seat ${view.active}`, ...notes2].join(" · ");
}

// js/games/venture_forth/geometry.js
var SPOT_OFFSET = 6.5;
function pathLine(board, path2) {
  const site = (id) => board.sites.find((s3) => s3.id === id);
  const a3 = site(path2.a);
  const b = site(path2.b);
  return [a3, ...path2.spaces, b].filter((p3) => p3 !== void 0).map((p3) => ({ x: p3.x, y: p3.y }));
}
var distance = (a3, b) => Math.hypot(a3.x - b.x, a3.y - b.y);
function tokenSpots(board) {
  const taken = [...board.sites, ...board.paths.flatMap((p3) => p3.spaces)].map((p3) => ({ x: p3.x, y: p3.y }));
  const spots = /* @__PURE__ */ new Map();
  for (const path2 of board.paths) {
    const line = pathLine(board, path2);
    const candidates = [];
    for (let i3 = 0; i3 + 1 < line.length; i3++) {
      const [a3, b] = [line[i3], line[i3 + 1]];
      const length = distance(a3, b) || 1;
      const [nx, ny] = [-(b.y - a3.y) / length, (b.x - a3.x) / length];
      for (const side of [1, -1]) {
        const x2 = (a3.x + b.x) / 2 + side * nx * SPOT_OFFSET;
        const y3 = (a3.y + b.y) / 2 + side * ny * SPOT_OFFSET;
        if (x2 >= 3 && x2 <= 97 && y3 >= 3 && y3 <= 97) candidates.push({ x: x2, y: y3 });
      }
    }
    const room2 = (c3) => Math.min(...taken.map((t3) => distance(c3, t3)));
    const best = candidates.reduce((a3, b) => room2(b) > room2(a3) ? b : a3, candidates[0] ?? line[0]);
    spots.set(path2.id, best);
    taken.push(best);
  }
  return spots;
}
function pawnSpots(board, pawns, travel, traveller) {
  const spaces = new Map(board.paths.flatMap((p3) => p3.spaces).map((s3) => [s3.id, s3]));
  const sites = new Map(board.sites.map((s3) => [s3.id, s3]));
  const count = /* @__PURE__ */ new Map();
  return pawns.flatMap(({ seat, site }) => {
    const space3 = travel && seat === traveller && travel.space ? spaces.get(travel.space) : void 0;
    if (space3) return [{ seat, x: space3.x, y: space3.y - 6.4, at: space3.id }];
    const place = sites.get(site);
    if (!place) return [];
    const n2 = count.get(site) ?? 0;
    count.set(site, n2 + 1);
    const dx = n2 % 2 ? 8 : -8;
    const dy = n2 < 2 ? -1 : 4;
    return [{ seat, x: place.x + dx, y: place.y + dy, at: site }];
  });
}

// js/games/venture_forth/board.js
var CARD_W = 10.4;
var CARD_H = 7.6;
var SITE_R = 6.4;
var LINE_CHARS2 = 8;
var KIND_W = 6.2;
function nameLines(name) {
  if (name.length <= LINE_CHARS2 || !name.includes(" ")) return [name];
  const spaces = [...name].map((c3, i3) => c3 === " " ? i3 : -1).filter((i3) => i3 >= 0);
  const cut = spaces.reduce((a3, b) => Math.abs(b - name.length / 2) < Math.abs(a3 - name.length / 2) ? b : a3);
  return [name.slice(0, cut), name.slice(cut + 1)];
}
var SPOTS = (
  /** @type {WeakMap<import("./catalog.js").BoardData, Map<string, {x: number, y: number}>>} */
  /* @__PURE__ */ new WeakMap()
);
function spotsOf(board) {
  let spots = SPOTS.get(board);
  if (!spots) SPOTS.set(board, spots = tokenSpots(board));
  return spots;
}
function boardSvg(ctx) {
  const { view, catalog } = ctx;
  const board = boardOf(catalog, view);
  const cards = new Map((view.board?.cards ?? []).map((c3) => [c3.space, c3]));
  const tokens = new Map((view.board?.tokens ?? []).map((t3) => [t3.path, t3]));
  const spots = spotsOf(board);
  const travel = view.travel ?? null;
  const pawns = pawnSpots(board, view.board?.pawns ?? [], travel, travel ? view.active : null);
  return svg(
    "svg",
    {
      class: "vw-vf-board",
      viewBox: "-3 -3 106 106",
      role: "group",
      "aria-label": `Board${board.name ? `: ${board.name}` : ""}`,
      "data-zone": "board",
      "data-testid": "vw-board"
    },
    [
      svg("rect", { class: "vw-vf-board-bg", x: -3, y: -3, width: 106, height: 106, rx: 3 }),
      svg(
        "g",
        { class: "vw-vf-paths" },
        board.paths.map((p3) => pathEl(ctx, board, p3, spots.get(p3.id) ?? { x: 0, y: 0 }, tokens.get(p3.id), travel))
      ),
      svg(
        "g",
        { class: "vw-vf-sites" },
        board.sites.map((s3) => siteEl(ctx, board, s3))
      ),
      svg(
        "g",
        { class: "vw-vf-spaces" },
        board.paths.flatMap((p3) => p3.spaces.map((s3) => spaceEl(ctx, board, s3, cards.get(s3.id) ?? null, travel)))
      ),
      svg(
        "g",
        { class: "vw-vf-pawns" },
        pawns.map((p3) => pawn2(ctx, p3))
      ),
      previewGhost(ctx, board)
    ]
  );
}
function pathEl(ctx, board, path2, spot, token, travel) {
  const journey = travel?.path === path2.id;
  const shown2 = token ? token.token ?? "hidden" : null;
  const drawing3 = frozen(board, `path|${path2.id}|${token ? `${token.token}|${token.face_up}` : "none"}`, () => {
    const points2 = pathLine(board, path2).map((p3) => `${p3.x},${p3.y}`).join(" ");
    const face = token?.token ? tokenFace(ctx.catalog, token.token) : null;
    const words = token ? face ? `explore token: ${face.text}` : "an explore token, face down" : "no explore token";
    return [
      svg("title", {}, [`Path ${path2.id} (${counted(path2.spaces.length, "space")}); ${words}`]),
      svg("polyline", { class: "vw-vf-path-hit", points: points2 }),
      svg("polyline", { class: "vw-vf-path-line", points: points2 }),
      svg("g", { class: "vw-vf-token-spot", transform: `translate(${spot.x} ${spot.y})` }, [
        ...token ? tokenDisc(face?.glyph ?? null, token.face_up) : [svg("circle", { class: "vw-vf-spot-empty", r: 2.4 })]
      ])
    ];
  });
  const g3 = svg(
    "g",
    { class: `vw-vf-path${journey ? " vw-vf-journey-path" : ""}`, "data-space": path2.id, "data-token": shown2 },
    [drawing3]
  );
  return offer2(ctx, g3, { zone: "path", space: path2.id });
}
function tokenDisc(glyph3, faceUp2) {
  if (glyph3 == null)
    return [
      svg("polygon", { class: "vw-vf-token-back", points: hexagon(3) }),
      svg("text", { class: "vw-vf-token-back-mark", y: 1, "text-anchor": "middle", text: "?" })
    ];
  return [
    svg("polygon", { class: `vw-vf-token-face${faceUp2 ? "" : " vw-vf-known"}`, points: hexagon(3.3) }),
    svg("text", {
      class: "vw-vf-token-text",
      y: 0.7,
      "text-anchor": "middle",
      text: glyph3,
      textLength: glyph3.length > 4 ? 5.4 : null,
      lengthAdjust: glyph3.length > 4 ? "spacingAndGlyphs" : null
    })
  ];
}
var hexagon = (r3) => Array.from({ length: 6 }, (_3, i3) => {
  const a3 = Math.PI / 3 * i3 + Math.PI / 6;
  return `${(r3 * Math.cos(a3)).toFixed(2)},${(r3 * Math.sin(a3)).toFixed(2)}`;
}).join(" ");
function siteEl(ctx, board, site) {
  const drawing3 = frozen(board, `site|${site.id}`, () => {
    const temple = site.temple ? TEMPLE_WORDS[site.temple] ?? site.temple : null;
    const below = site.y >= 50;
    return [
      svg("title", {}, [`${site.name} (${site.region})${temple ? `: Temple of ${temple}` : ": no temple"}`]),
      svg("circle", { class: "vw-vf-site-halo", r: SITE_R + 1.6 }),
      svg("circle", { class: "vw-vf-site-disc", r: SITE_R, fill: REGION_COLOURS[site.region] ?? "#555" }),
      temple ? svg("text", { class: "vw-vf-temple", y: -0.4, "text-anchor": "middle" }, [
        svg("tspan", { x: 0, text: "Temple" }),
        svg("tspan", { x: 0, dy: 2.4, text: temple.replace(/^the /, "") })
      ]) : svg("text", { class: "vw-vf-temple", y: 0.7, "text-anchor": "middle", text: "no temple" }),
      svg("text", {
        class: "vw-vf-site-name",
        y: below ? SITE_R + 3 : -SITE_R - 1.2,
        "text-anchor": "middle",
        text: site.name
      })
    ];
  });
  const g3 = svg(
    "g",
    {
      class: "vw-vf-site",
      transform: `translate(${site.x} ${site.y})`,
      "data-space": site.id,
      "data-region": site.region,
      "data-temple": site.temple
    },
    [drawing3]
  );
  return offer2(ctx, g3, { zone: "site", space: site.id });
}
function spaceEl(ctx, board, space3, onIt, travel) {
  const here = travel?.space === space3.id && onIt != null;
  const drawing3 = frozen(board, `space|${space3.id}|${onIt ? `${onIt.card}|${onIt.wandering}` : "empty"}`, () => {
    const symbol = SYMBOL_WORDS[space3.symbol] ?? space3.symbol;
    const info = onIt ? cardInfo2(ctx.catalog, onIt.card) : null;
    const title = [
      info ? `${cardSummary(info)}${onIt?.wandering ? " (wandering)" : ""}` : "empty",
      `space ${space3.id}: ${space3.text ?? symbol}`
    ].join("; ");
    return [
      svg("title", {}, [title]),
      svg("rect", {
        class: "vw-vf-space-halo",
        x: -CARD_W / 2 - 1.3,
        y: -CARD_H / 2 - 1.3,
        width: CARD_W + 2.6,
        height: CARD_H + 2.6,
        rx: 1.8
      }),
      svg("rect", { class: "vw-vf-slot", x: -CARD_W / 2, y: -CARD_H / 2, width: CARD_W, height: CARD_H, rx: 1 }),
      ...onIt && info ? [boardCard(info, onIt.wandering)] : slotSymbol(space3.symbol, symbol),
      space3.explore ? exploreIcon(onIt != null) : null
    ];
  });
  const g3 = svg(
    "g",
    {
      class: `vw-vf-space${onIt ? " vw-vf-filled" : ""}${here ? " vw-vf-here" : ""}`,
      transform: `translate(${space3.x} ${space3.y})`,
      "data-space": space3.id,
      "data-symbol": space3.symbol,
      "data-wandering": onIt ? String(onIt.wandering) : null
    },
    [drawing3]
  );
  return offerSpace(ctx, g3, space3.id, onIt?.card ?? null);
}
function slotSymbol(kind, word) {
  const will = (x2) => svg("circle", { class: "vw-vf-sym-will", cx: x2, cy: -1.2, r: 1.35 });
  const coin2 = (x2) => svg("circle", { class: "vw-vf-sym-coin", cx: x2, cy: -1.2, r: 1.35 });
  const marks = kind === "will" ? [will(0)] : kind === "coin" ? [coin2(0)] : kind === "will_plus" ? [will(-1.6), will(1.6)] : [coin2(-1.6), will(1.6)];
  return [...marks, svg("text", { class: "vw-vf-sym-text", y: 2.6, "text-anchor": "middle", text: word })];
}
function exploreIcon(covered) {
  const [x2, y3] = covered ? [CARD_W / 2, -CARD_H / 2] : [CARD_W / 2 - 1.6, -CARD_H / 2 + 1.6];
  return svg("g", { class: "vw-vf-explore-icon", transform: `translate(${x2} ${y3})` }, [
    svg("circle", { r: 1.35 }),
    svg("polygon", { points: "0,-1.1 0.3,-0.3 1.1,0 0.3,0.3 0,1.1 -0.3,0.3 -1.1,0 -0.3,-0.3" })
  ]);
}
function boardCard(info, wandering) {
  const lines = nameLines(info.name);
  const enemy = info.kind === "enemy";
  const badge = enemy ? svg("rect", { class: "vw-vf-bc-enemy", x: -5.2, y: -3.5, width: 3.2, height: 2.8, rx: 0.4 }) : svg("circle", { class: "vw-vf-bc-adventurer", cx: -3.6, cy: -2.1, r: 1.45 });
  return svg(
    "g",
    {
      class: `vw-vf-board-card${wandering ? " vw-vf-wandering" : ""}`,
      transform: wandering ? "rotate(90)" : null,
      "data-card": info.code,
      "data-region": info.region,
      "data-kind": info.kind
    },
    [
      svg("rect", {
        class: "vw-vf-bc-face",
        x: -CARD_W / 2,
        y: -CARD_H / 2,
        width: CARD_W,
        height: CARD_H,
        rx: 0.9,
        fill: REGION_COLOURS[info.region] ?? "#555"
      }),
      badge,
      svg("text", { class: "vw-vf-bc-power", x: -3.6, y: -1.35, "text-anchor": "middle", text: String(info.power) }),
      svg("text", {
        class: "vw-vf-bc-kind",
        x: 4.6,
        y: -1.6,
        "text-anchor": "end",
        text: enemy ? "enemy" : "adv.",
        // the word's letters as tall as the name's, narrowed to the room beside the badge
        textLength: enemy ? KIND_W : null,
        lengthAdjust: enemy ? "spacingAndGlyphs" : null
      }),
      ...lines.map(
        (line, i3) => svg("text", {
          class: "vw-vf-bc-name",
          y: (lines.length === 1 ? 2 : 1) + i3 * 2.2,
          "text-anchor": "middle",
          text: line,
          textLength: line.length >= LINE_CHARS2 ? CARD_W - 0.8 : null,
          lengthAdjust: line.length >= LINE_CHARS2 ? "spacingAndGlyphs" : null
        })
      )
    ]
  );
}
function previewGhost(ctx, board) {
  const target = ctx.preview?.target;
  const seat = ctx.view.seat;
  if (!target || seat == null) return null;
  const site = target.zone === "site" ? board.sites.find((s3) => s3.id === target.space) : null;
  if (site) return asGhost(pawn2(ctx, { seat, x: site.x - 8, y: site.y - 1, at: site.id }));
  const path2 = target.zone === "path" ? board.paths.find((p3) => p3.id === target.space) : null;
  if (path2 && ctx.preview?.action.startsWith("token ")) {
    const token = ctx.view.revealed_token;
    const glyph3 = token ? tokenFace(ctx.catalog, token)?.glyph ?? null : null;
    const spot = spotsOf(board).get(path2.id) ?? { x: 0, y: 0 };
    return asGhost(svg("g", { transform: `translate(${spot.x} ${spot.y})` }, tokenDisc(glyph3, false)));
  }
  if (path2) return asGhost(pawn2(ctx, { seat, ...setOut(board, path2, ctx.view, seat), at: path2.id }));
  const space3 = target.zone === "board" && target.seat != null && target.card != null ? board.paths.flatMap((p3) => p3.spaces).find((s3) => s3.id === target.space) : null;
  if (!space3) return null;
  const card3 = boardCard(cardInfo2(ctx.catalog, String(target.card)), false);
  setAttrs(card3, { "data-card": null });
  return asGhost(svg("g", { transform: `translate(${space3.x} ${space3.y})` }, [card3]));
}
function setOut(board, path2, view, seat) {
  const at2 = (view.board?.pawns ?? []).find((p3) => p3.seat === seat)?.site;
  const line = pathLine(board, path2);
  const [from, next] = at2 === path2.b ? [line[line.length - 1], line[line.length - 2]] : [line[0], line[1]];
  return { x: (from.x + next.x) / 2, y: (from.y + next.y) / 2 };
}
function pawn2(ctx, p3) {
  const who = seatName(ctx.seats, p3.seat, ctx.view.seat ?? null);
  return svg(
    "g",
    {
      class: "vw-vf-pawn",
      transform: `translate(${p3.x} ${p3.y})`,
      "data-pawn": p3.seat,
      "data-at": p3.at,
      fill: SEAT_COLOURS[p3.seat % SEAT_COLOURS.length],
      role: "img",
      "aria-label": `${who}'s pawn`
    },
    [
      svg("title", {}, [`${who}'s pawn`]),
      svg("path", { d: "M-2 2.4C-2 0.2 -1.2 -0.6 0 -0.6S2 0.2 2 2.4Z" }),
      svg("circle", { cy: -1.9, r: 1.4 })
    ]
  );
}

// js/games/venture_forth/cards.js
var MAX_PIPS = 6;
function pips(n2, kind) {
  const one = () => h2("span", { class: `vw-vf-pip vw-vf-pip-${kind}` });
  const shown2 = n2 === 0 ? [h2("span", { class: "vw-vf-pips-none", text: "0" })] : n2 <= MAX_PIPS ? Array.from({ length: n2 }, one) : [one(), h2("b", { text: `×${n2}` })];
  return h2(
    "span",
    { class: `vw-vf-pips vw-vf-${kind}`, "data-count": n2, title: counted(n2, kind), "aria-label": counted(n2, kind) },
    [h2("span", { class: "vw-vf-pips-label", text: kind === "will" ? "Will" : "Despair" }), ...shown2]
  );
}
function band(info, power = info.power) {
  const enemy = info.kind === "enemy";
  return h2("span", { class: "vw-vf-band", "aria-hidden": "true" }, [
    h2("span", {
      class: enemy ? "vw-vf-power vw-vf-power-enemy" : "vw-vf-power",
      title: `power ${power}`,
      text: String(power)
    }),
    h2("span", { class: "vw-vf-region", text: info.region })
  ]);
}
function encounterCard(catalog, code2, { size = "full" } = {}) {
  const info = cardInfo2(catalog, code2);
  const summary = cardSummary(info);
  return h2(
    "div",
    {
      class: `vw-vf-card${size === "chip" ? " vw-vf-chip" : ""}`,
      role: "img",
      "aria-label": summary,
      title: summary,
      "data-card": code2,
      "data-region": info.region,
      "data-kind": info.kind
    },
    [
      band(info),
      h2("span", { class: "vw-vf-name", "aria-hidden": "true", text: info.name }),
      h2("span", { class: "vw-vf-desire", "aria-hidden": "true" }, [
        h2("b", { text: info.kind === "enemy" ? "Enemy" : "Adventurer" }),
        ` · ${desireWords(info)}`
      ]),
      size === "full" && info.kind !== "enemy" && info.ambition ? h2("span", { class: "vw-vf-ambition", "aria-hidden": "true" }, [h2("b", { text: "Ambition: " }), info.ambition]) : null
    ]
  );
}
function memberCard(catalog, member2, { size = "full", exerted = false } = {}) {
  const info = cardInfo2(catalog, member2.card);
  const level = levelCard(catalog, member2);
  const facts = [
    cardSummary({ ...info, power: member2.power }),
    level.name,
    counted(member2.will, "will"),
    counted(member2.despair, "despair"),
    exerted ? "exerted in this encounter" : null
  ].filter(Boolean);
  const label = facts.join(", ");
  const full = size === "full";
  return h2(
    "div",
    {
      class: `vw-vf-card vw-vf-member${full ? "" : " vw-vf-chip"}${exerted ? " vw-vf-exerted" : ""}`,
      role: "img",
      "aria-label": label,
      title: `${label}. ${level.name}: ${level.lines.join(". ")}`,
      "data-card": member2.card,
      "data-region": info.region,
      "data-kind": "adventurer",
      "data-level": level.level,
      "data-will": member2.will,
      "data-despair": member2.despair
    },
    [
      band(info, member2.power),
      h2("span", { class: "vw-vf-name", "aria-hidden": "true", text: info.name }),
      full ? h2("span", { class: "vw-vf-desire", "aria-hidden": "true", text: desireWords(info) }) : null,
      full && info.ambition ? h2("span", { class: "vw-vf-ambition", "aria-hidden": "true" }, [h2("b", { text: "Ambition: " }), info.ambition]) : null,
      // Level I and II are the same for everyone: their texts are on hover and in the ambition's
      // question; a Level III card's text is its own
      h2("span", { class: `vw-vf-level vw-vf-level-${level.level}`, "aria-hidden": "true" }, [
        h2("b", { text: level.name }),
        ...full && level.level === 3 ? level.lines.map((line) => h2("span", { class: "vw-vf-level-line", text: line })) : []
      ]),
      h2("span", { class: "vw-vf-counters", "aria-hidden": "true" }, [
        pips(member2.will, "will"),
        member2.despair || full ? pips(member2.despair, "despair") : null
      ]),
      exerted ? h2("span", { class: "vw-vf-flag", "aria-hidden": "true", text: "exerted" }) : null
    ]
  );
}
function treasureCard(catalog, code2, { size = "full" } = {}) {
  const info = treasureInfo(catalog, code2);
  const label = `${info.name}: ${info.type} treasure, ${counted(info.points, "point")}. ${info.text}`;
  return h2(
    "div",
    {
      class: `vw-vf-card vw-vf-treasure${size === "chip" ? " vw-vf-chip" : ""}`,
      role: "img",
      "aria-label": label,
      title: label,
      "data-card": code2,
      "data-type": info.type
    },
    [
      h2("span", { class: "vw-vf-band vw-vf-treasure-band", "aria-hidden": "true" }, [
        h2("span", { class: "vw-vf-points", text: String(info.points) }),
        h2("span", { class: "vw-vf-kind", text: `${info.type} treasure` })
      ]),
      h2("span", { class: "vw-vf-name", "aria-hidden": "true", text: info.name }),
      size === "full" ? h2("span", { class: "vw-vf-ability", "aria-hidden": "true", text: info.text }) : null,
      // where the ability is cut short (a crowded area), the whole text opens over the card on hover or focus
      size === "full" ? h2("span", { class: "vw-vf-ability-full", "aria-hidden": "true", text: info.text }) : null
    ]
  );
}
function back(what, count) {
  return h2("span", { class: `vw-vf-back vw-vf-back-${what}`, "aria-hidden": "true" }, [
    count == null ? null : h2("b", { text: String(count) })
  ]);
}
function tokenChip(catalog, code2) {
  if (code2 == null)
    return h2("span", { class: "vw-vf-token vw-vf-token-down", title: "An explore token, face down", text: "?" });
  const face = tokenFace(catalog, code2);
  return h2("span", { class: "vw-vf-token", title: face.text, "data-token": code2, text: face.glyph });
}

// js/games/venture_forth/player.js
function playerArea(ctx, p3, own) {
  const { view } = ctx;
  const toMove = view.decision?.owner === p3.seat && !view.is_over;
  const name = seatName(ctx.seats, p3.seat, view.seat ?? null);
  const size = own ? "full" : "chip";
  const partySlots = cardSlots(p3.party.map((m3) => m3.card));
  const party = p3.party.map(
    (m3, i3) => card(
      ctx,
      { zone: "party", seat: p3.seat, card: m3.card },
      partySlots[i3],
      `member|${size}|${JSON.stringify(m3)}`,
      () => memberCard(ctx.catalog, m3, { size })
    )
  );
  const treasureSlots = cardSlots(p3.treasures ?? []);
  const treasures = p3.treasures ? p3.treasures.map(
    (code2, i3) => card(
      ctx,
      { zone: "treasures", seat: p3.seat, card: code2 },
      treasureSlots[i3],
      `treasure|${size}|${code2}`,
      () => treasureCard(ctx.catalog, code2, { size })
    )
  ) : Array.from({ length: p3.treasure_count }, () => back("treasure"));
  const head = h2("header", { class: "vw-seat-head" }, [
    h2("span", {
      class: "vw-vf-seat-swatch",
      style: `--seat: ${SEAT_COLOURS[p3.seat % SEAT_COLOURS.length]}`,
      "aria-hidden": "true"
    }),
    h2("span", { class: "vw-seat-name", text: name }),
    toMove ? h2("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    h2("span", { class: "vw-vf-stats" }, [
      stat(p3.seat, "points", counted(p3.points, "point"), String(p3.points), "points"),
      stat(p3.seat, "coins", counted(p3.coins, "coin"), String(p3.coins), "coins"),
      own ? null : stat(p3.seat, "hand-count", `${counted(p3.hand_count, "card")} in hand`, String(p3.hand_count), "hand"),
      stat(p3.seat, "explored", exploredWords(ctx, p3), String(p3.explored.length), "explore tokens")
    ])
  ]);
  const zones = [
    own ? handZone(ctx, p3) : null,
    zone3(p3.seat, "party", own ? "Your party" : "Party", party, own ? "" : `${p3.party.length}`),
    zone3(p3.seat, "treasures", "Treasures", treasures, `${p3.treasure_count}`)
  ];
  return h2(
    "section",
    {
      class: `vw-seat vw-vf-player${own ? " vw-own" : " vw-vf-compact"}${toMove ? " vw-active" : ""}`,
      "data-seat-area": p3.seat,
      "data-testid": `vw-seat-${p3.seat}`,
      "aria-label": name,
      style: `--seat: ${SEAT_COLOURS[p3.seat % SEAT_COLOURS.length]}`
    },
    [head, h2("div", { class: "vw-vf-zones" }, zones)]
  );
}
function card(ctx, where, slot, key, draw2) {
  if (offers(ctx, where)) return unkept([offer2(ctx, draw2(), where)], slot);
  return frozen(ctx.catalog, key, () => [draw2()], slot);
}
var exploredWords = (ctx, p3) => {
  const faces = p3.explored.map((t3) => tokenFace(ctx.catalog, t3).text);
  return `${counted(p3.explored.length, "explore token")} taken${faces.length ? `: ${faces.join(" / ")}` : ""}`;
};
function stat(seat, zoneName, words, value, label) {
  return h2(
    "span",
    {
      class: `vw-vf-stat vw-vf-stat-${zoneName}`,
      "data-zone": zoneName,
      "data-seat": seat,
      "data-testid": `vw-${zoneName}-${seat}`,
      "data-count": value,
      title: words
    },
    [h2("b", { class: "vw-vf-stat-value", text: value }), h2("span", { class: "vw-zone-label", text: label })]
  );
}
function zone3(seat, name, label, cards, count) {
  return h2("div", { class: `vw-vf-zone vw-vf-zone-${name}` }, [
    h2("span", { class: "vw-zone-label vw-vf-row-label", text: count ? `${label} (${count})` : label }),
    h2(
      "div",
      {
        class: "vw-row vw-vf-row",
        role: "group",
        "aria-label": label,
        "data-zone": name,
        "data-seat": seat,
        "data-testid": `vw-${name}-${seat}`,
        "data-count": cards.length
      },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "none" })]
    )
  ]);
}
function handZone(ctx, p3) {
  const codes = p3.hand ?? [];
  const slots = cardSlots(codes);
  const cards = codes.map(
    (code2, i3) => ctx.plays.has(code2) || offers(ctx, { zone: "hand", seat: p3.seat, card: code2 }) ? unkept([offerHandCard(ctx, encounterCard(ctx.catalog, code2), p3.seat, code2)], slots[i3]) : frozen(ctx.catalog, `hand|${code2}`, () => [encounterCard(ctx.catalog, code2)], slots[i3])
  );
  const deciding = codes.some(
    (c3) => ctx.plays.has(c3) || ctx.place.elements.has(elementKey({ zone: "hand", seat: p3.seat, card: c3 }))
  );
  return h2("div", { class: "vw-vf-zone vw-vf-zone-hand" }, [
    h2("span", { class: "vw-zone-label vw-vf-row-label", text: `Your hand (${p3.hand_count})` }),
    h2(
      "div",
      {
        class: `vw-row vw-hand vw-vf-row${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": "Your hand",
        "data-zone": "hand",
        "data-seat": p3.seat,
        "data-testid": `vw-hand-${p3.seat}`,
        "data-count": p3.hand_count
      },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "no cards" })]
    )
  ]);
}

// js/games/venture_forth/journey.js
var JOURNEY_KINDS = /* @__PURE__ */ new Set(["recruit", "exert", "lose", "despair", "ambition", "level3", "keep"]);
function journeyShown(view) {
  return Boolean(
    view.travel || view.looking_count || view.revealed_token || JOURNEY_KINDS.has(view.decision?.kind ?? "")
  );
}
function journeyOrder(board, travel) {
  const path2 = board.paths.find((p3) => p3.id === travel.path);
  if (!path2) return [];
  const ids = path2.spaces.map((s3) => s3.id);
  return path2.a === travel.from ? ids : ids.reverse();
}
function journeyPanel(ctx) {
  const { view, catalog } = ctx;
  if (!journeyShown(view)) return null;
  const travel = view.travel;
  const actor = view.decision?.owner ?? view.active;
  const board = boardOf(catalog, view);
  const site = (id) => board.sites.find((s3) => s3.id === id)?.name ?? id;
  const who = seatName(ctx.seats, view.active, view.seat ?? null);
  const title = travel ? `Journey of ${who}: from ${site(travel.from)} to ${site(travel.to)}` : view.revealed_token && !view.looking_count ? `${who}: an explore token` : `${who}: after the journey`;
  const looking = (view.looking ?? []).map(
    (code2) => offer2(ctx, treasureCard(catalog, code2), { zone: "treasures", seat: actor, card: code2 })
  );
  const asked = JOURNEY_KINDS.has(view.decision?.kind ?? "");
  const buttons = asked ? leftoverButtons2(ctx, (item) => item.target.zone === "button" || item.target.zone === "party") : [];
  return h2(
    "section",
    { class: "vw-vf-journey", "aria-label": "The journey", "data-testid": "vw-vf-journey", "data-zone": "journey" },
    [
      h2("h3", { class: "vw-vf-journey-title", text: title }),
      travel ? steps(ctx, board, travel) : null,
      travel?.encounter ? encounter(ctx, travel) : null,
      view.revealed_token ? revealed(ctx, view.revealed_token) : null,
      looking.length ? h2("div", { class: "vw-vf-looking" }, [
        h2("span", { class: "vw-zone-label", text: `Treasures looked at (${looking.length}): keep one` }),
        h2(
          "div",
          { class: "vw-row", role: "group", "aria-label": "Treasures looked at", "data-zone": "looking" },
          looking
        )
      ]) : view.looking_count ? h2("p", { class: "vw-vf-note", text: `${who} looks at ${view.looking_count} treasure cards.` }) : null,
      view.decision?.kind === "ambition" ? conversions(ctx, actor) : null,
      buttons.length ? h2(
        "div",
        { class: "vw-vf-question", role: "group", "aria-label": "Question", "data-testid": "vw-vf-question" },
        [
          h2("span", { class: "vw-vf-ask", text: String(view.decision?.prompt ?? "") }),
          h2("div", { class: "vw-vf-answers" }, buttons)
        ]
      ) : null
    ]
  );
}
function conversions(ctx, seat) {
  const asked = [...ctx.place.elements.values()].flat().find((item) => item.target.zone === "party");
  const party = ctx.view.seats?.find((s3) => s3.seat === seat)?.party ?? [];
  const member2 = party.find((m3) => m3.card === asked?.target.card);
  if (!member2) return null;
  const level = levelCard(ctx.catalog, member2);
  return h2("div", { class: `vw-vf-level vw-vf-level-${level.level}`, "data-testid": "vw-vf-conversions" }, [
    h2("b", { text: `${cardName2(ctx.catalog, member2.card)}'s ${level.name} card (${member2.will} will)` }),
    ...level.lines.map((line) => h2("span", { class: "vw-vf-level-line", text: line }))
  ]);
}
function steps(ctx, board, travel) {
  const order = journeyOrder(board, travel);
  const onBoard2 = new Map((ctx.view.board?.cards ?? []).map((c3) => [c3.space, c3.card]));
  const at2 = travel.space ? order.indexOf(travel.space) : -1;
  return h2(
    "ol",
    { class: "vw-vf-steps", "aria-label": "Encounters in order" },
    order.map((space3, i3) => {
      const card3 = onBoard2.get(space3);
      const state = i3 < at2 ? "met" : i3 === at2 ? "now" : "ahead";
      const words = card3 ? cardName2(ctx.catalog, card3) : i3 <= at2 ? "gone" : "empty";
      const attrs = {
        class: `vw-vf-step vw-vf-step-${state}`,
        "data-step": space3,
        "aria-current": state === "now" ? "step" : null
      };
      return h2("li", attrs, [h2("span", { class: "vw-vf-step-n", text: String(i3 + 1) }), words]);
    })
  );
}
function encounter(ctx, travel) {
  const info = cardInfo2(ctx.catalog, travel.encounter);
  const enemy = info.kind === "enemy";
  const exerted = (travel.exerted ?? []).map((c3) => cardName2(ctx.catalog, c3));
  const beats = travel.party_power >= travel.encounter_power;
  return h2("div", { class: "vw-vf-encounter", "data-testid": "vw-vf-encounter" }, [
    encounterCard(ctx.catalog, travel.encounter),
    h2("div", { class: "vw-vf-versus" }, [
      h2("span", { class: "vw-vf-vs-line" }, [
        h2("b", { text: enemy ? "Enemy power " : "Cost " }),
        h2("span", {
          class: "vw-vf-vs-value",
          "data-testid": "vw-vf-enemy-power",
          text: String(travel.encounter_power)
        })
      ]),
      h2("span", { class: "vw-vf-vs-line" }, [
        h2("b", { text: "Party power " }),
        h2("span", { class: "vw-vf-vs-value", "data-testid": "vw-vf-party-power", text: String(travel.party_power) })
      ]),
      enemy ? h2("span", {
        class: `vw-vf-verdict${beats ? " vw-vf-beats" : ""}`,
        text: beats ? "enough to defeat it" : "not enough yet"
      }) : null,
      exerted.length ? h2("span", { class: "vw-vf-exerted-list", text: `Exerted: ${exerted.join(", ")}` }) : null
    ])
  ]);
}
function revealed(ctx, code2) {
  return h2("div", { class: "vw-vf-revealed" }, [
    tokenChip(ctx.catalog, code2),
    h2("span", { text: `Explore token revealed: ${tokenFace(ctx.catalog, code2).text}` })
  ]);
}

// js/games/venture_forth/legend.js
function sketch(shapes, w3 = CARD_W + 3, hgt = CARD_W + 1) {
  return svg(
    "svg",
    { class: "vw-vf-key-sketch", viewBox: `${-w3 / 2} ${-hgt / 2} ${w3} ${hgt}`, "aria-hidden": "true" },
    shapes
  );
}
var sampleCard = (kind, power, region) => ({
  code: "",
  name: kind === "enemy" ? "Enemy" : "Adventurer",
  kind,
  region,
  power
});
function boardKey(catalog, view) {
  const spaces = Object.values(catalog.boards ?? {}).flatMap((b) => b.paths.flatMap((p3) => p3.spaces));
  const words = (symbol) => spaces.find((s3) => s3.symbol === symbol && !s3.explore)?.text ?? SYMBOL_WORDS[symbol] ?? symbol;
  const lower = (text) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
  const slot = (symbol) => [
    svg("rect", { class: "vw-vf-slot", x: -CARD_W / 2, y: -CARD_H / 2, width: CARD_W, height: CARD_H, rx: 1 }),
    ...slotSymbol(symbol, SYMBOL_WORDS[symbol] ?? symbol)
  ];
  const items = [
    ...Object.keys(SYMBOL_WORDS).map((symbol) => [
      sketch(slot(symbol)),
      `Playing a card here: ${lower(words(symbol))}`
    ]),
    [
      sketch([slot("will")[0], exploreIcon(false)]),
      "Explore icon (the star): playing a card here reveals an explore token, put beside a path"
    ],
    [sketch([boardCard(sampleCard("adventurer", 2, "country"), false)]), "An adventurer: its power is its cost"],
    [sketch([boardCard(sampleCard("enemy", 7, "shore"), false)]), "An enemy and its power"],
    [
      sketch([boardCard(sampleCard("enemy", 4, "mountains"), true)]),
      "Wandering (turned sideways): left on a path again, it is discarded"
    ],
    [sketch(tokenDisc("2c 3T", true), 10, 8), "Explore token: c coins, T treasure cards to look at, D despair"],
    view?.options?.hidden_tokens ? [sketch(tokenDisc(null, false), 10, 8), "Explore token face down"] : null
  ].filter((item) => item != null);
  return h2("details", { class: "vw-zone vw-vf-key", "data-keep-open": "vf-key", "data-testid": "vw-board-key" }, [
    h2("summary", { class: "vw-zone-label", text: "Board key" }),
    h2(
      "ul",
      { class: "vw-vf-key-list" },
      items.map(([drawing3, text]) => h2("li", {}, [drawing3, h2("span", { text: String(text) })]))
    )
  ]);
}

// js/games/venture_forth/side.js
function sidePanel(ctx) {
  return h2("div", { class: "vw-vf-side" }, [
    journeyPanel(ctx),
    levelStacks(ctx),
    scoreTrack(ctx),
    piles2(ctx),
    // the same for the whole game: kept (lib/frozen.js)
    frozen(ctx.catalog, `key|${Boolean(ctx.view?.options?.hidden_tokens)}`, () => [boardKey(ctx.catalog, ctx.view)])
  ]);
}
function levelStacks(ctx) {
  const stacks = ctx.view.level3 ?? [];
  const choosing = ctx.view.decision?.kind === "level3";
  return h2("div", { class: "vw-zone vw-vf-level3", "data-zone": "level3", "data-testid": "vw-level3" }, [
    h2("span", { class: "vw-zone-label", text: "Level III stacks" }),
    h2(
      "div",
      { class: "vw-vf-stacks", role: "group", "aria-label": "Level III stacks" },
      stacks.map((s3, i3) => {
        if (!s3.top) return h2("div", { class: "vw-vf-l3 vw-vf-l3-empty", "data-stack": i3, text: "empty" });
        const card3 = levelCard(ctx.catalog, { level: 3, level3: s3.top });
        const label = `${card3.name} (${counted(s3.count, "card")} in this stack): ${card3.lines.join(". ")}`;
        const el = h2(
          "div",
          { class: "vw-vf-l3", "data-card": s3.top, "data-stack": i3, role: "img", "aria-label": label, title: label },
          [
            h2("b", { class: "vw-vf-l3-name", "aria-hidden": "true", text: card3.name }),
            ...(choosing ? card3.lines : []).map(
              (line) => h2("span", { class: "vw-vf-l3-line", "aria-hidden": "true", text: line })
            ),
            h2("span", { class: "vw-vf-l3-count", "aria-hidden": "true", text: `${s3.count} in stack` })
          ]
        );
        return offer2(ctx, el, { zone: "level3", card: s3.top });
      })
    )
  ]);
}
function scoreTrack(ctx) {
  const seats = ctx.view.seats ?? [];
  const top = Math.max(10, ...seats.map((s3) => s3.points));
  return h2("div", { class: "vw-zone vw-vf-track", "data-zone": "score-track", "data-testid": "vw-score-track" }, [
    h2("span", { class: "vw-zone-label", text: "Score track" }),
    h2(
      "ol",
      { class: "vw-vf-track-list" },
      seats.map(
        (s3) => h2(
          "li",
          {
            class: "vw-vf-track-row",
            "data-score": s3.seat,
            style: `--seat: ${SEAT_COLOURS[s3.seat % SEAT_COLOURS.length]}; --at: ${100 * s3.points / top}%`,
            title: `${seatName(ctx.seats, s3.seat, ctx.view.seat ?? null)}: ${counted(s3.points, "point")}`
          },
          [
            h2("span", { class: "vw-vf-track-name", text: `Seat ${s3.seat}${s3.seat === ctx.view.seat ? " (you)" : ""}` }),
            h2("span", { class: "vw-vf-track-bar", "aria-hidden": "true" }, [h2("span", { class: "vw-vf-marker" })]),
            h2("b", { class: "vw-vf-track-points", text: String(s3.points) })
          ]
        )
      )
    )
  ]);
}
function piles2(ctx) {
  const { view, catalog } = ctx;
  const discard = view.discard ?? [];
  const known = view.treasure_deck?.known_bottom ?? [];
  const place = (k3) => `${cardName2(catalog, k3.treasure)} (${k3.from_bottom + 1} from the bottom)`;
  const note = known.length ? `You know ${known.map(place).join(", ")}` : "";
  const slots = cardSlots(discard);
  return h2("div", { class: "vw-vf-piles" }, [
    pile("Deck", view.deck_count ?? 0, "deck", "", () => back("card")),
    browsable(
      `Discard (${discard.length})`,
      "vf-discard",
      { "data-zone": "discard", "data-testid": "vw-discard", "data-count": discard.length },
      // each card a part kept for the game (lib/frozen.js)
      discard.map(
        (code2, i3) => frozen(catalog, `chip|${code2}`, () => [encounterCard(catalog, code2, { size: "chip" })], slots[i3])
      )
    ),
    pile("Treasures", view.treasure_deck?.count ?? 0, "treasure-deck", note, () => back("treasure")),
    pile("Explore tokens", view.tokens_left ?? 0, "token-supply", "", () => back("token"))
  ]);
}

// js/games/venture_forth/table.js
function arrangeSeats(seats, viewer) {
  const bottom = viewer ?? 0;
  const n2 = seats.length;
  const order = Array.from({ length: Math.max(0, n2 - 1) }, (_3, i3) => (bottom + 1 + i3) % n2);
  return {
    top: order.map((s3) => seats.find((p3) => p3.seat === s3)).filter(Boolean),
    bottom: seats.find((p3) => p3.seat === bottom),
    own: viewer != null
  };
}
function drawTable2(ctx) {
  const { view } = ctx;
  const seats = arrangeSeats(view.seats ?? [], view.seat ?? null);
  const middle4 = h2("section", { class: "vw-middle vw-vf-middle", "aria-label": "Middle of the table" }, [
    h2("div", { class: "vw-vf-board-wrap" }, [boardSvg(ctx)]),
    sidePanel(ctx)
  ]);
  const own = seats.bottom ? playerArea(ctx, seats.bottom, seats.own) : null;
  const others = seats.top.length ? h2("div", { class: "vw-others vw-vf-others" }, seats.top.map((p3) => playerArea(ctx, p3, false))) : null;
  const buttons = leftoverButtons2(ctx);
  const bar2 = buttons.length ? h2(
    "div",
    { class: "vw-vf-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    buttons
  ) : null;
  return { className: "vw-vf-table", others, middle: middle4, bar: bar2, own };
}

// js/games/venture_forth/index.js
var ventureForth = {
  title: "Venture Forth",
  headline: headline3,
  table: ({ view, catalog, legal, seats, selected, preview }) => drawTable2({
    view,
    catalog,
    seats,
    selected,
    preview,
    place: placeActions(legal),
    offered: /* @__PURE__ */ new Set(),
    plays: handPlays(legal)
  }),
  // a hand card with plays is picked first, then a lit space (a choice in two steps)
  selectors: (legal) => [...handPlays(legal).keys()],
  prompt: promptSentence3,
  eventTargets: eventTargets3,
  eventMotion: eventMotion2
};

// js/games/venturesome/events.js
var zone4 = (zone6, seat) => seat == null ? `[data-zone="${zone6}"]` : `[data-zone="${zone6}"][data-seat="${seat}"]`;
var expeditionCard = (seat, code2) => `${zone4("expedition", seat)} [data-card="${code2}"]`;
var TARGETS3 = {
  play: (e3) => [expeditionCard(e3.seat, e3.card)],
  return_to_hand: (e3) => [zone4("hand", e3.seat)],
  swap_hands: (e3) => [zone4("hand", e3.seat), zone4("hand", e3.target)],
  give: (e3) => [zone4("hand", e3.seat), zone4("hand", e3.target)],
  give_back: (e3) => [zone4("hand", e3.seat), zone4("hand", e3.target)],
  draw: (e3) => [zone4("deck"), zone4("hand", e3.seat)],
  bottom: (e3) => [zone4("hand", e3.seat), zone4("deck")],
  swap_expedition_cards: (e3) => [expeditionCard(e3.seat, e3.taken), expeditionCard(e3.target, e3.given)],
  intimidate: () => [zone4("intimidation")],
  intimidation_down: () => [zone4("intimidation")],
  threat: (e3) => [`[data-threat="${e3.threat}"]`],
  discard: () => [zone4("discard")],
  cannot_play: () => [zone4("discard")],
  leave_round: (e3) => [zone4("treasure", e3.seat)],
  reveal_threats: () => [zone4("threats")],
  deal: () => [zone4("deck")],
  reshuffle: () => [zone4("deck")],
  reshuffle_threats: () => [zone4("threat-deck")]
};
function eventTargets4(event) {
  const targets = TARGETS3[event.type];
  if (targets) return targets(event);
  return event.seat == null ? [] : [`[data-seat-area="${event.seat}"]`];
}
var MOTIONS3 = {
  play: (e3) => ({ from: zone4("hand", e3.seat), to: expeditionCard(e3.seat, e3.card) }),
  return_to_hand: (e3) => ({ from: zone4("expedition", e3.seat), to: zone4("hand", e3.seat) }),
  give: (e3) => ({ from: zone4("hand", e3.seat), to: zone4("hand", e3.target) }),
  give_back: (e3) => ({ from: zone4("hand", e3.seat), to: zone4("hand", e3.target) }),
  draw: (e3) => ({ from: zone4("deck"), to: zone4("hand", e3.seat) }),
  bottom: (e3) => ({ from: zone4("hand", e3.seat), to: zone4("deck") }),
  swap_expedition_cards: (e3) => ({ from: zone4("expedition", e3.target), to: expeditionCard(e3.seat, e3.taken) }),
  leave_round: (e3) => ({ from: zone4("expedition", e3.seat), to: zone4("treasure", e3.seat) }),
  discard: (e3) => ({ from: zone4("expedition", e3.seat), to: zone4("discard") }),
  cannot_play: (e3) => ({ from: zone4("hand", e3.seat), to: zone4("discard") })
};
function eventMotion3(event) {
  return MOTIONS3[event.type]?.(event) ?? null;
}

// js/games/venturesome/catalog.js
function character(catalog, id) {
  const found2 = catalog?.characters?.find((c3) => c3.id === id);
  return found2 ?? { id, name: titleCase(id), colour: "", text: "", rule: "" };
}
function threat(catalog, id) {
  return catalog?.threats?.find((t3) => t3.id === id) ?? { id, name: titleCase(id), text: "", rule: "" };
}
function cardInfo3(catalog, code2) {
  const [charId, symbol] = code2.split(".");
  const ch = character(catalog, charId);
  const symbolName = catalog?.symbols?.find((s3) => s3.id === symbol)?.name ?? titleCase(symbol ?? "");
  return {
    code: code2,
    character: charId,
    symbol,
    name: ch.name,
    symbolName,
    colour: ch.colour,
    effect: ch.text,
    label: `${ch.name} (${symbolName})`
  };
}
function cardName3(catalog, code2) {
  return cardInfo3(catalog, code2).label;
}
function titleCase(id) {
  return id.toLowerCase().split("_").map((w3) => w3.charAt(0).toUpperCase() + w3.slice(1)).join(" ");
}

// js/games/venturesome/prompt.js
var SENTENCES = {
  "own_card_not_played effects.guide": "Guide: choose a card of your expedition (not the Guide) to take back into your hand.",
  "own_card_not_played effects.aviator": "Aviator: choose one of your cards, then a player's card to swap it with.",
  "other_player effects.adventurer": "Adventurer: choose a player to swap your whole hand with.",
  "other_player effects.collector": "Collector: choose a player, then a card of your hand to give them; they give you a different card back.",
  intimidation_card: "Artifact Hunter: choose the character nobody may play from hand until the round ends.",
  adjacent_pair: "Rope Bridge: choose two neighbouring cards of your expedition to lose."
};
function lastOf(log, seat, types) {
  for (let i3 = log.length - 1; i3 >= 0; i3--) {
    if (log[i3].seat === seat && types.includes(log[i3].type)) return log[i3];
  }
  return void 0;
}
function promptSentence4({ view, legal, log, seats, catalog, selected, lastTarget = null }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.is_over) {
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s3) => seatName(seats, s3, viewer)).join(" and ");
    if (!winners.length) return "The game is over: nobody wins.";
    return `The game is over: ${names} ${winners.length === 1 ? "wins" : "win"}.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  if (decision.owner !== viewer || !legal.length)
    return `${seatName(seats, decision.owner, viewer)} is deciding: ${decision.prompt}.`;
  return ownPrompt(view, decision, { log, catalog, selected, seats, lastTarget });
}
function ownPrompt(view, decision, { log, catalog, selected, seats, lastTarget }) {
  const viewer = view.seat;
  switch (decision.kind) {
    case "play": {
      if (selected)
        return `Play ${cardName3(catalog, selected)}: choose the left or right end of your expedition (Escape picks another card).`;
      const empty = !view.seats[viewer].expedition.length;
      return empty ? "Your turn: play a card from your hand to start your expedition." : "Your turn: choose a card from your hand, then the end of your expedition where it goes.";
    }
    case "threat": {
      const stuck = lastOf(log, viewer, ["play", "cannot_play"])?.type === "cannot_play";
      const why = stuck ? "You could not play any card, so your hand was discarded" : "Your hand is empty";
      return `${why}: choose a threat to resolve; then your expedition goes onto your treasure pile.`;
    }
    case "other_expedition_card": {
      const given = lastTarget?.zone === "expedition" && lastTarget.seat === viewer ? lastTarget.card : void 0;
      const step = given ? `you give ${cardName3(catalog, given)}` : "you chose your card";
      return `Aviator: choose one of your cards, then a player's card: ${step}; now pick the card to take in its place.`;
    }
    case "hand_card": {
      if (decision.rule === "effects.collector") {
        const who = lastTarget?.zone === "seat" ? seatName(seats, lastTarget.seat ?? 0, viewer) : "the player";
        return `Collector: choose the card of your hand to give ${who}; they give you a different card back.`;
      }
      const drew = lastOf(log, viewer, ["draw"]);
      const what = drew?.card ? `you drew ${cardName3(catalog, drew.card)}; now` : "now";
      return `Professor: ${what} put one card of your hand at the bottom of the deck.`;
    }
    case "hand_card_to_return": {
      const from = seatName(seats, view.turn, viewer);
      const got = decision.received ? `gave you ${cardName3(catalog, decision.received)}` : "gave you a card";
      return `${from}'s Collector ${got}: give back a different card from your hand.`;
    }
    default:
      break;
  }
  return SENTENCES[`${decision.kind} ${decision.rule}`] ?? SENTENCES[decision.kind] ?? `${decision.prompt}.`;
}

// js/games/venturesome/symbols.js
var STROKE = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };
function gem(cx, cy, s3) {
  const r3 = (v3) => Math.round(v3 * 100) / 100;
  const girdle = r3(cy - s3 * 0.3);
  const top = r3(cy - s3 * 0.9);
  return [
    {
      tag: "polygon",
      attrs: {
        points: `${r3(cx - s3)},${girdle} ${r3(cx - s3 * 0.5)},${top} ${r3(cx + s3 * 0.5)},${top} ${r3(cx + s3)},${girdle} ${cx},${r3(cy + s3)}`,
        fill: "currentColor"
      }
    },
    {
      tag: "path",
      attrs: {
        d: `M${r3(cx - s3)} ${girdle}H${r3(cx + s3)}M${r3(cx - s3 * 0.45)} ${girdle}L${cx} ${r3(cy + s3)}L${r3(cx + s3 * 0.45)} ${girdle}`,
        class: "vw-facet"
      }
    }
  ];
}
var SYMBOL_SHAPES = {
  MAP: [
    {
      tag: "polygon",
      attrs: {
        points: "2.5,6 8.5,3.5 15.5,6 21.5,3.5 21.5,18 15.5,20.5 8.5,18 2.5,20.5",
        ...STROKE,
        "stroke-width": 1.8
      }
    },
    { tag: "path", attrs: { d: "M8.5 3.5V18M15.5 6v14.5", ...STROKE, "stroke-width": 1.1 } },
    { tag: "path", attrs: { d: "M10.5 10l3 3M13.5 10l-3 3", ...STROKE, "stroke-width": 1.8 } }
  ],
  GEM1: gem(12, 12.5, 8.5),
  GEM2: [...gem(6.5, 13, 5.2), ...gem(17.5, 13, 5.2)],
  GEM3: [...gem(12, 7.2, 4.6), ...gem(6.3, 17, 4.6), ...gem(17.7, 17, 4.6)],
  ANKH: [
    { tag: "ellipse", attrs: { cx: 12, cy: 6.2, rx: 3.6, ry: 4.2, ...STROKE, "stroke-width": 2.4 } },
    { tag: "path", attrs: { d: "M5 12.4h14M12 10.6V22", ...STROKE, "stroke-width": 2.6 } }
  ],
  CHALICE: [
    { tag: "path", attrs: { d: "M5.5 3h13c0 6.2-2.8 9.6-6.5 9.6S5.5 9.2 5.5 3z", fill: "currentColor" } },
    { tag: "rect", attrs: { x: 11, y: 12, width: 2, height: 6.5, fill: "currentColor" } },
    { tag: "path", attrs: { d: "M7 21.8c0-2 2.2-3.4 5-3.4s5 1.4 5 3.4z", fill: "currentColor" } }
  ],
  RING: [
    { tag: "circle", attrs: { cx: 12, cy: 14.6, r: 6.2, ...STROKE, "stroke-width": 2.6 } },
    { tag: "polygon", attrs: { points: "12,1.8 15.3,5.1 12,8.4 8.7,5.1", fill: "currentColor" } }
  ],
  STATUETTE: [
    { tag: "circle", attrs: { cx: 12, cy: 4.6, r: 2.7, fill: "currentColor" } },
    { tag: "path", attrs: { d: "M7.6 8.4h8.8l-1.8 9.4H9.4z", fill: "currentColor" } },
    { tag: "rect", attrs: { x: 5.5, y: 18.6, width: 13, height: 3.6, rx: 0.8, fill: "currentColor" } }
  ]
};

// js/games/venturesome/cards.js
function symbolIcon(symbol) {
  const shapes = SYMBOL_SHAPES[symbol] ?? [];
  return frozen(shapes, symbol, () => [
    svg(
      "svg",
      { class: "vw-symbol", viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false", "data-symbol": symbol },
      shapes.map(({ tag, attrs }) => svg(tag, attrs))
    )
  ]);
}
function characterCard(catalog, code2, { small = false, count = 1 } = {}) {
  const info = cardInfo3(catalog, code2);
  const label = count > 1 ? `${info.label} ×${count}` : info.label;
  const reminder = small ? "" : character(catalog, info.character).reminder ?? "";
  return h2(
    "div",
    {
      class: small ? "vw-card vw-small" : "vw-card",
      role: "img",
      "aria-label": label,
      title: info.effect ? `${label} — ${info.name}: ${info.effect}` : label,
      "data-card": code2,
      "data-character": info.character,
      "data-colour": info.colour,
      "data-symbol": info.symbol
    },
    [
      h2("span", { class: "vw-name", "aria-hidden": "true", text: info.name }),
      h2("span", { class: "vw-medal" }, [symbolIcon(info.symbol)]),
      h2("span", { class: "vw-sym", "aria-hidden": "true", text: info.symbolName }),
      reminder ? h2("span", { class: "vw-effect", "aria-hidden": "true", text: reminder }) : null,
      count > 1 ? h2("span", { class: "vw-count", "aria-hidden": "true", text: `×${count}` }) : null
    ]
  );
}
function cardBack2({ small = false } = {}) {
  return h2("div", { class: small ? "vw-card vw-back vw-small" : "vw-card vw-back", "aria-hidden": "true" });
}
function threatCard(catalog, id, resolvedBy) {
  const t3 = threat(catalog, id);
  const label = resolvedBy ? `${t3.name}, resolved by ${resolvedBy}` : `${t3.name}: ${t3.text}`;
  return h2(
    "div",
    {
      class: resolvedBy ? "vw-threat vw-resolved" : "vw-threat",
      role: "img",
      "aria-label": label,
      title: `${t3.name}: ${t3.text}`,
      "data-threat": id
    },
    [
      h2("strong", { class: "vw-threat-name", text: t3.name }),
      resolvedBy ? h2("span", { class: "vw-threat-by", text: `resolved by ${resolvedBy}` }) : h2("span", { class: "vw-threat-text", text: t3.text })
    ]
  );
}
function intimidationCard(catalog, characterId) {
  const ch = character(catalog, characterId);
  return h2(
    "div",
    {
      class: "vw-intim",
      role: "img",
      "aria-label": `Intimidation: ${ch.name}`,
      title: `Intimidation card: nobody may play the ${ch.name} from hand`,
      "data-character": characterId,
      "data-colour": ch.colour
    },
    [h2("span", { class: "vw-intim-name", text: ch.name })]
  );
}

// js/games/venturesome/layout.js
function groupHand(hand) {
  const counts = /* @__PURE__ */ new Map();
  let backs = 0;
  for (const code2 of hand) {
    if (code2 == null) backs += 1;
    else counts.set(code2, (counts.get(code2) ?? 0) + 1);
  }
  return { faces: [...counts].map(([code2, count]) => ({ code: code2, count })), backs };
}
function expeditionRow(expedition2, { ends = [], pairs = [] } = {}) {
  const row2 = [];
  if (ends.includes("left")) row2.push({ kind: "end", side: "left" });
  expedition2.forEach((code2, i3) => {
    const pos = i3 + 1;
    row2.push({ kind: "card", code: code2, pos });
    if (pairs.includes(pos) && pos < expedition2.length) row2.push({ kind: "pair", first: pos });
  });
  if (ends.includes("right")) row2.push({ kind: "end", side: "right" });
  return row2;
}

// js/games/venturesome/table.js
var actionsOf = (place, where) => place.elements.get(elementKey(where)) ?? [];
var endPlays = (place, seat, code2) => actionsOf(place, { zone: "hand", seat, card: code2 }).filter((item) => item.target.side != null);
function endCards(place) {
  const picked = [...place.elements.values()].flat().filter((item) => item.target.side != null);
  return [...new Set(picked.map((item) => (
    /** @type {string} */
    item.target.card
  )))];
}
function offer3(ctx, el, where) {
  const [legal] = actionsOf(ctx.place, where);
  return legal && legal.target.side == null ? asAction(el, legal.action, legal.text) : el;
}
function drawTable3(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const others = otherSeats(view.players, viewer).map((seat) => seatArea2(ctx, view.seats[seat], false));
  return {
    className: "vw-vs-table",
    others: h2("div", { class: "vw-others" }, others),
    middle: middle2(ctx),
    bar: null,
    own: viewer == null ? null : seatArea2(ctx, view.seats[viewer], true)
  };
}
function seatArea2(ctx, s3, own) {
  const { view } = ctx;
  const toMove = view.decision?.owner === s3.seat;
  const name = seatName(ctx.seats, s3.seat, view.seat);
  const nameEl = offer3(ctx, h2("span", { class: "vw-seat-name", text: name }), { zone: "seat", seat: s3.seat });
  const chips2 = [
    toMove ? h2("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    s3.in_round || view.is_over ? null : h2("span", { class: "vw-chip", text: "out of this round" }),
    s3.resolved_threat ? h2("span", { class: "vw-chip", text: `resolved ${threat(ctx.catalog, s3.resolved_threat).name}` }) : null
  ];
  const parts = view.is_over ? [treasure(ctx, s3)] : own ? [expedition(ctx, s3, true), ownHand2(ctx, s3), treasure(ctx, s3)] : [hiddenHand2(ctx, s3), expedition(ctx, s3, false), treasure(ctx, s3)];
  return h2(
    "section",
    {
      class: `vw-seat${own ? " vw-own" : ""}${toMove ? " vw-active" : ""}${s3.in_round ? "" : " vw-out"}`,
      "data-seat-area": s3.seat,
      "data-testid": `vw-seat-${s3.seat}`,
      "aria-label": name
    },
    [h2("header", { class: "vw-seat-head" }, [nameEl, ...chips2]), h2("div", { class: "vw-seat-body" }, parts)]
  );
}
function expedition(ctx, s3, own) {
  const ends = own && ctx.selected ? endPlays(ctx.place, s3.seat, ctx.selected) : [];
  const sides = ends.map((legal) => (
    /** @type {"left" | "right"} */
    legal.target.side
  ));
  const pair = (first) => ({ zone: "pair", seat: s3.seat, position: first - 1 });
  const pairs = own ? s3.expedition.map((_3, i3) => i3 + 1).filter((pos) => actionsOf(ctx.place, pair(pos)).length) : [];
  const ghost2 = own ? playGhost(ctx, s3.seat) : null;
  const items = expeditionRow(s3.expedition, { ends: sides, pairs }).map((item) => {
    if (item.kind === "card") {
      const card3 = characterCard(ctx.catalog, item.code, { small: !own });
      setAttrs(card3, { "data-pos": item.pos });
      return offer3(ctx, card3, { zone: "expedition", seat: s3.seat, card: item.code, position: item.pos - 1 });
    }
    if (item.kind === "pair") {
      const marker2 = h2("div", { class: "vw-pair", text: `${item.first}–${item.first + 1}` });
      return offer3(ctx, marker2, pair(item.first));
    }
    const marker = h2(
      "div",
      { class: "vw-end", "data-side": item.side, "data-focus-first": item.side === "left" ? "" : null },
      [h2("span", { text: item.side === "left" ? "◀ left end" : "right end ▶" })]
    );
    const play = ends.find((legal) => legal.target.side === item.side);
    return play ? asAction(marker, play.action, play.text) : marker;
  });
  if (ghost2?.side === "left") items.splice(sides.includes("left") ? 1 : 0, 0, ghost2.card);
  if (ghost2?.side === "right") items.splice(items.length - (sides.includes("right") ? 1 : 0), 0, ghost2.card);
  const label = own ? "Your expedition" : `${seatName(ctx.seats, s3.seat)}'s expedition`;
  return h2("div", { class: "vw-zone" }, [
    h2("span", { class: "vw-zone-label", text: `Expedition (${s3.expedition.length})` }),
    h2(
      "div",
      {
        class: own ? "vw-row vw-expedition" : "vw-row vw-expedition vw-small-row",
        role: "group",
        "aria-label": label,
        "data-zone": "expedition",
        "data-seat": s3.seat,
        "data-testid": `vw-expedition-${s3.seat}`,
        "data-count": s3.expedition.length
      },
      items.length ? items : [h2("span", { class: "vw-empty", text: "empty" })]
    )
  ]);
}
function playGhost(ctx, seat) {
  const target = ctx.preview?.target;
  if (ctx.view.decision?.kind !== "play" || target?.zone !== "hand" || target.seat !== seat || target.card == null)
    return null;
  return { side: target.side ?? "right", card: asGhost(characterCard(ctx.catalog, target.card)) };
}
function ownHand2(ctx, s3) {
  const { faces } = groupHand(s3.hand);
  const cards = faces.map(({ code: code2, count }) => {
    const card3 = characterCard(ctx.catalog, code2, { count });
    if (endPlays(ctx.place, s3.seat, code2).length) {
      return asSelector(
        card3,
        code2,
        `${cardName3(ctx.catalog, code2)}: pick it, then an end of your expedition`,
        ctx.selected === code2
      );
    }
    return offer3(ctx, card3, { zone: "hand", seat: s3.seat, card: code2 });
  });
  const zone6 = handZone2(s3, cards, `Your hand (${countOf(s3.hand_count)})`);
  const row2 = findByClass(zone6, "vw-hand");
  if (row2 && cards.some((card3) => hasClass(card3, "vw-choice"))) toggleClass(row2, "vw-deciding");
  return zone6;
}
function hiddenHand2(ctx, s3) {
  const { faces, backs } = groupHand(s3.hand);
  const cards = [
    ...faces.map(({ code: code2, count }) => characterCard(ctx.catalog, code2, { small: true, count })),
    ...Array.from({ length: backs }, () => cardBack2({ small: true }))
  ];
  return handZone2(s3, cards, `Hand (${countOf(s3.hand_count)})`);
}
function handZone2(s3, cards, label) {
  return h2("div", { class: "vw-zone" }, [
    h2("span", { class: "vw-zone-label", text: label }),
    h2(
      "div",
      {
        class: "vw-row vw-hand",
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": s3.seat,
        "data-testid": `vw-hand-${s3.seat}`,
        "data-count": s3.hand_count
      },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "no cards" })]
    )
  ]);
}
function treasure(ctx, s3) {
  const visible = s3.treasure.filter((c3) => c3 != null);
  const attrs = {
    "data-zone": "treasure",
    "data-seat": s3.seat,
    "data-testid": `vw-treasure-${s3.seat}`,
    "data-count": s3.treasure_count
  };
  const caption = `Treasure (${countOf(s3.treasure_count)})`;
  if (!s3.treasure_count || visible.length < s3.treasure_count) {
    return h2("div", { class: "vw-zone vw-pile-zone", ...attrs }, [
      h2("span", { class: "vw-zone-label", text: caption }),
      h2("div", { class: "vw-stack" }, [
        s3.treasure_count ? cardBack2({ small: true }) : h2("span", { class: "vw-empty", text: "none yet" })
      ])
    ]);
  }
  const cards = shownCards(
    `treasure-${s3.seat}`,
    ctx.catalog,
    visible,
    (code2) => characterCard(ctx.catalog, code2, { small: true })
  );
  return browsable(caption, `treasure-${s3.seat}`, attrs, cards, { open: Boolean(ctx.view.is_over) });
}
function middle2(ctx) {
  const { view, catalog } = ctx;
  const shown2 = view.threats;
  const threats = shown2.map((t3, i3) => {
    const by = t3.resolved_by == null ? null : seatName(ctx.seats, t3.resolved_by, view.seat);
    return offer3(ctx, threatCard(catalog, t3.id, by), { zone: "threat", card: t3.id, position: i3 });
  });
  const discard = shownCards("discard", catalog, view.discard, (code2) => characterCard(catalog, code2, { small: true }));
  const top = view.discard.length ? characterCard(catalog, view.discard[view.discard.length - 1], { small: true }) : null;
  const threatDiscard = shownCards("threat-discard", catalog, view.threat_discard, (id) => threatCard(catalog, id, null));
  return h2("section", { class: "vw-middle", "aria-label": "Middle of the table" }, [
    h2(
      "div",
      {
        class: "vw-row vw-threats",
        role: "group",
        "aria-label": "Threats",
        "data-zone": "threats",
        "data-testid": "vw-threats"
      },
      threats
    ),
    h2("div", { class: "vw-piles" }, [
      pile("Deck", view.deck.count, "deck", deckNote(ctx), smallBack),
      browsable(
        `Discard (${view.discard.length})`,
        "discard",
        { "data-zone": "discard", "data-testid": "vw-discard", "data-count": view.discard.length },
        discard,
        { top }
      ),
      pile("Threat deck", view.threat_deck, "threat-deck", "", smallBack),
      browsable(
        `Threat discard (${view.threat_discard.length})`,
        "threat-discard",
        { "data-zone": "threat-discard", "data-testid": "vw-threat-discard", "data-count": view.threat_discard.length },
        threatDiscard
      ),
      intimidation(ctx)
    ]),
    intimidationChoices(ctx)
  ]);
}
var smallBack = () => cardBack2({ small: true });
function shownCards(key, catalog, codes, card3) {
  return codes.length ? [memo(`cards-${key}`, [catalog, codes.join(" ")], () => codes.map(card3))] : [];
}
function deckNote(ctx) {
  const known = ctx.view.deck.known ?? [];
  return known.map(
    (k3) => `${cardName3(ctx.catalog, k3.card)} is card ${k3.from_top + 1} from the top`
  ).join("; ");
}
function intimidation(ctx) {
  const up = ctx.view.intimidated;
  return h2(
    "div",
    {
      class: "vw-zone vw-pile-zone",
      "data-zone": "intimidation",
      "data-testid": "vw-intimidation",
      "data-intimidated": up ?? ""
    },
    [
      h2("span", { class: "vw-zone-label", text: up ? "Intimidated" : "Intimidation" }),
      h2("div", { class: "vw-stack" }, [up ? intimidationCard(ctx.catalog, up) : cardBack2({ small: true })])
    ]
  );
}
function intimidationChoices(ctx) {
  const where = (character2) => ({ zone: "intimidation", card: character2 });
  const cards = (ctx.catalog?.intimidation ?? []).filter(({ character: character2 }) => actionsOf(ctx.place, where(character2)).length).map(({ character: character2 }) => offer3(ctx, intimidationCard(ctx.catalog, character2), where(character2)));
  if (!cards.length) return null;
  return h2(
    "div",
    {
      class: "vw-row vw-intim-choices",
      role: "group",
      "aria-label": "Intimidation cards",
      "data-testid": "vw-intimidation-choices"
    },
    [h2("span", { class: "vw-zone-label", text: "Turn up:" }), ...cards]
  );
}

// js/games/venturesome/index.js
var venturesome = {
  title: "Venturesome",
  headline: (view) => view.is_over ? "Final scores" : `Round ${view.round} of 3`,
  table: ({ view, catalog, legal, seats, selected, preview }) => drawTable3({ view, catalog, seats, selected, preview, place: placeActions(legal) }),
  selectors: (legal) => endCards(placeActions(legal)),
  prompt: promptSentence4,
  eventTargets: eventTargets4,
  eventMotion: eventMotion3
};

// js/games/wild_venture/events.js
var zone5 = (zone6, seat) => seat == null ? `[data-zone="${zone6}"]` : `[data-zone="${zone6}"][data-seat="${seat}"]`;
var code = (e3) => e3.card ?? e3.code;
var card2 = (e3, seat = e3.seat) => {
  const c3 = code(e3);
  if (!c3) return [];
  return seat == null ? [`[data-card="${c3}"]`] : [`[data-seat-area="${seat}"] [data-card="${c3}"]`];
};
var space = (e3) => {
  const s3 = e3.space ?? e3.to;
  return s3 ? [`[data-space="${s3}"]`] : [];
};
var TARGETS4 = {
  play: (e3) => card2(e3),
  activate: (e3) => card2(e3),
  free: (e3) => card2(e3),
  enchant: (e3) => [...card2(e3), zone5("enchantments", e3.seat)],
  upgrade: (e3) => card2(e3),
  supply: (e3) => card2(e3),
  invest: (e3) => [...card2(e3), zone5("coins", e3.seat)],
  gain: (e3) => [zone5("coins", e3.seat)],
  draw: (e3) => [zone5("deck"), zone5("hand", e3.seat)],
  tuck: (e3) => [zone5("tucked", e3.seat)],
  trash: () => [zone5("trash")],
  trigger: (e3) => [...card2(e3, e3.owner), zone5("coins", e3.seat)],
  relic: (e3) => [...card2(e3), zone5("tucked", e3.seat)],
  move: (e3) => [`[data-pawn="${e3.seat}"]`, ...space(e3)],
  reward: (e3) => space(e3),
  token: (e3) => [...space(e3), zone5("enchantments", e3.seat)],
  home: (e3) => [`[data-pawn="${e3.seat}"]`],
  return: (e3) => [`[data-pawn="${e3.seat}"]`],
  initiate: (e3) => card2(e3),
  enchant_token: (e3) => [zone5("enchantments", e3.seat)],
  consider: () => [zone5("deck")],
  deck_empty: () => [zone5("deck")]
};
function eventTargets5(event) {
  const targets = TARGETS4[event.type];
  if (targets) return targets(event);
  return event.seat == null ? [] : [`[data-seat-area="${event.seat}"]`];
}
function spaceBefore(seat, { earlier, before }) {
  for (let i3 = earlier.length - 1; i3 >= 0; i3--) {
    const e3 = earlier[i3];
    if (e3.seat !== seat) continue;
    if (e3.type === "move" && e3.space) return e3.space;
    if (e3.type === "home") return "home";
  }
  return before?.board?.adventurers?.find((a3) => a3.seat === seat)?.space ?? null;
}
var MOTIONS4 = {
  play: (e3) => code(e3) ? { from: zone5("hand", e3.seat), to: card2(e3)[0] } : null,
  draw: (e3) => ({ from: zone5("deck"), to: zone5("hand", e3.seat) }),
  invest: (e3) => code(e3) ? { from: zone5("coins", e3.seat), to: card2(e3)[0] } : null,
  trigger: (e3) => code(e3) ? { from: card2(e3, e3.owner)[0], to: zone5("coins", e3.seat) } : null,
  move: (e3, ctx) => {
    const from = spaceBefore(e3.seat, ctx);
    const to = e3.space ? `[data-space="${e3.space}"]` : null;
    return from && to ? { from: `[data-space="${from}"]`, to, piece: `[data-pawn="${e3.seat}"]` } : null;
  },
  home: (e3, ctx) => {
    const from = spaceBefore(e3.seat, ctx);
    const piece = `[data-pawn="${e3.seat}"]`;
    return from ? { from: `[data-space="${from}"]`, to: '[data-space="home"]', piece } : null;
  }
};
function eventMotion4(event, ctx) {
  return MOTIONS4[event.type]?.(event, ctx) ?? null;
}

// js/games/wild_venture/catalog.js
var STARTERS = { nest: "crow", lilypad: "frog", warren: "rabbit" };
function entry(catalog, code2) {
  const cards = catalog?.cards ?? {};
  return cards[code2] ?? cards[code2.replace(/_\d+$/, "")] ?? null;
}
function textLines(text) {
  if (!text) return [];
  if (typeof text === "string") return [{ label: "", text }];
  const lines = [];
  const add = (label, value) => {
    if (typeof value === "string" && value.trim()) lines.push({ label, text: value.trim() });
  };
  if (text.free_action === true) lines.push({ label: "Free action", text: "" });
  else add("Free action", text.free_action);
  add("When", text.trigger);
  add("", text.effects);
  add("Adventure", text.modifier);
  add("Relic", text.relic);
  add(text.enchant_kind === "slot" ? "Enchanted" : "Enchant", text.enchant);
  return lines;
}
function upgradedLines(card3) {
  const text = typeof card3?.text === "object" && card3.text?.upgraded || card3?.upgraded_text;
  return text ? [{ label: "", text }] : [];
}
function cardInfo4(catalog, code2) {
  const card3 = entry(catalog, code2);
  const starter = (
    /** @type {Record<string, string>} */
    STARTERS[code2]
  );
  const text = card3?.text;
  return {
    code: code2,
    name: card3?.name ?? sentenceCase(code2.replace(/_\d+$/, "")),
    species: card3?.species ?? starter ?? "",
    kind: card3?.kind ?? (starter ? "starter" : ""),
    cost: Number(card3?.cost ?? 0),
    supply: Number(card3?.supply ?? 0),
    freeAction: typeof text === "object" && text != null && Boolean(text.free_action),
    lines: textLines(text),
    upgradedLines: upgradedLines(card3),
    known: card3 != null
  };
}
function cardName4(catalog, code2) {
  return cardInfo4(catalog, code2).name;
}
function plainText(lines) {
  return lines.map(({ label, text }) => label && text ? `${label}: ${text}` : label || text).join(" ");
}
function boardLayout(catalog, viewBoard) {
  const fixed = catalog?.boards?.[viewBoard?.id] ?? { spaces: [], edges: [] };
  const tokens = viewBoard?.tokens ?? {};
  const waiting = viewBoard?.enchantments ?? {};
  const spaces = (fixed.spaces ?? []).map((s3) => {
    const token = tokens[s3.id];
    const words = token ? catalog?.words?.tokens?.[token.kind] ?? {} : s3;
    return {
      ...s3,
      reward: token ? token.reward : s3.reward,
      label: token ? token.label : s3.label,
      text: words.text ?? token?.label ?? "",
      short: words.short ?? "",
      glyph: words.glyph ?? "",
      token: token ? { kind: token.kind, badge: words.badge ?? "" } : null,
      enchantments: waiting[s3.id] ?? []
    };
  });
  return {
    name: viewBoard?.name ?? fixed.name ?? "",
    spaces,
    edges: fixed.edges ?? [],
    adventurers: viewBoard?.adventurers ?? []
  };
}
function counted2(catalog, n2, unit) {
  const forms = catalog?.words?.units?.[unit];
  return forms ? `${n2} ${forms[n2 === 1 ? 0 : 1]}` : countOf(n2, unit);
}

// js/games/wild_venture/offer.js
function take(ctx, where) {
  const key = elementKey(where);
  const items = ctx.place.elements.get(key);
  if (!items || ctx.offered.has(key)) return null;
  ctx.offered.add(key);
  return items;
}
function cardMarks(ctx, items, code2) {
  return JSON.stringify([ctx.selected === code2, items.map((item) => [item.action, item.text, item.target.label])]);
}
function markCard(ctx, el, items, code2) {
  if (items.length === 1) return asAction(el, items[0].action, items[0].text);
  const name = cardName4(ctx.catalog, code2);
  const labels = items.map((item) => item.target.label.toLowerCase()).join(", ");
  const pressed = ctx.selected === code2;
  asSelector(el, code2, `${name}: choose ${labels}`, pressed);
  if (!pressed) return el;
  const menu = h2(
    "div",
    { class: "vw-wv-menu", role: "group", "aria-label": `What to do with ${name}`, "data-testid": "vw-wv-menu" },
    items.map(
      (item, i3) => asAction(
        h2("button", {
          type: "button",
          class: "vw-button vw-wv-verb",
          text: item.target.label,
          "data-focus-first": i3 === 0 ? "" : null
        }),
        item.action,
        item.text
      )
    )
  );
  return h2("div", { class: "vw-wv-menu-anchor" }, [el, menu]);
}
function offerSpace2(ctx, el, space3) {
  const items = take(ctx, { zone: "board", space: space3 });
  if (!items) return el;
  toggleClass(el, "vw-wv-reachable");
  return asAction(el, items[0].action, items[0].text);
}
function menuCards(place) {
  return [...place.elements.values()].filter((items) => items.length > 1 && items[0].target.card != null).map((items) => (
    /** @type {string} */
    items[0].target.card
  ));
}
function actionButton3(item, label) {
  return asAction(
    h2("button", { type: "button", class: "vw-button vw-primary vw-wv-decide", text: label }),
    item.action,
    item.text
  );
}

// js/games/wild_venture/view.js
function arrangeSeats2(seats, viewer) {
  const bottomSeat = viewer ?? 0;
  return {
    top: seats.filter((s3) => s3.seat !== bottomSeat),
    bottom: seats.find((s3) => s3.seat === bottomSeat),
    own: viewer != null
  };
}
function decisionSeat(decision) {
  return decision ? decision.owner : null;
}
function knownDeck(deck2) {
  return (deck2?.known ?? []).map((k3) => ({ card: k3.card, fromTop: k3.from_top })).sort((a3, b) => a3.fromTop - b.fromTop);
}

// js/games/wild_venture/prompt.js
var sentence3 = (text) => /[.!?:]$/.test(text) ? text : `${text}.`;
function promptSentence5({ view, legal, seats, catalog, selected }) {
  if (!view) return "";
  const viewer = view.seat ?? null;
  if (view.phase === "over" || view.outcome) {
    const winners = view.outcome?.winners ?? [];
    const names = winners.map((s3) => seatName(seats, s3, viewer)).join(" and ");
    if (!winners.length) return "The game is over.";
    return winners.length === 1 ? `The game is over: ${names} wins.` : `The game is over: ${names} share the victory.`;
  }
  const decision = view.decision;
  if (!decision) return "";
  const prompt = String(decision.prompt ?? "").trim();
  const owner = decisionSeat(decision);
  if (owner !== viewer || !legal.length)
    return sentence3(`${seatName(seats, owner ?? 0, viewer)} is deciding${prompt ? `: ${prompt}` : ""}`);
  if (selected) return `${cardName4(catalog, selected)}: choose what to do with it (Escape goes back).`;
  return prompt ? sentence3(prompt) : "Your decision.";
}
function headline4(view) {
  if (!view) return "";
  if (view.phase === "over") return "Final scores";
  if (view.phase === "setup") return "Setup";
  const last = view.final_turns ? ` · deck empty: ${view.final_turns} turn${view.final_turns === 1 ? "" : "s"} left` : "";
  return `Turn ${view.turn ?? ""}${last}`;
}

// js/games/wild_venture/icons.js
var FILL2 = { fill: "currentColor" };
var LINE2 = { fill: "none", stroke: "currentColor", "stroke-linecap": "round", "stroke-linejoin": "round" };
var KIND_ICONS = {
  villager: [
    { tag: "circle", attrs: { cx: 12, cy: 7, r: 4.2, ...FILL2 } },
    { tag: "path", attrs: { d: "M4 21c0-5 3.6-8 8-8s8 3 8 8z", ...FILL2 } }
  ],
  gear: [
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 7.5, ...LINE2, "stroke-width": 4.5, "stroke-dasharray": "3.1 2.8" } },
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 5.6, ...LINE2, "stroke-width": 2.4 } }
  ],
  building: [
    { tag: "polygon", attrs: { points: "12,2.5 22,11 19,11 19,21.5 5,21.5 5,11 2,11", ...FILL2 } },
    { tag: "rect", attrs: { x: 10, y: 14.5, width: 4, height: 7, fill: "var(--wv-card-bg, #fbf7ec)" } }
  ],
  starter: [
    { tag: "path", attrs: { d: "M12 22V11", ...LINE2, "stroke-width": 2.2 } },
    { tag: "path", attrs: { d: "M12 12C12 6 8 3 3 3c0 5 3 9 9 9z", ...FILL2 } },
    { tag: "path", attrs: { d: "M12 15c0-5 3.5-8 9-8 0 5-3.5 8-9 8z", ...FILL2 } }
  ]
};
var ENCHANT_GLYPHS = {
  moon: [{ tag: "path", attrs: { d: "M15.5 3.5a8.5 8.5 0 1 0 5 14.2A7 7 0 0 1 15.5 3.5z", ...FILL2 } }],
  sun: [
    { tag: "circle", attrs: { cx: 12, cy: 12, r: 4.6, ...FILL2 } },
    {
      tag: "path",
      attrs: {
        d: "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1",
        ...LINE2,
        "stroke-width": 2
      }
    }
  ],
  star: [
    {
      tag: "polygon",
      attrs: { points: "12,2 14.9,8.6 22,9.3 16.6,14 18.2,21 12,17.3 5.8,21 7.4,14 2,9.3 9.1,8.6", ...FILL2 }
    }
  ]
};
var COIN = [
  { tag: "circle", attrs: { cx: 12, cy: 12, r: 10, fill: "#f2c14e", stroke: "#9a6b00", "stroke-width": 1.6 } },
  { tag: "circle", attrs: { cx: 12, cy: 12, r: 6.5, fill: "none", stroke: "#9a6b00", "stroke-width": 1 } }
];
var TRASH = [
  { tag: "path", attrs: { d: "M3.5 6.5h17M9 6.5V3.5h6v3M5.8 6.5 7.2 21h9.6l1.4-14.5", ...LINE2, "stroke-width": 2.4 } },
  { tag: "path", attrs: { d: "M10 10.5v7M14 10.5v7", ...LINE2, "stroke-width": 1.8 } }
];
var REWARD_ICONS = { gain: "coin", draw: "card", starter: "starter", chest: "chest", enchant: "enchant" };
function rewardIcon(reward) {
  return reward ? REWARD_ICONS[reward.kind] ?? "other" : "home";
}
var ENCHANTMENTS = {
  moon: { colour: "#5c6bc0", glyph: "moon" },
  sun: { colour: "#f9a825", glyph: "sun" },
  star: { colour: "#8e24aa", glyph: "star" }
};
var PALETTE = ["#00897b", "#d81b60", "#6d4c41", "#3949ab", "#7cb342", "#f4511e"];
function enchantStyle(type) {
  const known = ENCHANTMENTS[type];
  const letter = String(type).charAt(0).toUpperCase();
  if (known) return { ...known, letter };
  let hash = 0;
  for (const ch of String(type)) hash = hash * 31 + ch.charCodeAt(0) >>> 0;
  return { colour: PALETTE[hash % PALETTE.length], glyph: "letter", letter };
}

// js/games/wild_venture/badges.js
var R = 3.5;
var NAME_SIZE = 2.2;
var NAME_LINE = 2.5;
var BOUNDS = { x: -2, y: -3, w: 104, h: 104 };
var BADGE_H = 3.5;
var COST_H = 4.2;
var COST_ICON = 3;
var DISC = 3.4;
var NAME_CHAR = 0.6 * NAME_SIZE;
function badgeWidth(text) {
  return text.length * 1.45 + 1.6;
}
function costWidth(n2) {
  return 0.9 + COST_ICON + 0.4 + String(n2).length * 1.6 + 1.1;
}
function nameLines2(name) {
  const words = name.split(" ");
  if (words.length < 2) return [[name]];
  const splits = words.slice(1).map((_3, i3) => [words.slice(0, i3 + 1).join(" "), words.slice(i3 + 1).join(" ")]);
  const longer = (lines) => Math.max(...lines.map((l3) => l3.length));
  return [[name], splits.reduce((best, lines) => longer(lines) < longer(best) ? lines : best)];
}
function nameSize(lines) {
  return { w: Math.max(...lines.map((l3) => l3.length)) * NAME_CHAR, h: lines.length * NAME_LINE };
}
function discBox(s3) {
  const r3 = s3.end ? R + 1.1 : R + 0.3;
  return { x: s3.x - r3, y: s3.y - r3, w: 2 * r3, h: 2 * r3 };
}
function overlap(a3, b) {
  const w3 = Math.min(a3.x + a3.w, b.x + b.w) - Math.max(a3.x, b.x);
  const h4 = Math.min(a3.y + a3.h, b.y + b.h) - Math.max(a3.y, b.y);
  return w3 > 0 && h4 > 0 ? w3 * h4 : 0;
}
var MARGIN = 0.3;
function clearance(box) {
  return { x: box.x - MARGIN, y: box.y - MARGIN, w: box.w + 2 * MARGIN, h: box.h + 2 * MARGIN };
}
function cover(box, t3) {
  const area2 = overlap(box, t3);
  if (!area2 || !t3.round) return area2;
  const x0 = Math.max(box.x, t3.x);
  const y0 = Math.max(box.y, t3.y);
  const w3 = Math.min(box.x + box.w, t3.x + t3.w) - x0;
  const h4 = Math.min(box.y + box.h, t3.y + t3.h) - y0;
  const cx = t3.x + t3.w / 2;
  const cy = t3.y + t3.h / 2;
  const r3 = t3.w / 2;
  let inside2 = 0;
  for (let i3 = 0; i3 < 4; i3++) {
    const dx = x0 + (i3 + 0.5) * w3 / 4 - cx;
    for (let j2 = 0; j2 < 4; j2++) {
      const dy = y0 + (j2 + 0.5) * h4 / 4 - cy;
      if (dx * dx + dy * dy < r3 * r3) inside2++;
    }
  }
  return area2 * inside2 / 16;
}
function collision(box, taken) {
  const wide = clearance(box);
  const out = wide.w * wide.h - overlap(wide, BOUNDS);
  return taken.reduce((sum, t3) => sum + cover(wide, t3), 0) + 4 * out;
}
var ANGLES = [-55, -125, -90, 0, 180, -20, -160, 30, 150, 90];
for (let a3 = -180; a3 < 180; a3 += 15) if (!ANGLES.includes(a3)) ANGLES.push(a3);
function around(w3, h4) {
  const spots = [];
  for (const gap of [0.5, 1.5, 2.8]) {
    for (const angle of ANGLES) {
      const c3 = Math.cos(angle * Math.PI / 180);
      const s3 = Math.sin(angle * Math.PI / 180);
      const d3 = R + gap + Math.abs(c3) * (w3 / 2) + Math.abs(s3) * (h4 / 2);
      spots.push({ dx: c3 * d3 - w3 / 2, dy: s3 * d3 - h4 / 2 });
    }
  }
  return spots;
}
function lineBoxes({ lines, box, anchor }) {
  return lines.map((line, i3) => {
    const w3 = line.length * NAME_CHAR;
    const x2 = anchor === "start" ? box.x : anchor === "end" ? box.x + box.w - w3 : box.x + (box.w - w3) / 2;
    return { x: x2, y: box.y + i3 * NAME_LINE, w: w3, h: NAME_LINE };
  });
}
function nameSpots(s3, name) {
  const r3 = (s3.end ? R + 1.1 : R + 0.3) + MARGIN;
  return nameLines2(name).flatMap((lines) => {
    const { w: w3, h: h4 } = nameSize(lines);
    const c3 = r3 * 0.75;
    const corners = [
      [-w3 / 2, r3, "middle"],
      [-w3 / 2, -r3 - h4, "middle"],
      [r3, -h4 / 2, "start"],
      [-r3 - w3, -h4 / 2, "end"],
      [c3, c3, "start"],
      [-c3 - w3, c3, "end"],
      [c3, -c3 - h4, "start"],
      [-c3 - w3, -c3 - h4, "end"],
      [-w3 / 2 + w3 / 3, r3, "middle"],
      [-w3 / 2 - w3 / 3, r3, "middle"],
      [-w3 / 2 + w3 / 3, -r3 - h4, "middle"],
      [-w3 / 2 - w3 / 3, -r3 - h4, "middle"],
      [r3, 0, "start"],
      [r3, -h4, "start"],
      [-r3 - w3, 0, "end"],
      [-r3 - w3, -h4, "end"]
    ];
    return corners.map(([x2, y3, anchor]) => ({ lines, box: { x: x2, y: y3, w: w3, h: h4 }, anchor }));
  });
}
function boardOf2(spaces, paths) {
  const key = JSON.stringify([spaces.map((s3) => [s3.id, s3.x, s3.y, Boolean(s3.end), s3.name]), paths]);
  if (key === lastBoard.key && lastBoard.board) return lastBoard.board;
  const at2 = new Map(spaces.map((s3) => [s3.id, s3]));
  const fixed = spaces.map((s3) => ({ ...discBox(s3), round: true }));
  const costs = paths.map((p3) => {
    const a3 = at2.get(p3.from) ?? { x: 0, y: 0 };
    const b = at2.get(p3.to) ?? { x: 0, y: 0 };
    const w3 = costWidth(p3.n);
    const length = Math.hypot(b.x - a3.x, b.y - a3.y) || 1;
    const [nx, ny] = [-(b.y - a3.y) / length, (b.x - a3.x) / length];
    const side = Math.abs(nx) * w3 / 2 + Math.abs(ny) * COST_H / 2 + 0.6;
    const tries = [
      [0.5, 0],
      [0.42, 0],
      [0.58, 0],
      [0.35, 0],
      [0.65, 0],
      ...[side, side + 2.5, side + 4].flatMap(
        (off) => [0.5, 0.62, 0.38].flatMap((t3) => [
          /** @type {[number, number]} */
          [t3, off],
          /** @type {[number, number]} */
          [t3, -off]
        ])
      )
    ];
    let best = { x: (a3.x + b.x) / 2, y: (a3.y + b.y) / 2 };
    let bestCost = Infinity;
    tries.forEach(([t3, off], i3) => {
      const x2 = a3.x + (b.x - a3.x) * t3 + nx * off;
      const y3 = a3.y + (b.y - a3.y) * t3 + ny * off;
      const cost = collision({ x: x2 - w3 / 2, y: y3 - COST_H / 2, w: w3, h: COST_H }, fixed) + (off ? 1 : 0) + i3 * 0.01;
      if (cost < bestCost) [best, bestCost] = [{ x: x2, y: y3 }, cost];
    });
    fixed.push({ x: best.x - w3 / 2, y: best.y - COST_H / 2, w: w3, h: COST_H });
    return best;
  });
  const names = spaces.filter((s3) => s3.name).map((s3) => ({
    space: s3,
    kind: (
      /** @type {const} */
      "name"
    ),
    spots: nameSpots(s3, s3.name).map((spot) => ({ box: spot.box, parts: lineBoxes(spot), value: spot })),
    touch: false,
    near: 1,
    wide: 0.04
  }));
  const board = { fixed, costs, names, weighed: names.map((item) => weigh(item, spaces, fixed)) };
  lastBoard = { key, board };
  return board;
}
var lastBoard = { key: "", board: null };
function weigh(item, spaces, fixed) {
  const s3 = item.space;
  const own = { ...discBox(s3), round: true };
  const others = spaces.filter((o3) => o3 !== s3);
  const choices2 = item.spots.map((spot, i3) => {
    const box = onBoard(item, spot.box);
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    const mine = Math.hypot(cx - s3.x, cy - s3.y);
    let squared = Infinity;
    for (const o3 of others) squared = Math.min(squared, (cx - o3.x) ** 2 + (cy - o3.y) ** 2);
    const nearest = Math.sqrt(squared);
    const parts = spot.parts.map((part) => {
      const wide = clearance(onBoard(item, part));
      const out = 4 * (wide.w * wide.h - overlap(wide, BOUNDS));
      return { wide, fixed: 0, out, own: item.touch ? cover(wide, own) : 0 };
    });
    return { spot, parts, far: Math.max(0, mine + item.near - nearest), width: item.wide * box.w, rank: i3 * 0.01 };
  });
  const boxes = choices2.flatMap((choice) => choice.parts.map((part) => part.wide));
  const [x2, y3] = [Math.min(...boxes.map((b) => b.x)), Math.min(...boxes.map((b) => b.y))];
  const [right, bottom] = [Math.max(...boxes.map((b) => b.x + b.w)), Math.max(...boxes.map((b) => b.y + b.h))];
  const reach = { x: x2, y: y3, w: right - x2, h: bottom - y3 };
  const near = fixed.filter((t3) => overlap(reach, t3));
  for (const part of choices2.flatMap((choice) => choice.parts)) {
    part.fixed = near.reduce((sum, t3) => sum + cover(part.wide, t3), 0);
  }
  return { choices: choices2, reach };
}
function onBoard(item, b) {
  return { ...b, x: item.space.x + b.x, y: item.space.y + b.y };
}
function placeBadges(spaces, paths = []) {
  const board = boardOf2(spaces, paths);
  const beside = (w3, h4) => around(w3, h4).map((o3) => {
    const box = { x: o3.dx, y: o3.dy, w: w3, h: h4 };
    return { box, parts: [box], value: o3 };
  });
  const badge = (s3, kind, w3, h4) => ({ space: s3, kind, spots: beside(w3, h4), touch: true, near: 2, wide: 0 });
  const badges = spaces.flatMap((s3) => [
    ...s3.token ? [badge(s3, "token", badgeWidth(s3.token), BADGE_H)] : [],
    ...s3.enchantments ? [badge(s3, "discs", s3.enchantments * DISC, DISC)] : []
  ]);
  const items = [...badges, ...board.names];
  const weighed = [...badges.map((item) => weigh(item, spaces, board.fixed)), ...board.weighed];
  const placed = /* @__PURE__ */ new Map();
  const placedParts = /* @__PURE__ */ new Map();
  const place = (item, index) => {
    const { choices: choices2, reach } = weighed[index];
    const taken = [];
    for (const [other, parts] of placedParts) {
      if (other !== item) {
        for (const part of parts) if (overlap(reach, part)) taken.push(part);
      }
    }
    let best = item.spots[0];
    let bestCost = Infinity;
    for (const { spot, parts, far, width, rank } of choices2) {
      const hits = parts.reduce((sum, part) => {
        const collides = taken.reduce((total, t3) => total + cover(part.wide, t3), part.fixed) + part.out;
        return sum + collides - part.own;
      }, 0);
      const cost = 4 * hits + far + width + rank;
      if (cost < bestCost) [best, bestCost] = [spot, cost];
    }
    placed.set(item, best);
    placedParts.set(item, best.parts.map((b) => onBoard(item, b)));
  };
  for (let round = 0; round < 4; round++) items.forEach(place);
  const spots = /* @__PURE__ */ new Map();
  const names = /* @__PURE__ */ new Map();
  for (const [item, p3] of placed) {
    if (item.kind === "name") names.set(item.space.id, p3.value);
    else spots.set(item.space.id, { ...spots.get(item.space.id), [item.kind]: p3.value });
  }
  return { spots, costs: board.costs, names };
}
var lastPlaced = { key: "", placement: null };
function placeBadgesOnce(spaces, paths = []) {
  const key = JSON.stringify([spaces, paths]);
  if (key !== lastPlaced.key || !lastPlaced.placement) lastPlaced = { key, placement: placeBadges(spaces, paths) };
  return lastPlaced.placement;
}

// js/games/wild_venture/board.js
var CHEST_COLOURS = { iron: "#78909c", gold: "#e0a800", ruby: "#c2185b" };
function boardSvg2(ctx) {
  const board = boardLayout(ctx.catalog, ctx.view.board);
  const boardId = String(ctx.view.board?.id ?? "");
  const spaces = board.spaces;
  const at2 = new Map(spaces.map((s3) => [s3.id, s3]));
  const edges = board.edges.filter((e3) => at2.has(e3.from) && at2.has(e3.to));
  const paid = edges.filter((e3) => e3.cost);
  const { spots, costs, names } = placeBadgesOnce(
    spaces.map((s3) => ({
      id: s3.id,
      x: s3.x,
      y: s3.y,
      end: Boolean(s3.end),
      name: s3.name ?? "",
      token: s3.token?.badge ?? "",
      enchantments: (s3.enchantments ?? []).length
    })),
    paid.map((e3) => ({ from: e3.from, to: e3.to, n: e3.cost?.n ?? 0 }))
  );
  return svg(
    "svg",
    {
      class: "vw-wv-board",
      viewBox: "-2 -3 104 104",
      role: "group",
      "aria-label": `Adventure board${board.name ? `: ${board.name}` : ""}`,
      "data-zone": "board",
      "data-testid": "vw-board"
    },
    [
      svg("rect", { class: "vw-wv-board-bg", x: -2, y: -3, width: 104, height: 104, rx: 4 }),
      // what an update seldom changes is kept (lib/frozen.js): the paths, their costs, each space's drawing
      svg("g", { class: "vw-wv-paths" }, [
        frozen(
          ctx.catalog,
          `paths|${boardId}`,
          () => edges.map((e3) => path(at2.get(e3.from), at2.get(e3.to)))
        )
      ]),
      svg(
        "g",
        { class: "vw-wv-spaces" },
        spaces.map((s3) => spaceEl2(ctx, boardId, s3, spots.get(s3.id) ?? {}, names.get(s3.id) ?? null))
      ),
      svg("g", { class: "vw-wv-costs" }, [
        frozen(
          ctx.catalog,
          `costs|${boardId}|${JSON.stringify(costs)}`,
          () => paid.map((e3, i3) => costBadge(costs[i3], e3.cost ?? { kind: "", n: 0, label: "" }))
        )
      ]),
      svg(
        "g",
        { class: "vw-wv-pawns" },
        [
          ...board.adventurers.map((a3) => pawn3(ctx, a3, at2.get(a3.space))),
          moveGhost(ctx, board.adventurers, at2)
        ]
      )
    ]
  );
}
function path(a3, b) {
  return svg("line", { class: "vw-wv-path", x1: a3?.x ?? 0, y1: a3?.y ?? 0, x2: b?.x ?? 0, y2: b?.y ?? 0 });
}
function costBadge({ x: x2, y: y3 }, cost) {
  const shapes = cost.kind === "pay" ? COIN : cost.kind === "trash" ? TRASH : null;
  const w3 = shapes ? costWidth(cost.n) : cost.label.length * 1.6 + 2.4;
  const left = -w3 / 2;
  const number = String(cost.n);
  return svg("g", { class: `vw-wv-cost-badge vw-wv-cost-${cost.kind}`, transform: `translate(${x2} ${y3})` }, [
    svg("title", {}, [`Path cost: ${cost.label}`]),
    svg("rect", { x: left, y: -COST_H / 2, width: w3, height: COST_H, rx: COST_H / 2 }),
    shapes ? svg(
      "svg",
      {
        class: "vw-wv-cost-icon",
        x: left + 0.9,
        y: -COST_ICON / 2,
        width: COST_ICON,
        height: COST_ICON,
        viewBox: "0 0 24 24"
      },
      shapes.map(({ tag, attrs }) => svg(tag, attrs))
    ) : null,
    svg("text", {
      x: shapes ? left + 0.9 + COST_ICON + 0.4 + number.length * 1.6 / 2 : 0,
      y: 1.05,
      "text-anchor": "middle",
      text: shapes ? number : cost.label
    })
  ]);
}
function glyph2(s3) {
  const text = s3.glyph ?? "";
  const label = (t3, cls = "vw-wv-glyph-text") => svg("text", { class: cls, y: 1.1, "text-anchor": "middle", text: t3 });
  switch (rewardIcon(s3.reward)) {
    case "coin":
      return [svg("circle", { class: "vw-wv-g-coin", r: 2.4 }), label(text, "vw-wv-glyph-text vw-wv-dark")];
    case "card":
      return [
        svg("rect", { class: "vw-wv-g-card", x: -1.8, y: -2.5, width: 3.6, height: 5, rx: 0.5 }),
        label(text, "vw-wv-glyph-text vw-wv-dark")
      ];
    case "starter":
      return [label(text)];
    case "chest": {
      const colour = CHEST_COLOURS[String(s3.reward?.value)] ?? "#8d6e63";
      return [
        svg("rect", { class: "vw-wv-g-chest", x: -2.6, y: -2.1, width: 5.2, height: 4.2, rx: 0.6, fill: colour }),
        svg("path", { class: "vw-wv-g-chest-lid", d: "M-2.6 -0.9H2.6" }),
        svg("text", {
          class: "vw-wv-chest-letter",
          y: 1.75,
          "text-anchor": "middle",
          text: (s3.short ?? "").charAt(0)
        })
      ];
    }
    case "enchant":
      return [
        svg("polygon", {
          class: "vw-wv-g-star",
          points: "0,-2.6 0.8,-0.8 2.6,-0.7 1.2,0.5 1.6,2.4 0,1.4 -1.6,2.4 -1.2,0.5 -2.6,-0.7 -0.8,-0.8"
        })
      ];
    case "home":
      return [
        svg("polygon", {
          class: "vw-wv-g-home",
          points: "0,-2.6 2.6,-0.3 1.7,-0.3 1.7,2.2 -1.7,2.2 -1.7,-0.3 -2.6,-0.3"
        })
      ];
    default:
      return [label(text)];
  }
}
function tokenBadge(token, at2) {
  const text = token.badge;
  const w3 = badgeWidth(text);
  return svg(
    "g",
    {
      class: `vw-wv-token-badge vw-wv-tok-${token.kind}`,
      transform: `translate(${at2.dx} ${at2.dy + 1.75})`,
      "data-token": token.kind
    },
    [
      svg("rect", { x: 0, y: -1.75, width: w3, height: 3.5, rx: 1 }),
      svg("text", { x: w3 / 2, y: 0.9, "text-anchor": "middle", text })
    ]
  );
}
function enchantDiscs(types, at2) {
  return types.map((type, i3) => {
    const style = enchantStyle(type);
    const shapes = ENCHANT_GLYPHS[style.glyph];
    const x2 = at2.dx + 1.7 + i3 * 3.4;
    const y3 = at2.dy + 1.7;
    return svg("g", { class: "vw-wv-enchant-disc", transform: `translate(${x2} ${y3})`, "data-enchant": type }, [
      svg("circle", { r: 1.7, fill: style.colour }),
      shapes ? svg(
        "svg",
        { x: -1.35, y: -1.35, width: 2.7, height: 2.7, viewBox: "0 0 24 24", class: "vw-wv-disc-glyph" },
        shapes.map(({ tag, attrs }) => svg(tag, attrs))
      ) : svg("text", { y: 0.8, "text-anchor": "middle", class: "vw-wv-disc-letter", text: style.letter })
    ]);
  });
}
function nameText({ lines, box, anchor }) {
  const x2 = anchor === "start" ? box.x : anchor === "end" ? box.x + box.w : box.x + box.w / 2;
  return svg(
    "text",
    { class: "vw-wv-space-label", "text-anchor": anchor },
    lines.map((line, i3) => svg("tspan", { x: x2, y: box.y + NAME_SIZE * 0.8 + i3 * NAME_LINE, text: line }))
  );
}
function spaceEl2(ctx, boardId, s3, spots, name) {
  const shown2 = [s3.reward, s3.text, s3.short, s3.glyph, s3.token, s3.enchantments, s3.end, s3.name, spots, name];
  const drawing3 = frozen(ctx.catalog, `space|${boardId}|${s3.id}|${JSON.stringify(shown2)}`, () => {
    const words = s3.text ?? "";
    const tokens = [
      s3.token ? `${s3.token.badge} token` : null,
      ...(s3.enchantments ?? []).map((t3) => `${t3} enchantment`)
    ].filter(Boolean);
    const named = s3.name && s3.name !== words ? `${s3.name}: ${words}` : words;
    const title = [named, s3.end ? "end of a path" : null, ...tokens].filter(Boolean).join(", ");
    return [
      svg("title", {}, [title]),
      svg("circle", { class: "vw-wv-halo", r: R + 1.8 }),
      s3.end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph2(s3),
      name ? nameText(name) : null,
      s3.token && spots.token ? tokenBadge(s3.token, spots.token) : null,
      ...spots.discs ? enchantDiscs(s3.enchantments ?? [], spots.discs) : []
    ];
  });
  const g3 = svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${s3.reward?.kind ?? "home"}${s3.end ? " vw-wv-end" : ""}`,
      transform: `translate(${s3.x} ${s3.y})`,
      "data-space": s3.id,
      "data-species": s3.reward?.kind === "starter" ? String(s3.reward.value) : null
    },
    [drawing3]
  );
  return offerSpace2(ctx, g3, s3.id);
}
function moveGhost(ctx, adventurers, at2) {
  const space3 = ctx.preview?.target?.zone === "board" ? ctx.preview.target.space : null;
  const own = adventurers.find((a3) => a3.seat === ctx.view.seat);
  const drawn = space3 != null && own ? pawn3(ctx, { ...own, space: space3 }, at2.get(space3)) : null;
  return drawn ? asGhost(drawn) : null;
}
function pawn3(ctx, a3, s3) {
  if (!s3) return null;
  const dx = a3.seat === (ctx.view.seat ?? 0) ? -R - 0.4 : R + 0.4;
  const who = seatName(ctx.seats, a3.seat, ctx.view.seat ?? null);
  return svg(
    "g",
    {
      class: "vw-wv-pawn",
      transform: `translate(${s3.x + dx} ${s3.y + 0.4}) scale(0.85)`,
      "data-pawn": a3.seat,
      "data-species": a3.species,
      role: "img",
      "aria-label": `${who}'s ${a3.species} adventurer${a3.returning ? " (returns home at the end of the turn)" : ""}`
    },
    [
      svg("title", {}, [`${who}: ${a3.species} adventurer`]),
      svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
      svg("circle", { cy: -1.5, r: 1.45 })
    ]
  );
}

// js/games/wild_venture/legend.js
function sample(catalog, reward) {
  const spaces = Object.values(catalog?.boards ?? {}).flatMap((b) => b.spaces ?? []);
  const same2 = (r3) => (r3?.kind ?? null) === (reward?.kind ?? null) && (r3?.value ?? null) === (reward?.value ?? null);
  return spaces.find((s3) => same2(s3.reward)) ?? { reward };
}
function sampleCost(catalog, kind, n2) {
  const edges = Object.values(catalog?.boards ?? {}).flatMap((b) => b.edges ?? []);
  const costs = edges.map((e3) => e3.cost);
  return costs.find((c3) => c3?.kind === kind && c3?.n === n2) ?? { kind, n: n2, label: "" };
}
function space2(s3, x2, { end = false, lit = false } = {}) {
  const reward = s3.reward;
  const kind = reward?.kind ?? "home";
  return svg(
    "g",
    {
      class: `vw-wv-space vw-wv-r-${kind}${lit ? " vw-wv-reachable" : ""}`,
      transform: `translate(${x2} 0)`,
      "data-species": kind === "starter" ? String(reward?.value) : null
    },
    [
      lit ? svg("circle", { class: "vw-wv-halo", r: R + 1.8 }) : null,
      end ? svg("circle", { class: "vw-wv-end-ring", r: R + 0.9 }) : null,
      svg("circle", { class: "vw-wv-disc", r: R }),
      ...glyph2(s3)
    ]
  );
}
function drawing2(width, things) {
  return svg(
    "svg",
    { class: "vw-wv-key-icon", viewBox: `-5.5 -5.5 ${width} 11`, "aria-hidden": "true", focusable: "false" },
    things
  );
}
function entries(catalog) {
  const at2 = (reward) => sample(catalog, reward);
  const plus5 = catalog?.words?.tokens?.plus5?.badge ?? "";
  const pawn4 = (x2, species) => svg("g", { class: "vw-wv-pawn", transform: `translate(${x2} 0.4) scale(0.85)`, "data-species": species }, [
    svg("path", { d: "M-2 3.2C-2 0.8 -1.2 -0.2 0 -0.2S2 0.8 2 3.2Z" }),
    svg("circle", { cy: -1.5, r: 1.45 })
  ]);
  return [
    [drawing2(11, [space2(at2({ kind: "gain", value: 2 }), 0)]), "Gain that many coins"],
    [drawing2(11, [space2(at2({ kind: "draw", value: 1 }), 0)]), "Draw that many cards"],
    [
      drawing2(27, [
        space2(at2({ kind: "starter", value: "crow" }), 0),
        space2(at2({ kind: "starter", value: "frog" }), 8),
        space2(at2({ kind: "starter", value: "rabbit" }), 16)
      ]),
      "Activate or upgrade your Nest, Lilypad or Warren"
    ],
    [
      drawing2(27, [
        space2(at2({ kind: "chest", value: "iron" }), 0),
        space2(at2({ kind: "chest", value: "gold" }), 8),
        space2(at2({ kind: "chest", value: "ruby" }), 16)
      ]),
      "Iron, Gold or Ruby chest: choose one of its rewards"
    ],
    [drawing2(11, [space2(at2({ kind: "enchant", value: null }), 0)]), "Enchantment: take a token waiting there"],
    [drawing2(11, [space2(at2(null), 0)]), "Home: every adventurer starts here"],
    [
      drawing2(11, [space2(at2({ kind: "chest", value: "iron" }), 0, { end: true })]),
      "End of a path: back home after the turn"
    ],
    [
      drawing2(16, [
        costBadge({ x: -1.5, y: 0 }, sampleCost(catalog, "pay", 1)),
        costBadge({ x: 6.5, y: 0 }, sampleCost(catalog, "trash", 1))
      ]),
      "Path cost: pay coins, or trash cards from your hand"
    ],
    [
      drawing2(11, [tokenBadge({ kind: "plus5", badge: plus5 }, { dx: -2.25, dy: -1.75 })]),
      "Token: its reward, once, instead of the space's"
    ],
    [drawing2(11, enchantDiscs(["moon", "sun"], { dx: -3.4, dy: -1.7 })), "Enchantment tokens waiting on a space"],
    [drawing2(11, [pawn4(-1.8, "crow"), pawn4(1.8, "frog")]), "Adventurers, in their species' colour"],
    [drawing2(11, [space2(at2({ kind: "gain", value: 1 }), 0, { lit: true })]), "Lit: you may move there now"]
  ];
}
function boardKey2(catalog) {
  return h2("details", { class: "vw-wv-key", "data-keep-open": "board-key", "data-testid": "vw-board-key" }, [
    h2("summary", { class: "vw-zone-label", text: "Board key" }),
    h2(
      "ul",
      { class: "vw-wv-key-list" },
      entries(catalog).map(([icon2, text]) => h2("li", {}, [icon2, h2("span", { text })]))
    )
  ]);
}

// js/games/wild_venture/cards.js
function icon(shapes, cls) {
  return svg(
    "svg",
    { class: cls, viewBox: "0 0 24 24", "aria-hidden": "true", focusable: "false" },
    shapes.map(({ tag, attrs, text }) => svg(tag, { ...attrs, text }))
  );
}
function coin(n2, cls = "vw-wv-coin") {
  return h2("span", { class: cls, "aria-hidden": "true" }, [icon(COIN, "vw-wv-coin-disc"), h2("b", { text: String(n2) })]);
}
function enchantToken(type, { placed = false } = {}) {
  const style = enchantStyle(type);
  const glyph3 = ENCHANT_GLYPHS[style.glyph] ?? [
    {
      tag: "text",
      attrs: { x: 12, y: 16.5, "text-anchor": "middle", "font-size": 13, "font-weight": 700, fill: "currentColor" },
      text: style.letter
    }
  ];
  return h2(
    "span",
    {
      class: placed ? "vw-wv-enchant vw-wv-placed" : "vw-wv-enchant",
      style: `--e: ${style.colour}`,
      "data-enchant": type,
      role: "img",
      "aria-label": `${type} enchantment${placed ? " (on a building)" : ""}`,
      title: `${type} enchantment${placed ? " (on a building)" : ""}`
    },
    [icon(glyph3, "vw-wv-glyph")]
  );
}
function supplies(n2, markEmpty) {
  const tokens = n2 <= 6 ? Array.from({ length: n2 }, () => h2("span", { class: "vw-wv-token" })) : [h2("span", { class: "vw-wv-token" }), h2("b", { text: `×${n2}` })];
  return h2(
    "span",
    { class: "vw-wv-supplies", "data-supply": n2, "aria-hidden": "true" },
    n2 ? tokens : markEmpty ? [h2("span", { class: "vw-wv-none", text: "empty" })] : []
  );
}
function wvCard(catalog, code2, { size = "full", supply = null, enchanted = null, upgraded = false, used = false } = {}) {
  const info = cardInfo4(catalog, code2);
  const lines = upgraded && info.upgradedLines.length ? info.upgradedLines : info.lines;
  const facts = [
    `${info.name} (${[info.species, info.kind].filter(Boolean).join(" ")})`,
    info.kind === "starter" ? upgraded ? "upgraded" : null : `cost ${info.cost}, supply value ${info.supply}`,
    supply == null ? null : `${counted2(catalog, supply, "supply")} on it`,
    enchanted ? `enchanted (${enchanted})` : null,
    used ? "used this turn" : null
  ].filter(Boolean);
  const label = facts.join(", ");
  const text = plainText(lines);
  const isStarter = info.kind === "starter";
  return h2(
    "div",
    {
      class: [
        "vw-wv-card",
        size === "small" ? "vw-wv-small" : size === "chip" ? "vw-wv-chip" : "",
        used ? "vw-wv-used" : "",
        upgraded ? "vw-wv-upgraded" : ""
      ].filter(Boolean).join(" "),
      role: "img",
      "aria-label": label,
      title: text ? `${label} — ${text}` : label,
      "data-card": code2,
      "data-species": info.species,
      "data-kind": info.kind,
      "data-supply": supply ?? null
    },
    [
      h2("span", { class: "vw-wv-band", "aria-hidden": "true" }, [
        isStarter ? h2("span", { class: "vw-wv-cost" }) : coin(info.cost, "vw-wv-coin vw-wv-cost"),
        icon(KIND_ICONS[info.kind] ?? [], "vw-wv-kind"),
        h2("span", { class: "vw-wv-kin", text: info.species }),
        isStarter ? h2("span", { class: "vw-wv-sv" }) : h2("span", { class: "vw-wv-sv", title: "supply value", text: String(info.supply) })
      ]),
      h2("span", { class: "vw-wv-name", "aria-hidden": "true", text: info.name }),
      upgraded ? h2("span", { class: "vw-wv-flag", "aria-hidden": "true", text: "★ upgraded" }) : null,
      size === "small" ? null : h2(
        "span",
        { class: "vw-wv-text", "aria-hidden": "true" },
        lines.map(
          ({ label: l3, text: t3 }) => h2("span", { class: "vw-wv-line" }, [l3 ? h2("b", { text: t3 ? `${l3}: ` : l3 }) : null, t3])
        )
      ),
      supply == null ? null : supplies(supply, info.kind !== "building"),
      enchanted ? h2("span", { class: "vw-wv-slot" }, [enchantToken(enchanted, { placed: true })]) : null
    ]
  );
}
function wvBack({ size = "small", count } = {}) {
  return h2(
    "div",
    { class: size === "small" ? "vw-wv-card vw-wv-back vw-wv-small" : "vw-wv-card vw-wv-back", "aria-hidden": "true" },
    [count == null ? null : h2("b", { class: "vw-wv-stack-count", text: String(count) })]
  );
}

// js/games/wild_venture/player.js
function playerArea2(ctx, p3, own) {
  const { view } = ctx;
  const toMove = decisionSeat(view.decision) === p3.seat && view.phase !== "over";
  const name = seatName(ctx.seats, p3.seat, view.seat ?? null);
  const size = own ? "full" : "chip";
  const laid = (cards) => cardRow(ctx, cards, { seat: p3.seat, choices: own });
  const gear = laid((p3.gear ?? []).map((g3) => ({ zone: "gear", code: g3.code, options: { size, supply: g3.supply } })));
  const villagers = laid(
    (p3.villagers ?? []).map((v3) => ({
      zone: "villagers",
      code: v3.code,
      options: { size, supply: v3.supply, used: Boolean(v3.used_main || v3.used_free) }
    }))
  );
  const bottom = laid([
    ...(p3.starters ?? []).map((s3) => ({ zone: "starters", code: s3.code, options: { size, upgraded: s3.upgraded } })),
    ...(p3.buildings ?? []).map((b) => ({
      zone: "buildings",
      code: b.code,
      options: { size, supply: b.supply, enchanted: b.enchanted }
    }))
  ]);
  const zones = [
    own ? ownHand3(ctx, p3) : hiddenHand3(ctx, p3),
    row(p3.seat, "villagers", "Villagers", villagers),
    row(p3.seat, "buildings", "Starters and buildings", bottom),
    row(p3.seat, "gear", "Gear", gear)
  ];
  const head = h2("header", { class: "vw-seat-head" }, [
    h2("span", { class: "vw-seat-name", text: name }),
    p3.species ? h2("span", { class: "vw-chip vw-wv-species", "data-species": p3.species, text: p3.species }) : null,
    toMove ? h2("span", { class: "vw-chip vw-chip-move", text: "to move" }) : null,
    toMove && view.phase === "play" && view.active === p3.seat && view.main_actions_left != null ? h2("span", {
      class: "vw-chip",
      text: `${view.main_actions_left} main action${view.main_actions_left === 1 ? "" : "s"} left`
    }) : null,
    h2("span", { class: "vw-wv-stats" }, [coins(ctx, p3), tucked(ctx, p3), enchantments(p3)])
  ]);
  return h2(
    "section",
    {
      class: `vw-seat vw-wv-player${own ? " vw-own" : " vw-wv-compact"}${toMove ? " vw-active" : ""}`,
      "data-seat-area": p3.seat,
      "data-testid": `vw-seat-${p3.seat}`,
      "aria-label": name
    },
    // the viewer's zones grow with the game: they get the room left on the screen (lib/fit_room.js)
    [head, h2("div", { class: "vw-wv-zones", [FIT_ATTRIBUTE]: own ? "" : null }, zones), own ? null : cardTexts(p3)]
  );
}
function cardRow(ctx, cards, { seat, choices: choices2 = true } = {}) {
  const slots = cardSlots(cards.map((card3) => card3.code));
  return cards.map(({ zone: zone6, code: code2, options }, i3) => {
    const key = `card|${code2}|${JSON.stringify(options)}`;
    const items = choices2 ? take(ctx, { zone: zone6, seat, card: code2 }) : null;
    if (!items) return frozen(ctx.catalog, key, () => [wvCard(ctx.catalog, code2, options)], slots[i3]);
    return frozen(
      ctx.catalog,
      `${key}|${zone6}|${seat}|${cardMarks(ctx, items, code2)}`,
      () => [markCard(ctx, wvCard(ctx.catalog, code2, options), items, code2)],
      slots[i3]
    );
  });
}
function cardTexts(p3) {
  return h2("details", { class: "vw-wv-texts", "data-keep-open": `texts-${p3.seat}` }, [
    h2("summary", { class: "vw-wv-texts-toggle", "data-testid": `vw-texts-${p3.seat}`, text: "card texts" })
  ]);
}
function row(seat, zone6, label, cards) {
  return h2("div", { class: `vw-wv-zone${cards.length ? "" : " vw-wv-empty-zone"}` }, [
    h2("span", { class: "vw-zone-label vw-wv-row-label", text: cards.length ? `${label} (${cards.length})` : label }),
    h2(
      "div",
      {
        class: "vw-row vw-wv-row",
        role: "group",
        "aria-label": label,
        "data-zone": zone6,
        "data-seat": seat,
        "data-testid": `vw-${zone6}-${seat}`,
        "data-count": cards.length
      },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "none" })]
    )
  ]);
}
function coins(ctx, p3) {
  return h2(
    "span",
    {
      class: "vw-wv-stat",
      "data-zone": "coins",
      "data-seat": p3.seat,
      "data-testid": `vw-coins-${p3.seat}`,
      "data-count": p3.coins,
      role: "img",
      "aria-label": counted2(ctx.catalog, p3.coins, "coin"),
      title: counted2(ctx.catalog, p3.coins, "coin")
    },
    [coin(p3.coins, "vw-wv-coin vw-wv-big"), h2("span", { class: "vw-zone-label", text: "coins" })]
  );
}
function tucked(ctx, p3) {
  const attrs = {
    "data-zone": "tucked",
    "data-seat": p3.seat,
    "data-testid": `vw-tucked-${p3.seat}`,
    "data-count": p3.tucked_count
  };
  const caption = `Tucked (${p3.tucked_count})`;
  if (p3.tucked && p3.tucked.length) {
    const cards = p3.tucked.map((code2) => wvCard(ctx.catalog, code2, { size: "small" }));
    return browsable(caption, `tucked-${p3.seat}`, attrs, cards, { top: wvBack({ count: p3.tucked_count }) });
  }
  const title = `${counted2(ctx.catalog, p3.tucked_count, "card")} tucked face down`;
  return h2("span", { class: "vw-wv-stat", ...attrs, title }, [
    p3.tucked_count ? wvBack({ count: p3.tucked_count }) : h2("span", { class: "vw-wv-score-card", "aria-hidden": "true" }),
    h2("span", { class: "vw-zone-label", text: caption })
  ]);
}
function enchantments(p3) {
  const all = p3.enchantments ?? [];
  const free = all.filter((e3) => !e3.on);
  const placed = all.length - free.length;
  return h2(
    "span",
    {
      class: "vw-wv-stat",
      "data-zone": "enchantments",
      "data-seat": p3.seat,
      "data-testid": `vw-enchantments-${p3.seat}`,
      "data-count": free.length
    },
    [
      h2(
        "span",
        { class: "vw-wv-tokens" },
        free.length ? free.map((e3) => enchantToken(e3.type)) : [h2("span", { class: "vw-empty", text: "none" })]
      ),
      h2("span", { class: "vw-zone-label", text: placed ? `enchantments (${placed} on buildings)` : "enchantments" })
    ]
  );
}
function ownHand3(ctx, p3) {
  const codes = (p3.hand ?? []).filter((c3) => c3 != null);
  const cards = cardRow(
    ctx,
    codes.map((code2) => ({ zone: "hand", code: code2, options: {} })),
    { seat: p3.seat }
  );
  const deciding = codes.some((code2) => ctx.place.elements.has(elementKey({ zone: "hand", seat: p3.seat, card: code2 })));
  return handZone3(p3, cards, `Your hand (${counted2(ctx.catalog, p3.hand_count, "card")})`, deciding);
}
function hiddenHand3(ctx, p3) {
  const seen = p3.hand ? p3.hand.filter((c3) => c3 != null) : p3.known_hand ?? [];
  const backs = Math.max(0, p3.hand_count - seen.length);
  const cards = [
    ...cardRow(
      ctx,
      seen.map((code2) => ({ zone: "hand", code: code2, options: { size: "chip" } })),
      { choices: false }
    ),
    ...Array.from({ length: backs }, () => wvBack())
  ];
  return handZone3(p3, cards, `Hand (${p3.hand_count}${seen.length ? `, ${seen.length} known` : ""})`, false);
}
function handZone3(p3, cards, label, deciding) {
  return h2("div", { class: "vw-wv-zone vw-wv-hand-zone" }, [
    h2("span", { class: "vw-zone-label vw-wv-row-label", text: label }),
    h2(
      "div",
      {
        class: `vw-row vw-hand vw-wv-row${deciding ? " vw-deciding" : ""}`,
        role: "group",
        "aria-label": label,
        "data-zone": "hand",
        "data-seat": p3.seat,
        "data-testid": `vw-hand-${p3.seat}`,
        "data-count": p3.hand_count
      },
      cards.length ? cards : [h2("span", { class: "vw-empty", text: "no cards" })]
    )
  ]);
}

// js/games/wild_venture/middle.js
function middle3(ctx) {
  const { view } = ctx;
  const trashed = view.trash ?? [];
  const searching = view.decision?.kind === "ruby_search" && trashed.some((code2) => ctx.place.elements.has(elementKey({ zone: "trash", card: code2 })));
  const rows = [
    focusRow(ctx, "considering", "Considering", view.considering),
    focusRow(ctx, "search", "Search the trash", searching ? trashed : null, "trash"),
    focusRow(ctx, "taken", "Taken from the trash", view.taken),
    focusRow(ctx, "initiates", "Initiate villagers", view.phase === "setup" ? view.initiates : null)
  ].filter((row2) => row2 != null);
  return h2("section", { class: "vw-middle vw-wv-middle", "aria-label": "Middle of the table" }, [
    // the board gets the height left on the screen under the band of the other seats (lib/fit_room.js)
    h2("div", { class: "vw-wv-board-wrap", [FIT_ATTRIBUTE]: "" }, [
      boardSvg2(ctx),
      rows.length ? h2("div", { class: "vw-wv-focus-layer", "data-testid": "vw-focus" }, rows) : null
    ]),
    // the key is the same for the whole game: kept (lib/frozen.js)
    h2("div", { class: "vw-wv-side" }, [
      deck(ctx),
      trash(ctx),
      frozen(ctx.catalog, "key", () => [boardKey2(ctx.catalog)])
    ])
  ]);
}
function deck(ctx) {
  const d3 = ctx.view.deck ?? { count: 0 };
  const known = knownDeck(d3);
  const place = (n2) => n2 === 0 ? "on top" : `${n2 + 1}${["st", "nd", "rd"][n2] ?? "th"} from the top`;
  const note = known.map((k3) => `${cardName4(ctx.catalog, k3.card)} ${place(k3.fromTop)}`).join("; ");
  const stack = pile("Deck", d3.count, "deck", note, () => wvBack());
  if (!known.length) return stack;
  return h2("div", { class: "vw-wv-deck" }, [
    stack,
    h2("div", { class: "vw-zone", "data-testid": "vw-known-top" }, [
      h2("span", { class: "vw-zone-label", text: "Known in the deck" }),
      h2(
        "div",
        { class: "vw-row vw-wv-known" },
        known.map((k3) => {
          const card3 = wvCard(ctx.catalog, k3.card, { size: "small" });
          setAttrs(card3, { title: `${place(k3.fromTop)}: ${attr(card3, "title")}`, "data-from-top": k3.fromTop });
          return card3;
        })
      )
    ])
  ]);
}
function trash(ctx) {
  const cards = ctx.view.trash ?? [];
  const drawing3 = frozen(
    ctx.catalog,
    `trash|${cards.join(" ")}`,
    () => cards.map((code2, i3) => {
      const card3 = wvCard(ctx.catalog, code2, { size: "small" });
      setAttrs(card3, { "data-pos": i3 + 1 });
      return card3;
    })
  );
  const top = cards.length ? wvCard(ctx.catalog, cards[cards.length - 1], { size: "chip" }) : null;
  return browsable(
    `Trash (${cards.length})`,
    "trash",
    {
      "data-zone": "trash",
      "data-testid": "vw-trash",
      "data-count": cards.length,
      class: "vw-zone vw-browse vw-wv-trash"
    },
    cards.length ? [drawing3] : [],
    { top }
  );
}
function focusRow(ctx, zone6, label, codes, targetZone = zone6) {
  if (!codes || !codes.length) return null;
  const cards = cardRow(
    ctx,
    codes.map((code2) => ({ zone: targetZone, code: code2, options: {} }))
  );
  return h2("div", { class: "vw-wv-zone vw-wv-focus" }, [
    h2("span", { class: "vw-zone-label vw-wv-row-label", text: `${label} (${codes.length})` }),
    h2(
      "div",
      { class: "vw-row vw-wv-row", role: "group", "aria-label": label, "data-zone": zone6, "data-testid": `vw-${zone6}` },
      cards
    )
  ]);
}

// js/games/wild_venture/table.js
function drawTable4(ctx) {
  const { view } = ctx;
  const viewer = view.seat ?? null;
  const seats = arrangeSeats2(view.seats ?? [], viewer);
  const others = seats.top.length ? h2("div", { class: "vw-others vw-wv-others" }, seats.top.map((p3) => playerArea2(ctx, p3, false))) : null;
  const centre = middle3(ctx);
  const own = seats.bottom ? playerArea2(ctx, seats.bottom, seats.own) : null;
  const bar2 = decisionBar2(ctx);
  return { className: "vw-wv-table", others, middle: centre, bar: bar2, own };
}
function decisionBar2(ctx) {
  const leftovers = [...ctx.place.elements].filter(([key]) => !ctx.offered.has(key)).flatMap(([, items]) => items).map((item) => actionButton3(item, leftoverLabel(ctx, item.target)));
  const buttons = [...ctx.place.buttons.map((item) => actionButton3(item, item.target.label)), ...leftovers];
  if (!buttons.length) return null;
  return h2(
    "div",
    { class: "vw-wv-decisions", role: "group", "aria-label": "Decisions", "data-testid": "vw-decisions" },
    buttons
  );
}
function leftoverLabel(ctx, target) {
  return target.card == null ? target.label : `${target.label} ${cardName4(ctx.catalog, target.card)}`;
}

// js/games/wild_venture/index.js
var wildVenture = {
  title: "A Wild Venture",
  headline: headline4,
  table: ({ view, catalog, legal, seats, selected, preview }) => drawTable4({ view, catalog, seats, selected, preview, place: placeActions(legal), offered: /* @__PURE__ */ new Set() }),
  selectors: (legal) => menuCards(placeActions(legal)),
  prompt: promptSentence5,
  eventTargets: eventTargets5,
  eventMotion: eventMotion4,
  isOver: (view) => view.phase === "over" || Boolean(view.is_over)
};

// js/games/index.js
var GAMES = {
  venturesome,
  wild_venture: wildVenture,
  venture_forth: ventureForth,
  adventurous,
  venture_2019: venture2019
};

// js/widget.js
var TRAITS = [
  "widget_kind",
  "game_id",
  "catalog",
  "seat",
  "view",
  "legal",
  "unavailable",
  "log_state",
  "events",
  "status",
  "seats",
  "error",
  "tutor",
  "replay",
  "review",
  "puzzle",
  "levels"
];
function readTraits(model, log) {
  const get = (key, fallback) => model.get(key) ?? fallback;
  const obj = (key) => {
    const value = model.get(key);
    return value && typeof value === "object" && Object.keys(value).length ? value : null;
  };
  const status = obj("status");
  return {
    widget_kind: get("widget_kind", "table"),
    game_id: get("game_id", ""),
    catalog: obj("catalog") ?? {},
    // nobody's seat is on screen during a hand-off (CONTRACT.md): JupyterLite's Pyodide kernel
    // leaves a trait set to None out of the update, so the model may still hold the seat before
    seat: status?.phase === "handoff" ? null : get("seat", null),
    view: obj("view"),
    legal: get("legal", []),
    unavailable: get("unavailable", []),
    log,
    events: get("events", []),
    status,
    seats: get("seats", []),
    error: get("error", ""),
    tutor: obj("tutor"),
    replay: obj("replay"),
    review: obj("review"),
    puzzle: obj("puzzle"),
    levels: get("levels", [])
  };
}
function renderInput(t3, ui) {
  const decision = t3.status?.decision ?? null;
  const replies = Object.fromEntries(Object.entries(ui.replies).filter(([, msg]) => msg.decision === decision));
  return {
    view: t3.view,
    catalog: t3.catalog,
    legal: t3.legal,
    unavailable: t3.unavailable,
    log: t3.log,
    seats: t3.seats,
    selected: ui.selected,
    lastTarget: ui.lastTarget,
    ask: ui.ask,
    replies,
    // a hint shown on the table, or the move a review or a puzzle shows
    preview: previewedHint(replies.hint, ui.preview, t3.legal) ?? shownMove(t3)
  };
}
function shownMove(t3) {
  if (t3.widget_kind === "replay") return reviewHint(t3.review, t3.legal);
  if (t3.widget_kind === "puzzle") return puzzleHint(t3.puzzle, t3.legal);
  return null;
}
function shownPreview(t3, game) {
  const move = shownMove(t3);
  if (!move) return null;
  const target = t3.legal.find((item) => item.action === move.action)?.target ?? null;
  return { action: move.action, decision: null, select: selectorFor({ target }, game?.selectors(t3.legal) ?? []) };
}
var KIND_STATUS = (
  /** @type {Record<string, string>} */
  { replay: "Replay", puzzle: "Puzzle" }
);
var MOVE_STEPS = /* @__PURE__ */ new Set(["expect", "play"]);
var TUTOR_PROMPTS = (
  /** @type {Record<string, string>} */
  {
    say: "Read the step above, then press Next.",
    ask: "Answer the question above.",
    done: "The lesson is over: restart it, or go on to the next lesson."
  }
);
function promptText(t3, game, ui) {
  if (t3.widget_kind === "replay") return t3.log[t3.replay?.index ?? -1]?.text ?? "";
  if (t3.widget_kind === "tutorial" && t3.tutor && !MOVE_STEPS.has(t3.tutor.kind)) return TUTOR_PROMPTS[t3.tutor.kind] ?? "";
  if (t3.status?.phase === "handoff") return statusLine(t3.status, t3.seats, null);
  if (game && t3.view) return game.prompt(renderInput(t3, ui));
  return t3.view?.decision?.prompt ?? "";
}
function build(t3, game, ui, send, recap, tables) {
  const viewer = t3.view?.seat ?? t3.seat ?? null;
  const phase = t3.status?.phase ?? "waiting";
  const input = renderInput(t3, ui);
  const handoff = phase === "handoff";
  const prompt = promptText(t3, game, ui);
  const over = Boolean(t3.view?.outcome) && Boolean(game?.isOver ? game.isOver(t3.view) : t3.view?.is_over);
  const name = (seat) => seatName(t3.seats, seat, viewer);
  const lessonPaused = t3.widget_kind === "tutorial" && t3.tutor != null && !MOVE_STEPS.has(t3.tutor.kind);
  const rules = ruleIndex(t3.catalog.reference);
  const tutor = t3.widget_kind === "tutorial" ? tutorPanel(t3.tutor) : null;
  const lesson = t3.widget_kind === "tutorial";
  const deciding = phase === "play" && t3.legal.length > 0;
  const hintAsk = !handoff && !over && t3.widget_kind !== "replay" && t3.widget_kind !== "puzzle" && !game?.drawsHints ? hintButton(lesson, !deciding) : null;
  const hints = hintAsk && deciding ? hintAnswer(input.replies.hint, lesson, { previewed: input.preview?.action, legal: t3.legal }) : null;
  const bar2 = promptBar(prompt, t3.error, phase === "play" && t3.legal.length > 0, (text) => linkRules(text, rules));
  const replay = t3.widget_kind === "replay" ? replayControls(t3.replay, send) : null;
  const review = t3.widget_kind === "replay" && t3.review ? reviewPanel(t3.review, t3.replay?.action ?? null, name) : null;
  const puzzle = t3.widget_kind === "puzzle" && t3.puzzle ? puzzlePanel(t3.puzzle) : null;
  const reviewAsk = over && t3.widget_kind === "table" ? msgButton("Review this game", { kind: "review" }, "vw-review-game", {
    primary: true,
    title: "See which moves cost the most, and what was better"
  }) : null;
  const sheet = over && game ? scoreSheetPanel(scoreSheet(t3.view.outcome, t3.catalog.score_sheet), name, rules) : null;
  const recent = !handoff && t3.view ? recap.strip() : null;
  const thinking = thinkingLine(t3.status, t3.seats, viewer);
  const parts = !handoff && t3.view && game ? tables.draw(game, input) : null;
  const part = (key, el) => el ? memo(key, [el], () => el) : null;
  const table = parts ? h2("section", { class: `vw-table ${parts.className}`, "data-testid": "vw-table", "aria-label": "Table" }, [
    part("vw-part-others", parts.others),
    h2("div", { class: "vw-stage" }, [recent, part("vw-part-middle", parts.middle)]),
    h2("div", { class: "vw-mine" }, [
      tutor,
      h2("div", { class: "vw-prompt-row" }, [bar2, part("vw-part-bar", parts.bar), hintAsk]),
      hints,
      puzzle,
      replay,
      review,
      reviewAsk,
      sheet,
      part("vw-part-own", parts.own)
    ])
  ]) : null;
  return [
    h2("header", { class: "vw-header" }, [
      h2("h2", { class: "vw-title", text: game?.title ?? t3.game_id }),
      h2("span", { class: "vw-headline", text: game && t3.view ? game.headline(t3.view) : "" }),
      h2("span", {
        class: "vw-status",
        "data-testid": "vw-status",
        hidden: Boolean(thinking),
        // the bot thinking says it
        text: KIND_STATUS[t3.widget_kind] ?? (lessonPaused ? "Lesson" : statusLine(t3.status, t3.seats, viewer))
      }),
      // a status region that stays in the page, so screen readers hear who starts thinking
      h2(
        "span",
        {
          class: "vw-bot-thinking",
          role: "status",
          "aria-live": "polite",
          "data-testid": "vw-bot-thinking",
          "data-seat": t3.status?.thinking ?? ""
        },
        thinking ? [h2("span", { class: "vw-spinner", "aria-hidden": "true" }), thinking] : []
      ),
      t3.widget_kind === "table" ? tableControls(t3.status, {
        picker: levelPicker(t3.seats, t3.levels, ui.levels, ui.pick),
        seats: chosenSeats(t3.seats, ui.levels)
      }) : null
    ]),
    ...table ? [table] : [tutor, bar2, hintAsk, hints, puzzle, replay, review, reviewAsk, sheet, recent],
    handoff ? handoffScreen(name(t3.status.handoff_to)) : null,
    !handoff && t3.view && !game ? h2("p", { class: "vw-note", text: `No table drawing for ${t3.game_id}: use the options below.` }) : null,
    handoff ? null : legalList(t3.legal),
    handoff ? null : logPanel(t3.log, {
      rules,
      current: t3.widget_kind === "replay" ? t3.replay?.index ?? null : null
    }),
    handoff ? null : rulesPanel(t3.catalog.reference, { current: ui.rule })
  ];
}
function frameElement(tag, attrs) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}
function render({ model, el }) {
  const announcer = frameElement("div", { class: "vw-sr-only", "aria-live": "polite", "data-testid": "vw-announce" });
  const content = frameElement("div", { class: "vw-content" });
  const root = frameElement("div", { class: "vw-root", "data-testid": "vw-root" });
  const thinking = thinkingIndicator(root);
  root.append(announcer, thinking.el, content);
  el.append(root);
  const viewName = Math.random().toString(36).slice(2, 10);
  let count = 0;
  const nextRef = () => `${viewName}-${++count}`;
  const post = (msg, ref) => model.send({ ...msg, decision: model.get("status")?.decision ?? null, ref });
  const ui = {
    selected: null,
    lastTarget: null,
    open: /* @__PURE__ */ new Map(),
    focusFirst: false,
    landing: "keep",
    byKeyboard: true,
    animate: false,
    waiting: false,
    rule: null,
    revealRule: false,
    replies: {},
    ask: (msg) => post(msg, nextRef()),
    levels: /* @__PURE__ */ new Map(),
    pick: (seat, name) => {
      ui.levels.set(seat, name);
      redraw();
    },
    preview: null
  };
  const recap = new Recap(root, () => redraw());
  const tables = new TableParts();
  const whyNot = new WhyNot(root, (text) => linkRules(text, ruleIndex(model.get("catalog")?.reference)));
  let mounted = false;
  let spokenPrompt = (
    /** @type {string | null} */
    null
  );
  const unanswered = (
    /** @type {Set<string>} */
    /* @__PURE__ */ new Set()
  );
  let awaited = (
    /** @type {string | null} */
    null
  );
  const send = (msg, wait = false) => {
    const ref = nextRef();
    unanswered.add(ref);
    if (wait) awaited = ref;
    thinking.start();
    post(msg, ref);
  };
  let unmark = () => {
  };
  const submit = (msg, el2) => {
    if (ui.waiting) return false;
    ui.waiting = true;
    root.dataset.waiting = "true";
    unmark = markSent(el2);
    const kind = (
      /** @type {{kind?: string}} */
      msg.kind
    );
    ui.landing = kind === "undo" || kind === "new_game" ? "next" : "settle";
    send(msg, true);
    return true;
  };
  const answered = () => {
    ui.waiting = false;
    awaited = null;
    unanswered.clear();
    delete root.dataset.waiting;
    unmark();
    unmark = () => {
    };
    thinking.stop();
  };
  let cancelAnimation = () => {
  };
  let cancelGlides = () => {
  };
  let scheduled = false;
  let frame = (
    /** @type {number | null} */
    null
  );
  const settles = (
    /** @type {(() => void)[]} */
    []
  );
  let places = (
    /** @type {import("./lib/motion.js").Places} */
    /* @__PURE__ */ new Map()
  );
  const logScroll = trackLog(root);
  let arrived = (
    /** @type {number | null} */
    null
  );
  let log = restoredLog(model.get("saved_log"));
  const keepLog = () => {
    const saved = logToSave(log, model.get("saved_log"));
    if (saved) model.set("saved_log", saved);
  };
  let logPending = false;
  let recapPending = false;
  const stepLog = () => {
    const { copy, request } = syncLog(log, model.get("log_state"), model.get("events") ?? []);
    log = copy;
    keepLog();
    logPending = Boolean(request);
    if (request) model.send(request);
  };
  const hidePreview = () => {
    if (ui.preview?.select != null && ui.selected === ui.preview.select) ui.selected = null;
    ui.preview = null;
  };
  const showPreview = (action) => {
    hidePreview();
    const legal = model.get("legal") ?? [];
    const hint = ui.replies.hint?.hints?.find((item) => item.action === action);
    const key = selectorFor(hint ?? null, GAMES[model.get("game_id")]?.selectors(legal) ?? []);
    const decision = model.get("status")?.decision ?? null;
    ui.preview = { action, decision, select: key != null && key === ui.selected ? key : null };
    redraw();
    if (key == null || ui.preview.select != null || previewElements(content, ui.preview).length) return;
    ui.selected = ui.preview.select = key;
    redraw();
  };
  const redraw = () => {
    const start = arrived ?? performance.now();
    const cause = arrived == null ? LOCAL_REDRAW : UPDATE_REDRAW;
    arrived = null;
    scheduled = false;
    stepLog();
    const t3 = readTraits(model, log.events);
    settlePicks(t3.seats, ui.levels);
    const game = GAMES[t3.game_id];
    if (ui.preview && !previewStands(ui.preview, t3.status?.decision ?? null)) hidePreview();
    if (ui.selected && !(game?.selectors(t3.legal) ?? []).includes(ui.selected))
      ui.selected = null;
    const update = ui.animate || !mounted || recapPending;
    recapPending = update && logPending;
    const told = recap.sync(t3, game, { fresh: update && !logPending, viewer: t3.view?.seat ?? t3.seat ?? null });
    const own = ui.animate ? t3.events.slice(0, told) : [];
    mounted = true;
    const kept3 = capture(root, ui.open);
    if (ui.revealRule) ui.open.set("rules", true);
    const reduced = Boolean(globalThis.matchMedia?.("(prefers-reduced-motion: reduce)").matches);
    draw(build(t3, game, ui, send, recap, tables), content);
    markPreview(content, ui.preview ?? shownPreview(t3, game));
    whyNot.mark(t3.status?.phase === "handoff" ? [] : t3.unavailable);
    const prompt = promptText(t3, game, ui);
    if (own.length || prompt !== spokenPrompt) {
      const news = [...own.map((e3) => e3.text), prompt].join(" ");
      if (news !== announcer.textContent) announcer.textContent = news;
      spokenPrompt = prompt;
    }
    Object.assign(root.dataset, {
      kind: t3.widget_kind,
      game: t3.game_id,
      phase: t3.status?.phase ?? "",
      toMove: t3.status?.to_move ?? "",
      botThinking: t3.status?.thinking ?? "",
      seat: t3.seat ?? "",
      actions: t3.status?.actions ?? "",
      legalCount: t3.legal.length,
      selected: ui.selected ?? ""
    });
    const landing = ui.waiting ? "keep" : ui.landing;
    settles.push(
      restore(root, kept3, ui.open, {
        focusFirst: ui.focusFirst,
        landing,
        byKeyboard: ui.byKeyboard,
        atOnce: cause === LOCAL_REDRAW
      })
    );
    ui.focusFirst = false;
    if (!ui.waiting) ui.landing = "keep";
    if (ui.revealRule && ui.rule) revealRule(root, ui.rule);
    ui.revealRule = false;
    if (frame != null) cancelAnimationFrame(frame);
    const followLog = t3.widget_kind === "replay";
    frame = requestAnimationFrame(() => {
      frame = null;
      fitRooms(root);
      for (const settle of settles.splice(0)) settle();
      placeLog(root, logScroll.place, followLog);
      cancelGlides();
      const glide = reduced ? { stop: () => {
      }, places: /* @__PURE__ */ new Map() } : glideCards(content, places);
      cancelGlides = glide.stop;
      places = glide.places;
    });
    if (ui.animate) cancelAnimation();
    if (own.length && game) {
      const offset = t3.log.length - t3.events.length;
      const targets = own.map((e3, i3) => [...game.eventTargets(e3), `[data-log-index="${offset + i3}"]`]);
      cancelAnimation = animateEvents(root, targets, reduced);
    }
    ui.animate = false;
    recap.drawn();
    recordRedraw(cause, start, { game: t3.game_id, kind: t3.widget_kind });
  };
  const schedule = () => {
    arrived ??= performance.now();
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(redraw);
  };
  const listeners = {};
  for (const trait of TRAITS) {
    listeners[trait] = () => {
      if (trait !== "error") answered();
      if (trait === "events") ui.animate = true;
      schedule();
    };
    model.on(`change:${trait}`, listeners[trait]);
  }
  const onCustom = (msg) => {
    if (msg?.kind === "log") {
      log = receiveLog(log, model.get("log_state"), msg);
      keepLog();
      schedule();
      return;
    }
    if (msg?.kind !== "handled") {
      if (typeof msg?.kind === "string") {
        ui.replies = { ...ui.replies, [msg.kind]: msg };
        schedule();
      }
      return;
    }
    if (!unanswered.delete(msg.ref)) return;
    if (msg.ref === awaited) {
      answered();
      schedule();
    } else if (!unanswered.size) thinking.stop();
  };
  model.on("msg:custom", onCustom);
  const keepKeys = (event) => {
    ui.byKeyboard = true;
    event.stopPropagation();
  };
  root.addEventListener("keydown", keepKeys);
  const byPointer = () => {
    ui.byKeyboard = false;
  };
  root.addEventListener("pointerdown", byPointer, { capture: true });
  const refit = () => fitRooms(root);
  globalThis.addEventListener("resize", refit);
  const untrackMore = trackMore(root);
  const unrow = delegateRows(root);
  const undelegate = delegateChoices(root, {
    act: (action, el2) => {
      const legal = model.get("legal") ?? [];
      const target = legal.find((item) => item.action === action)?.target ?? null;
      if (submit({ kind: "act", action }, el2)) ui.lastTarget = target;
    },
    message: (msg, el2) => {
      if (submit(msg, el2)) ui.lastTarget = null;
    },
    select: (key) => {
      ui.preview = null;
      ui.selected = ui.selected === key ? null : key;
      ui.focusFirst = ui.selected != null;
      redraw();
    },
    cancel: () => {
      if (ui.preview) {
        hidePreview();
        redraw();
        return;
      }
      if (ui.selected == null) return;
      root.querySelector(`[data-select="${CSS.escape(ui.selected)}"]`)?.focus();
      ui.selected = null;
      redraw();
    }
  });
  const unpreview = delegatePreviews(root, {
    show: (action) => showPreview(action),
    hide: () => {
      hidePreview();
      redraw();
    }
  });
  const unlinkRules = delegateRuleLinks(root, (rule) => {
    Object.assign(ui, { rule, revealRule: true });
    redraw();
  });
  redraw();
  return () => {
    for (const trait of TRAITS) model.off(`change:${trait}`, listeners[trait]);
    model.off("msg:custom", onCustom);
    root.removeEventListener("keydown", keepKeys);
    root.removeEventListener("pointerdown", byPointer, { capture: true });
    globalThis.removeEventListener("resize", refit);
    untrackMore();
    undelegate();
    unpreview();
    unrow();
    unlinkRules();
    cancelAnimation();
    recap.destroy();
    whyNot.destroy();
    if (frame != null) cancelAnimationFrame(frame);
    logScroll.stop();
    cancelGlides();
    thinking.stop();
    draw([], content);
    root.remove();
  };
}
var widget_default = { render };
export {
  widget_default as default
};
