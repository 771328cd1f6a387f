import jax
import jax.numpy as jnp


def toy_env_step(obs, action):
    next_obs = jnp.roll(obs, 1) + 0.1 * action
    return next_obs, -jnp.sum(next_obs ** 2)


class Collector:
    def __init__(self, num_actions):
        self.num_actions = num_actions
        self._rollout = jax.jit(self._rollout_impl, static_argnums=(3,))

    def _rollout_impl(self, buffer, obs, key, num_steps):
        def step(carry, step_key):
            buffer, obs = carry
            action = jax.random.randint(step_key, (), 0, self.num_actions)
            next_obs, reward = toy_env_step(obs, action)
            return (buffer.add(obs, action, reward), next_obs), reward

        (buffer, obs), rewards = jax.lax.scan(step, (buffer, obs), jax.random.split(key, num_steps))
        return buffer, obs, rewards

    def rollout(self, buffer, obs, key, num_steps):
        return self._rollout(buffer, obs, key, num_steps)
