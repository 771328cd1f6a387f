import jax
import jax.numpy as jnp


def select_action(q_values, key, epsilon):
    """Epsilon-greedy action for one environment."""
    explore_key, action_key = jax.random.split(key)
    if jax.random.uniform(explore_key) < epsilon:  # expect: JXL101
        return jax.random.randint(action_key, (), 0, q_values.shape[0])
    return int(jnp.argmax(q_values))  # expect: JXL104
