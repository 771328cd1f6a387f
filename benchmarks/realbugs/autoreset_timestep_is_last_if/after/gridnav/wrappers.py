import jax
import jax.numpy as jnp


class AutoReset:
    """Starts a new episode as soon as the wrapped environment reports the last step of one."""

    def __init__(self, env):
        self.env = env

    def reset(self, key):
        return self.env.reset(key)

    def step(self, timestep, action, key):
        timestep = self.env.step(timestep, action)
        restarted = self.env.reset(key)._replace(reward=timestep.reward)
        last = timestep.is_last()
        next_timestep = jax.tree_util.tree_map(lambda new, old: jnp.where(last, new, old), restarted, timestep)
        return next_timestep, timestep
