import jax.numpy as jnp


class PointMass:
    """Push a point on a line towards the origin; reward is minus the distance."""

    obs_dim = 2
    action_dim = 1
    dt = 0.1

    def reset(self):
        return jnp.array([1.0, 0.0])

    def step(self, obs, action):
        position, velocity = obs
        velocity = velocity + self.dt * jnp.clip(action[0], -1.0, 1.0)
        position = position + self.dt * velocity
        return jnp.array([position, velocity]), -jnp.abs(position)
