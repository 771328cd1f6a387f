import jax
import jax.numpy as jnp


def derivatives(state, p):
    t1, t2, t3, central, peripheral = state
    ktr = p["ktr"]
    return jnp.stack([
        -ktr * t1,
        ktr * t1 - ktr * t2,
        ktr * t2 - ktr * t3,
        ktr * t3 - (p["cl"] + p["q"]) / p["v1"] * central + p["q"] / p["v2"] * peripheral,
        p["q"] / p["v1"] * central - p["q"] / p["v2"] * peripheral,
    ])


class TransitTwoCompartment:
    """Three transit compartments, then central and peripheral; amounts in mg, time in h."""

    def __init__(self, schedule, t_end=24.0):
        self.schedule = schedule
        self.times = jnp.arange(0.0, t_end, schedule.dt)
        self.concentrations = jax.jit(self._concentrations)

    def _concentrations(self, params):
        dt = self.schedule.dt

        def step(state, t):
            state = state.at[0].add(self.schedule.bolus(t))
            state = state + dt * derivatives(state, params)
            return state, state[3] / params["v1"]

        _, conc = jax.lax.scan(step, jnp.zeros(5), self.times)
        return conc
