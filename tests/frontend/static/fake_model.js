// Stand-in for the model an anywidget (AFM) module receives: get / set / on / off / save_changes /
// send, plus test helpers (receiveCustom, receiveState, listenerCount) that play the kernel side.
// Loaded by harness.html; see ../frontend_support.py for how the tests drive it. (From the static-harness recipe.)
export class FakeModel {
  constructor(state = {}) {
    this.state = { ...state };
    this.listeners = new Map(); // event name -> Set(callback)
    this.dirty = {}; // keys set since last save_changes
    this.saved = []; // history of save_changes() payloads (what would go to the kernel)
    this.sent = []; // history of send() payloads (custom messages)
    this.onSave = null; // optional hook: (patch) => void | Promise
    this.onSend = null; // optional hook: (content, buffers) => replies[] | Promise<replies[]>
    this.widget_manager = {
      async get_model(id) {
        throw new Error(`FakeModel: get_model(${id}) unsupported`);
      },
    };
  }
  get(key) {
    return this.state[key];
  }
  set(key, value) {
    if (typeof key === "object") {
      for (const [k, v] of Object.entries(key)) this.set(k, v);
      return;
    }
    const old = this.state[key];
    this.state[key] = value;
    this.dirty[key] = value;
    if (old !== value) {
      this._emit(`change:${key}`, this, value);
      this._emit("change", this);
    }
  }
  on(name, cb) {
    for (const n of name.split(/\s+/)) {
      if (!this.listeners.has(n)) this.listeners.set(n, new Set());
      this.listeners.get(n).add(cb);
    }
  }
  off(name, cb) {
    if (!name) {
      this.listeners.clear();
      return;
    }
    for (const n of name.split(/\s+/)) {
      if (!cb) this.listeners.delete(n);
      else this.listeners.get(n)?.delete(cb);
    }
  }
  save_changes() {
    const patch = this.dirty;
    this.dirty = {};
    this.saved.push(patch);
    if (this.onSave) this.onSave(patch);
  }
  send(content, callbacks, buffers = []) {
    this.sent.push(content);
    if (this.onSend) {
      Promise.resolve(this.onSend(content, buffers)).then((replies) => {
        for (const r of replies ?? []) this.receiveCustom(r);
      });
    }
  }
  // ---- test helpers (simulate the kernel side) ----
  receiveCustom(content, buffers = []) {
    this._emit("msg:custom", content, buffers);
  }
  // Python's `handled` answer to the last message sent (not a request for the log), naming it by
  // its `ref` as the widget does (js/CONTRACT.md), with no trait changed (as for a refused one)
  handled() {
    const last = this.sent.findLast((m) => m?.kind !== "log");
    this.receiveCustom({ kind: "handled", decision: this.state.status?.decision ?? null, ref: last?.ref });
  }
  receiveState(patch) {
    // kernel -> front-end state update (not echoed back)
    for (const [k, v] of Object.entries(patch)) this.set(k, v);
    this.dirty = {};
  }
  listenerCount() {
    let n = 0;
    for (const s of this.listeners.values()) n += s.size;
    return n;
  }
  _emit(name, ...args) {
    for (const cb of [...(this.listeners.get(name) ?? [])]) cb(...args);
  }
}

// Load an AFM module the way anywidget does: default export is an object
// {initialize?, render?} or a (possibly async) function returning one.
export async function mount(esmUrl, state = {}, cssText = "") {
  document.getElementById("widget-css").textContent = cssText;
  const mod = await import(esmUrl);
  let widget = mod.default;
  if (typeof widget === "function") widget = await widget();
  const model = new FakeModel(state);
  const el = document.createElement("div");
  document.getElementById("root").append(el);
  const cleanupInit = await widget.initialize?.({ model, experimental: {} });
  const cleanupRender = await widget.render?.({ model, el, experimental: {} });
  return {
    model,
    el,
    destroy() {
      cleanupRender?.();
      cleanupInit?.();
      el.remove();
    },
  };
}
