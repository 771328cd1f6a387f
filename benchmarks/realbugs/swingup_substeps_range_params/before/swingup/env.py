import jax.numpy as jnp

from .physics import accelerations


class SwingUpEnv:
    """Continuous cart-pole swing-up: the pole starts hanging down, the action is a force in [-1, 1]."""

    def __init__(self, max_force=10.0):
        self.max_force = max_force

    def reset(self):
        return jnp.array([0.0, 0.0, jnp.pi, 0.0])

    def observe(self, state):
        return jnp.stack([state[0], state[1], jnp.cos(state[2]), jnp.sin(state[2]), state[3]])

    def reward(self, state, action):
        upright = (1.0 + jnp.cos(state[2])) / 2.0
        centered = jnp.exp(-state[0] ** 2)
        return upright * centered - 0.01 * action ** 2

    def step(self, state, action, params):
        force = self.max_force * jnp.clip(action, -1.0, 1.0)
        sub_dt = params.dt / params.substeps
        for _ in range(params.substeps):  # expect: JXL105
            state = state + sub_dt * accelerations(state, force, params)
        return state, self.reward(state, action)
