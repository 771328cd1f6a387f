import jax
import jax.numpy as jnp


class EpsilonGreedyActor:
    def __init__(self, network, epsilon=0.1):
        self.network = network
        self.epsilon = epsilon

    def act(self, params, obs, key):
        q_fn = jax.jit(lambda p, o: self.network.apply(p, o))  # expect: JXL502
        q_values = q_fn(params, obs)
        explore_key, action_key = jax.random.split(key)
        random_actions = jax.random.randint(action_key, (obs.shape[0],), 0, q_values.shape[1])
        explore = jax.random.uniform(explore_key, (obs.shape[0],)) < self.epsilon
        return jnp.where(explore, random_actions, jnp.argmax(q_values, axis=1))
