import jax
import jax.numpy as jnp


def hill_repression(x, strength, n=3.0):
    return strength / (1.0 + x ** n)


class Repressilator:
    """Three genes, each repressing the next (Elowitz & Leibler 2000), protein-only form."""

    def __init__(self, dt=0.05, num_steps=2048, decay=1.0):
        self.dt = dt
        self.num_steps = num_steps
        self.decay = decay

    def derivatives(self, x, params):
        repressor = jnp.roll(x, 1)
        production = hill_repression(repressor, params["strength"]) + params["leak"]
        return production - self.decay * x

    def simulate(self, params, x0):
        def step(x, _):
            x = x + self.dt * self.derivatives(x, params)
            return x, x[0]
        _, trace = jax.lax.scan(step, x0, None, length=self.num_steps)
        return trace
