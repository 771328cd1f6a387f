import jax
import jax.numpy as jnp

from ssa.rng import KeyStream


class BirthDeathNetwork:
    """Gillespie's direct method for 0 -> X (rate k_birth) and X -> 0 (rate k_death * x)."""

    def __init__(self, k_birth, k_death, seed):
        self.k_birth = k_birth
        self.k_death = k_death
        self.stream = KeyStream(seed)
        self.time = 0.0
        self._step = jax.jit(self.step)

    def propensities(self, x):
        return jnp.array([self.k_birth, self.k_death * x])

    def step(self, x):
        rates = self.propensities(x)
        total = rates.sum()
        key_wait, key_pick = jax.random.split(self.stream.next())
        wait = jax.random.exponential(key_wait) / total
        reaction = jax.random.choice(key_pick, 2, p=rates / total)
        self.time = self.time + wait  # expect: JXL202
        return x + jnp.where(reaction == 0, 1.0, -1.0), wait

    def simulate(self, x0, n_events):
        x = jnp.asarray(x0, dtype=jnp.float32)
        waits = []
        for _ in range(n_events):
            x, wait = self._step(x)
            waits.append(float(wait))
        return x, waits
