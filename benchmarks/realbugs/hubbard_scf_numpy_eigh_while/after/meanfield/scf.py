import jax
import jax.numpy as jnp

from meanfield.occupation import fill_lowest


class SelfConsistentField:
    """Linear-mixing SCF for the spin-up and spin-down site densities, iterated in a compiled while loop."""

    def __init__(self, model, num_up, num_down, mixing=0.3, tol=1e-5, max_iter=500):
        self.model = model
        self.num_up = num_up
        self.num_down = num_down
        self.mixing = mixing
        self.tol = tol
        self.max_iter = max_iter
        self.solve = jax.jit(self._solve)

    def update(self, up, down):
        new_up = fill_lowest(self.model.mean_field(down), self.num_up)
        new_down = fill_lowest(self.model.mean_field(up), self.num_down)
        return new_up, new_down

    def _solve(self, up, down):
        def keep_going(state):
            _, _, error, iteration = state
            return (error > self.tol) & (iteration < self.max_iter)

        def iterate(state):
            up, down, _, iteration = state
            new_up, new_down = self.update(up, down)
            error = jnp.max(jnp.abs(new_up - up)) + jnp.max(jnp.abs(new_down - down))
            up = (1.0 - self.mixing) * up + self.mixing * new_up
            down = (1.0 - self.mixing) * down + self.mixing * new_down
            return up, down, error, iteration + 1

        return jax.lax.while_loop(keep_going, iterate, (up, down, jnp.inf, 0))
