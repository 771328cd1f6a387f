import jax
import jax.numpy as jnp


def q_values(params, obs):
    return obs @ params


class Actor:
    """Acts epsilon-greedily in the chain and stores every transition in the replay buffer.

    The jitted step returns the transition; the buffer is filled on the host, where the arrays are concrete.
    """

    def __init__(self, env, memory, epsilon=0.3):
        self.env = env
        self.memory = memory
        self.epsilon = epsilon
        self._act = jax.jit(self._act_step)

    def act_and_store(self, params, state, key):
        transition, next_state = self._act(params, state, key)
        self.memory.push(*transition)
        return next_state

    def _act_step(self, params, state, key):
        explore_key, action_key = jax.random.split(key)
        obs = self.env.observe(state)
        greedy = jnp.argmax(q_values(params, obs))
        random_action = jax.random.randint(action_key, (), 0, 2)
        action = jnp.where(jax.random.uniform(explore_key) < self.epsilon, random_action, greedy)
        next_state, reward, done = self.env.step(state, action)
        return (obs, action, reward, self.env.observe(next_state), done), next_state
