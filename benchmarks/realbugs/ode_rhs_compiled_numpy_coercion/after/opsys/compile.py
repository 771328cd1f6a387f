"""Compiles a system of ODEs written as strings into a right-hand-side callable."""

import numpy as np


class CompiledRHS:
    def __init__(self, state_names, equations, xp=np):
        self.state_names = tuple(state_names)
        self.sources = tuple(equations[name] for name in self.state_names)
        self.codes = tuple(compile(src, f"<d{name}/dt>", "eval") for name, src in zip(self.state_names, self.sources))
        self.xp = xp

    def __call__(self, t, y, params):
        xp = self.xp
        y = xp.asarray(y)
        env = dict(zip(self.state_names, y))
        env.update(params)
        env["t"] = t
        rates = [eval(code, {"np": xp}, env) for code in self.codes]
        return xp.stack([xp.asarray(rate) for rate in rates])


def compile_rhs(state_names, equations, xp=np):
    missing = set(state_names) - set(equations)
    if missing:
        raise ValueError(f"no equation for {sorted(missing)}")
    return CompiledRHS(state_names, equations, xp=xp)
