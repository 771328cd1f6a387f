import jax
import jax.numpy as jnp

from chaindqn.learner import QLearner
from chaindqn.replay import init_replay, push, sample

NUM_STATES = 5


def main(num_steps=400, seed=0):
    key = jax.random.PRNGKey(seed)
    replay = init_replay(capacity=256, obs_dim=NUM_STATES)
    learner = QLearner()
    q_table = jnp.zeros((NUM_STATES, 2))
    position = 0
    for step in range(num_steps):
        key, action_key, sample_key = jax.random.split(key, 3)
        action = int(jax.random.randint(action_key, (), 0, 2))
        next_position = min(max(position + (1 if action == 1 else -1), 0), NUM_STATES - 1)
        reward = 1.0 if next_position == NUM_STATES - 1 else 0.0
        replay = push(replay, jax.nn.one_hot(position, NUM_STATES), action, reward,
                      jax.nn.one_hot(next_position, NUM_STATES))
        position = 0 if reward else next_position
        if step >= 32:
            q_table, _ = learner.learn(q_table, sample(replay, sample_key, batch_size=32))
    return q_table


if __name__ == "__main__":
    print("greedy actions:", jnp.argmax(main(), axis=-1))
