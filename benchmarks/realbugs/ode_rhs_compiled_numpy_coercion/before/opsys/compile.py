"""Compiles a system of ODEs written as strings into a right-hand-side callable."""

import numpy as np


class CompiledRHS:
    def __init__(self, state_names, equations):
        self.state_names = tuple(state_names)
        self.sources = tuple(equations[name] for name in self.state_names)
        self.codes = tuple(compile(src, f"<d{name}/dt>", "eval") for name, src in zip(self.state_names, self.sources))

    def __call__(self, t, y, params):
        y = np.asarray(y, dtype=np.float64)  # expect: JXL401
        env = dict(zip(self.state_names, y))
        env.update(params)
        env["t"] = float(t)  # expect: JXL104
        rates = [eval(code, {"np": np}, env) for code in self.codes]
        return np.asarray(rates, dtype=np.float64)  # expect: JXL401


def compile_rhs(state_names, equations):
    missing = set(state_names) - set(equations)
    if missing:
        raise ValueError(f"no equation for {sorted(missing)}")
    return CompiledRHS(state_names, equations)
