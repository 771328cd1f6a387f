import math

import jax
import jax.numpy as jnp


class Annealer:
    """Simulated annealing with a geometric cooling schedule T_k = max_T * alpha**k down to min_T."""

    def __init__(self, objective, move, max_T=1000.0, min_T=0.1, alpha=0.995):
        self.objective = objective
        self.move = move
        self.temperatures = max_T * alpha ** jnp.arange(math.ceil(math.log(min_T / max_T) / math.log(alpha)))
        self.run = jax.jit(self._run)

    def _run(self, x0, key):
        def step(carry, T):
            x, best, key = carry
            key, sub, move_key = jax.random.split(key, 3)
            y = self.move.propose(move_key, x)

            fx, fy = self.objective(x), self.objective(y)
            accept = (fy < fx) | (jax.random.uniform(sub) < jnp.exp(-(fy - fx) / T))
            x = jnp.where(accept, y, x)
            best = jnp.where(self.objective(x) < self.objective(best), x, best)
            return (x, best, key), None

        (_, best, _), _ = jax.lax.scan(step, (x0, x0, key), self.temperatures)
        return best
