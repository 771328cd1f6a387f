import jax
import jax.numpy as jnp

from kinetics.laws import RATE_LAWS


class ReactionNetwork:
    """A linear pathway S0 -> S1 -> ... ; reaction i consumes species i and produces species i + 1."""

    def __init__(self, kinds, k, km, hill_n):
        self.kinds = jnp.asarray(kinds)
        self.k = jnp.asarray(k)
        self.km = jnp.asarray(km)
        self.hill_n = jnp.asarray(hill_n)

    def rate(self, kind, substrate, k, km, n):
        rates = [law(substrate, k, km, n) for law in RATE_LAWS]
        return jax.lax.select_n(kind, *rates)

    def rates(self, concentrations):
        rate = jax.vmap(self.rate)
        return rate(self.kinds, concentrations[:-1], self.k, self.km, self.hill_n)

    def rhs(self, concentrations):
        flux = self.rates(concentrations)
        return jnp.zeros_like(concentrations).at[:-1].add(-flux).at[1:].add(flux)

    def integrate(self, c0, dt, n_steps):
        def euler(c, _):
            c = c + dt * self.rhs(c)
            return c, c

        _, path = jax.lax.scan(euler, c0, None, length=n_steps)
        return path
