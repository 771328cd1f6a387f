import jax
import numpy as np

from actorcritic.learner import A2CLearner
from actorcritic.networks import init_params

SIZE, UNROLL = 7, 20


def one_hot(i):
    obs = np.zeros(SIZE, np.float32)
    obs[i] = 1.0
    return obs


def unroll(learner, rng, position):
    """UNROLL steps on a ring of SIZE cells: reward 1 on reaching cell SIZE // 2, which ends the episode."""
    obs, actions, rewards, done = [one_hot(position)], [], [], []
    for _ in range(UNROLL):
        action = learner.act(obs[-1], rng)
        position = (position + (1 if action == 1 else -1)) % SIZE
        finished = position == SIZE // 2
        actions.append(action)
        rewards.append(float(finished))
        done.append(float(finished))
        if finished:
            position = int(rng.integers(SIZE))
        obs.append(one_hot(position))
    trajectory = {"obs": np.stack(obs), "actions": np.array(actions), "rewards": np.array(rewards, np.float32),
                  "done": np.array(done, np.float32)}
    return trajectory, position


def main(num_unrolls=100, seed=0):
    rng = np.random.default_rng(seed)
    learner = A2CLearner(init_params(jax.random.PRNGKey(seed), SIZE, 2))
    position, rewards = 0, []
    for _ in range(num_unrolls):
        trajectory, position = unroll(learner, rng, position)
        learner.learn(trajectory)
        rewards.append(trajectory["rewards"].sum())
    print(f"reward per unroll {np.mean(rewards[:10]):.2f} -> {np.mean(rewards[-10:]):.2f}")
    return learner, rng, trajectory, rewards


if __name__ == "__main__":
    main()
