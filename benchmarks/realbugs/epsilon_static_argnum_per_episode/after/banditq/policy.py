import jax
import jax.numpy as jnp


@jax.jit
def select_action(q_row, key, epsilon):
    """Epsilon-greedy: a uniformly random action with probability epsilon, else the greedy one."""
    explore_key, action_key = jax.random.split(key)
    random_action = jax.random.randint(action_key, (), 0, q_row.shape[0])
    return jnp.where(jax.random.uniform(explore_key) < epsilon, random_action, jnp.argmax(q_row))


@jax.jit
def q_update(q_table, state, action, reward, next_state, done, lr=0.1, gamma=0.95):
    target = reward + gamma * (1.0 - done) * jnp.max(q_table[next_state])
    return q_table.at[state, action].add(lr * (target - q_table[state, action]))
