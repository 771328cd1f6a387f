import jax
import jax.numpy as jnp


class SIRSimulation:
    """Euler-stepped SIR proportions; keeps every day's (S, I, R) in `history` for plotting."""

    def __init__(self, num_days, initial_infected=1e-3, substeps=20):
        self.num_days = num_days
        self.initial_infected = initial_infected
        self.substeps = substeps
        self.history = []
        self._run = jax.jit(self.run)

    def day(self, state, beta, gamma):
        dt = 1.0 / self.substeps

        def substep(_, carry):
            s, i, r, incidence = carry
            infections = beta * s * i * dt
            recoveries = gamma * i * dt
            return s - infections, i + infections - recoveries, r + recoveries, incidence + infections

        s, i, r, incidence = jax.lax.fori_loop(0, self.substeps, substep, (*state, jnp.zeros_like(state[0])))
        return (s, i, r), (jnp.stack([s, i, r]), incidence)

    def run(self, beta, gamma):
        start = (1.0 - self.initial_infected, self.initial_infected, 0.0)
        start = tuple(jnp.asarray(x) for x in start)
        _, (states, incidence) = jax.lax.scan(lambda state, _: self.day(state, beta, gamma), start, None,
                                              length=self.num_days)
        return states, incidence

    def incidence(self, beta, gamma):
        return self.run(beta, gamma)[1]

    def daily_incidence(self, beta, gamma):
        # The trajectory is recorded here, on the host, from the compiled run's returned states.
        states, incidence = self._run(beta, gamma)
        self.history.extend(states)
        return incidence
