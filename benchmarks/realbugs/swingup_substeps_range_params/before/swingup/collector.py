import jax
import jax.numpy as jnp


class RolloutCollector:
    """Runs a linear Gaussian policy on a batch of swing-up episodes, compiled once."""

    def __init__(self, env, num_steps=50, num_envs=8):
        self.env = env
        self.num_steps = num_steps
        self.num_envs = num_envs
        self.collect = jax.jit(self._collect)

    def _episode(self, weights, physics, key):
        def body(state, step_key):
            obs = self.env.observe(state)
            action = jnp.tanh(obs @ weights) + 0.1 * jax.random.normal(step_key)
            next_state, reward = self.env.step(state, action, physics)
            return next_state, reward

        _, rewards = jax.lax.scan(body, self.env.reset(), jax.random.split(key, self.num_steps))
        return rewards

    def _collect(self, weights, physics, key):
        keys = jax.random.split(key, self.num_envs)
        rewards = jax.vmap(self._episode, in_axes=(None, None, 0))(weights, physics, keys)
        return rewards.sum(axis=1)
