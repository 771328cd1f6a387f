"""Reset the imitation environment for a series of episodes and record which clip each one tracks."""

import jax

from mimic.clips import synthetic_library
from mimic.env import TrackingEnv

NUM_EPISODES = 16


def main():
    env = TrackingEnv(synthetic_library(num_clips=8, num_frames=50, num_joints=6))
    reset = jax.jit(env.reset)
    clip_ids = []
    for key in jax.random.split(jax.random.PRNGKey(0), NUM_EPISODES):
        state = reset(key)
        clip_ids.append(int(state.clip_index))
    return clip_ids


if __name__ == "__main__":
    print(main())
