"""Q-learning with exponential epsilon decay: epsilon = max(eps_min, eps * decay) after every episode."""

import jax
import jax.numpy as jnp

from banditq.corridor import Corridor
from banditq.policy import q_update, select_action


def run_episode(env, q_table, key, epsilon):
    state, done, total = env.reset(), False, 0.0
    while not done:
        key, act_key = jax.random.split(key)
        action = int(select_action(q_table[state], act_key, epsilon=epsilon))
        next_state, reward, done = env.step(action)
        q_table = q_update(q_table, state, action, reward, next_state, float(done))
        state, total = next_state, total + reward
    return q_table, total


def main(episodes=60, eps_start=1.0, eps_min=0.05, decay=0.9):
    env = Corridor()
    q_table = jnp.ones((env.length, 2))  # optimistic start: untried actions look promising
    key = jax.random.PRNGKey(0)
    epsilon, returns = eps_start, []
    for _ in range(episodes):
        key, episode_key = jax.random.split(key)
        q_table, total = run_episode(env, q_table, episode_key, epsilon)
        returns.append(total)
        epsilon = max(eps_min, epsilon * decay)
    return env, q_table, returns, epsilon


if __name__ == "__main__":
    _, q_table, returns, epsilon = main()
    print("greedy policy:", jnp.argmax(q_table, axis=1), "final epsilon", epsilon)
