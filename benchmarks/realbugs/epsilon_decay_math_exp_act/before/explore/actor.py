import jax
import jax.numpy as jnp


class EpsilonGreedyActor:
    def __init__(self, q_fn, num_actions, schedule):
        self.q_fn = q_fn
        self.num_actions = num_actions
        self.schedule = schedule
        self.act = jax.jit(self._act)

    def _act(self, params, obs, step, key):
        epsilon = self.schedule(step)
        explore_key, action_key = jax.random.split(key)
        greedy = jnp.argmax(self.q_fn(params, obs))
        random_action = jax.random.randint(action_key, (), 0, self.num_actions)
        return jnp.where(jax.random.uniform(explore_key) < epsilon, random_action, greedy)
