import numpy as np

NUM_STATES = 19
START = NUM_STATES // 2


def random_walk_episode(rng, max_len=64):
    """Sutton and Barto's 19-state random walk: -1 for leaving on the left, +1 on the right.

    The episode is padded to `max_len` steps with zero rewards that stay in the terminal state.
    """
    states, rewards = [START], []
    state = START
    while 0 <= state < NUM_STATES and len(rewards) < max_len:
        state += 1 if rng.random() < 0.5 else -1
        rewards.append(1.0 if state == NUM_STATES else (-1.0 if state < 0 else 0.0))
        states.append(min(max(state, -1), NUM_STATES))
    while len(rewards) < max_len:
        rewards.append(0.0)
        states.append(states[-1])
    # Index NUM_STATES + 1 holds both terminal states, whose value stays zero.
    index = [s if 0 <= s < NUM_STATES else NUM_STATES for s in states]
    return np.array(index, np.int32), np.array(rewards, np.float32)


def true_values():
    return np.linspace(-1.0, 1.0, NUM_STATES + 2)[1:-1]
