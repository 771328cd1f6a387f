import jax
import jax.numpy as jnp


class PointMass:
    def __init__(self, dim=2):
        self.dim = dim

    def _initial_position(self, rng):
        return jax.random.uniform(rng, (self.dim,)) - 0.5

    def reset(self, rng):
        pos = self._initial_position(rng)
        return {"pos": pos, "vel": jnp.zeros(self.dim)}

    def step(self, state, action):
        vel = state["vel"] + 0.1 * action
        return {"pos": state["pos"] + 0.1 * vel, "vel": vel}
