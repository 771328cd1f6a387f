import jax
import jax.numpy as jnp


def select_action(q_values, key, epsilon):
    """Epsilon-greedy action for one environment."""
    explore_key, action_key = jax.random.split(key)
    random_action = jax.random.randint(action_key, (), 0, q_values.shape[0])
    greedy_action = jnp.argmax(q_values)
    return jnp.where(jax.random.uniform(explore_key) < epsilon, random_action, greedy_action)
