import jax
import jax.numpy as jnp


class SIRSimulation:
    """Euler-stepped SIR proportions; keeps every day's (S, I, R) in `history` for plotting."""

    def __init__(self, num_days, initial_infected=1e-3, substeps=20):
        self.num_days = num_days
        self.initial_infected = initial_infected
        self.substeps = substeps
        self.history = []
        self.daily_incidence = jax.jit(self.incidence)

    def day(self, state, beta, gamma):
        dt = 1.0 / self.substeps

        def substep(_, carry):
            s, i, r, incidence = carry
            infections = beta * s * i * dt
            recoveries = gamma * i * dt
            return s - infections, i + infections - recoveries, r + recoveries, incidence + infections

        s, i, r, incidence = jax.lax.fori_loop(0, self.substeps, substep, (*state, jnp.zeros_like(state[0])))
        self.history.append(jnp.stack([s, i, r]))  # expect: JXL202
        return (s, i, r), incidence

    def incidence(self, beta, gamma):
        start = (1.0 - self.initial_infected, self.initial_infected, 0.0)
        start = tuple(jnp.asarray(x) for x in start)
        _, incidence = jax.lax.scan(lambda state, _: self.day(state, beta, gamma), start, None,
                                    length=self.num_days)
        return incidence
