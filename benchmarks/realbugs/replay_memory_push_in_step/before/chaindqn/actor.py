import jax
import jax.numpy as jnp


def q_values(params, obs):
    return obs @ params


class Actor:
    """Acts epsilon-greedily in the chain and stores every transition in the replay buffer."""

    def __init__(self, env, memory, epsilon=0.3):
        self.env = env
        self.memory = memory
        self.epsilon = epsilon
        self.act_and_store = jax.jit(self._act_and_store)

    def _act_and_store(self, params, state, key):
        explore_key, action_key = jax.random.split(key)
        obs = self.env.observe(state)
        greedy = jnp.argmax(q_values(params, obs))
        random_action = jax.random.randint(action_key, (), 0, 2)
        action = jnp.where(jax.random.uniform(explore_key) < self.epsilon, random_action, greedy)
        next_state, reward, done = self.env.step(state, action)
        self.memory.push(obs, action, reward, self.env.observe(next_state), done)
        return next_state
