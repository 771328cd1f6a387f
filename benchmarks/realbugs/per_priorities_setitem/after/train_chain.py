import jax
import jax.numpy as jnp
import numpy as np

from perq.learner import QLearner
from perq.replay import PrioritizedReplay

NUM_STATES = 8


def random_walk_transitions(rng, num_transitions):
    """A chain: action 1 moves right, action 0 left; reaching the last state pays 1 and ends the episode."""
    states = rng.integers(0, NUM_STATES - 1, num_transitions)
    actions = rng.integers(0, 2, num_transitions)
    next_states = np.clip(states + np.where(actions == 1, 1, -1), 0, NUM_STATES - 1)
    rewards = (next_states == NUM_STATES - 1).astype(np.float32)
    return (jnp.asarray(states), jnp.asarray(actions), jnp.asarray(rewards), jnp.asarray(next_states),
            jnp.asarray(rewards))


def main(num_steps=400):
    replay_buffer = PrioritizedReplay(alpha=0.6)
    replay = replay_buffer.from_transitions(*random_walk_transitions(np.random.default_rng(0), 2000))
    learner = QLearner(replay_buffer)
    q_table = jnp.zeros((NUM_STATES, 2))
    key = jax.random.PRNGKey(0)
    for _ in range(num_steps):
        key, step_key = jax.random.split(key)
        q_table, replay, td = learner.learn_step(q_table, replay, step_key)
    return q_table, replay


if __name__ == "__main__":
    q_table, replay = main()
    print("greedy actions:", jnp.argmax(q_table[:-1], axis=-1))
    print("distinct priorities:", len(np.unique(np.asarray(replay.priorities))))
