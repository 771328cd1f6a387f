import jax
import numpy as np

from cartq.buffer import ReplayBuffer
from cartq.learner import DQNLearner
from cartq.network import init_mlp

OBS_DIM = 4
NUM_ACTIONS = 2


def fake_transition(rng, obs):
    """Stands in for gym's CartPole-v1: a noisy drift with a reward for staying near the centre."""
    action = int(rng.integers(NUM_ACTIONS))
    next_obs = obs + 0.05 * (2 * action - 1) + 0.01 * rng.standard_normal(OBS_DIM).astype(np.float32)
    done = float(np.abs(next_obs[0]) > 2.4)
    return action, 1.0 - done, next_obs, done


def main(num_frames=200, batch_size=32, seed=0):
    rng = np.random.default_rng(seed)
    learner = DQNLearner(init_mlp(jax.random.PRNGKey(seed), [OBS_DIM, 64, NUM_ACTIONS]))
    buffer = ReplayBuffer(1000, OBS_DIM, seed=seed)
    obs = np.zeros(OBS_DIM, np.float32)
    losses = []
    for frame in range(num_frames):
        action, reward, next_obs, done = fake_transition(rng, obs)
        buffer.add(obs, action, reward, next_obs, done)
        obs = np.zeros(OBS_DIM, np.float32) if done else next_obs
        if len(buffer) >= batch_size:
            losses.append(float(learner.learn(buffer.sample(batch_size))))
    return learner, buffer, losses


if __name__ == "__main__":
    _, _, losses = main()
    print(f"final TD loss {losses[-1]:.4f}")
