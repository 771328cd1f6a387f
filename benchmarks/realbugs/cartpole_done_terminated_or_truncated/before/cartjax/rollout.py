import jax
import jax.numpy as jnp


class Rollout:
    """Runs a policy for a fixed number of steps, resetting the environment when an episode ends."""

    def __init__(self, env, policy, num_steps):
        self.env = env
        self.policy = policy
        self.num_steps = num_steps
        self._run = jax.jit(self._collect)

    def _auto_reset(self, key, done, next_state):
        fresh = self.env.reset(key)
        return jax.tree_util.tree_map(lambda new, old: jnp.where(done, new, old), fresh, next_state)

    def _collect(self, key):
        reset_key, act_key = jax.random.split(key)

        def body(state, step_key):
            policy_key, reset_key = jax.random.split(step_key)
            action = self.policy(policy_key, self.env.observe(state))
            next_state, _, reward, done = self.env.step(state, action)
            return self._auto_reset(reset_key, done, next_state), (reward, done)

        keys = jax.random.split(act_key, self.num_steps)
        _, (rewards, dones) = jax.lax.scan(body, self.env.reset(reset_key), keys)
        return rewards, dones

    def __call__(self, key):
        return self._run(key)
