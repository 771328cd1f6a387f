import jax
import jax.numpy as jnp


class SIRModel:
    """Deterministic SIR compartments stepped daily with sub-steps; returns the new infections per day."""

    def __init__(self, population, initial_infected, num_days, substeps=10):
        self.population = population
        self.initial_infected = initial_infected
        self.num_days = num_days
        self.substeps = substeps

    def daily_incidence(self, beta, gamma):
        dt = 1.0 / self.substeps

        def substep(state, _):
            s, i = state
            infections = beta * s * i / self.population * dt
            recoveries = gamma * i * dt
            return (s - infections, i + infections - recoveries), infections

        def day(state, _):
            state, infections = jax.lax.scan(substep, state, None, length=self.substeps)
            return state, infections.sum()

        start = (jnp.asarray(self.population - self.initial_infected), jnp.asarray(self.initial_infected))
        _, incidence = jax.lax.scan(day, start, None, length=self.num_days)
        return incidence
